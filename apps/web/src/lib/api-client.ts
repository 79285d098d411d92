// The one HTTP client of the SPA (spec §7). Every call goes to /api on this origin with the
// tenant in `x-subdomain` and the interface language in `accept-language`; authenticated calls
// add a bearer token from the token provider the app wires in (features/auth owns the session, and
// shared code must not import a feature). Answers are `{ data, errors }` envelopes: a non-empty
// errors array throws, otherwise `data` is validated by the endpoint's schema and returned.
import { apiErrorSchema } from '@portal/contract/envelope';
import { z } from 'zod/mini';
import { FROM_WORKER_CACHE_HEADER } from '../sw/cache-names';
import { ApiRequestError } from './api-error';
import { firstPagePainted } from './first-page-gate';
import { reportNetworkAnswered, reportNetworkMissing } from './network-status';
import { currentTenant } from './tenant-host';

export const API_BASE = '/api';

type TokenProvider = () => Promise<string | null>;
let tokenProvider: TokenProvider = async () => null;
let languageProvider: () => string = () => 'nl';

export function configureApiClient(options: {
  getAccessToken?: TokenProvider;
  getLanguage?: () => string;
}): void {
  if (options.getAccessToken) tokenProvider = options.getAccessToken;
  if (options.getLanguage) languageProvider = options.getLanguage;
}

/**
 * A fresh access token of the signed-in customer, or null: for what cannot send a header, such as
 * the monitoring socket, whose token travels in its query (spec §7).
 */
export function currentAccessToken(): Promise<string | null> {
  return tokenProvider();
}

export interface RequestOptions {
  query?: Record<string, string | number | undefined>;
  /** Sends the bearer token of the signed-in customer. */
  auth?: boolean;
  /** Sends this bearer token instead (auth/me right after login, before the User entry exists). */
  accessToken?: string;
  signal?: AbortSignal;
  /**
   * Where `path` is resolved: the API (default) or another base on this origin, such as the
   * identity provider's interaction endpoints.
   */
  baseUrl?: string;
  /** More headers, such as an Idempotency-Key. */
  headers?: Record<string, string>;
}

export type SendMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

const looseEnvelope = z.object({
  data: z.optional(z.unknown()),
  errors: z.optional(z.array(apiErrorSchema)),
});

function urlOf(path: string, options: RequestOptions): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined) params.set(name, String(value));
  }
  const search = params.toString();
  const base = (options.baseUrl ?? API_BASE).replace(/\/+$/, '');
  return `${base}/${path.replace(/^\//, '')}${search ? `?${search}` : ''}`;
}

async function headersFor(options: RequestOptions): Promise<Headers> {
  await firstPagePainted();
  const headers = new Headers({
    accept: 'application/json',
    'accept-language': languageProvider(),
  });
  const tenant = currentTenant();
  if (tenant) headers.set('x-subdomain', tenant);
  // Without a token the call still goes out: the server is the authority and answers 401.
  const token = options.accessToken ?? (options.auth ? await tokenProvider() : null);
  if (token) headers.set('authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  return headers;
}

async function request<T>(
  method: 'GET' | SendMethod,
  path: string,
  schema: z.ZodMiniType<T>,
  options: RequestOptions,
  body?: unknown,
): Promise<T> {
  const headers = await headersFor(options);
  if (body !== undefined) headers.set('content-type', 'application/json');
  return exchange(
    method,
    path,
    schema,
    options,
    headers,
    body === undefined ? undefined : JSON.stringify(body),
  );
}

/** Sends the call and reads the `{ data, errors }` answer; shared by the JSON and multipart calls. */
async function exchange<T>(
  method: 'GET' | SendMethod,
  path: string,
  schema: z.ZodMiniType<T>,
  options: RequestOptions,
  headers: Headers,
  body: BodyInit | undefined,
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(urlOf(path, options), {
      method,
      headers,
      body,
      signal: options.signal,
      // Identity interaction calls rely on the provider's cookies, which live on this origin.
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    reportNetworkMissing();
    throw new ApiRequestError(0, [], 'Network error');
  }
  noteWhereFrom(response);
  return readAnswer(response.status, await response.json().catch(() => undefined), schema);
}

/** The `{ data, errors }` answer of a call: its data by the schema, or the error it names. */
function readAnswer<T>(status: number, json: unknown, schema: z.ZodMiniType<T>): T {
  const answer = looseEnvelope.safeParse(json);
  const errors = answer.success ? (answer.data.errors ?? []) : [];
  if (errors.length > 0) throw new ApiRequestError(status, errors, 'Request failed');
  if (status < 200 || status > 299 || !answer.success) {
    throw new ApiRequestError(status, [], `Request failed with ${status}`);
  }
  const data = schema.safeParse(answer.data.data);
  if (!data.success) throw new ApiRequestError(status, [], 'Unexpected answer');
  return data.data;
}

/** The offline notice follows the calls: the worker's kept copy means the network failed. */
function noteWhereFrom(response: Response): void {
  if (response.headers.has(FROM_WORKER_CACHE_HEADER)) reportNetworkMissing();
  else reportNetworkAnswered();
}

export function apiGet<T>(
  path: string,
  schema: z.ZodMiniType<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request('GET', path, schema, options);
}

/** POST, PATCH, PUT or DELETE with a JSON body; the answer is read like apiGet's. */
export function apiSend<T>(
  method: SendMethod,
  path: string,
  body: unknown,
  schema: z.ZodMiniType<T>,
  options: RequestOptions = {},
): Promise<T> {
  return request(method, path, schema, options, body);
}

/**
 * A multipart POST (a signature file, say), with the same headers as apiSend and the answer read
 * like apiGet's. No content-type is set: the browser sets multipart/form-data with its boundary.
 */
export async function apiSendForm<T>(
  path: string,
  form: FormData,
  schema: z.ZodMiniType<T>,
  options: RequestOptions = {},
): Promise<T> {
  return exchange('POST', path, schema, options, await headersFor(options), form);
}

/**
 * A multipart POST like apiSendForm that reports how many bytes went up (`onProgress`), for
 * uploads a customer waits on (photos over mobile data). fetch cannot tell upload progress, so
 * this one call goes through XMLHttpRequest; `signal` aborts it (an AbortError, as fetch throws).
 */
export async function apiUploadForm<T>(
  path: string,
  form: FormData,
  schema: z.ZodMiniType<T>,
  options: RequestOptions & { onProgress?: (sent: number, total: number) => void } = {},
): Promise<T> {
  const headers = await headersFor(options);
  const { status, json } = await new Promise<{ status: number; json: unknown }>(
    (resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open('POST', urlOf(path, options));
      for (const [name, value] of headers) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) options.onProgress?.(event.loaded, event.total);
      };
      xhr.onload = () => {
        if (xhr.getResponseHeader(FROM_WORKER_CACHE_HEADER) !== null) reportNetworkMissing();
        else reportNetworkAnswered();
        let json: unknown;
        try {
          json = JSON.parse(xhr.responseText);
        } catch {
          json = undefined;
        }
        resolve({ status: xhr.status, json });
      };
      xhr.onerror = () => {
        reportNetworkMissing();
        reject(new ApiRequestError(0, [], 'Network error'));
      };
      xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
      if (options.signal?.aborted) {
        reject(new DOMException('The upload was cancelled', 'AbortError'));
        return;
      }
      options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(form);
    },
  );
  return readAnswer(status, json, schema);
}

/**
 * A document download (spec §7: "blob, with bearer token"). Documents are always authenticated.
 * A failure throws ApiRequestError with the server's envelope message when it sent one.
 */
export async function apiBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const headers = await headersFor({ ...options, auth: true });
  headers.set('accept', 'application/pdf, application/octet-stream, */*');
  let response: Response;
  try {
    response = await fetch(urlOf(path, options), { headers, signal: options.signal });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    reportNetworkMissing();
    throw new ApiRequestError(0, [], 'Network error');
  }
  noteWhereFrom(response);
  if (!response.ok) {
    const answer = looseEnvelope.safeParse(await response.json().catch(() => undefined));
    const errors = answer.success ? (answer.data.errors ?? []) : [];
    throw new ApiRequestError(response.status, errors, `Download failed with ${response.status}`);
  }
  return response.blob();
}
