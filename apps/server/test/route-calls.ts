// Turns values for a route's parts (URL params, query, JSON body or multipart form, headers) into
// the request Fastify's inject sends. Values may be anything a client could send: the URL encodes
// them as text, the body as JSON (or as raw bytes with their own content type).
import { randomBytes } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import type { ApiRoute } from './route-table.ts';

export interface FormFile {
  field: string;
  bytes: Buffer;
  type: string;
}

export interface CallValues {
  params: Record<string, unknown>;
  /** Named values, or anything else as the raw query text. */
  query?: unknown;
  /** A JSON body, or raw bytes with their content type. */
  body?: { json: unknown } | { raw: string | Buffer; contentType: string };
  /** A multipart form: text fields, then files. */
  form?: { fields: Record<string, unknown>; files: FormFile[] };
  headers?: Record<string, string>;
}

/** How a value is written in a URL or a form field: text as it is, anything else as JSON. */
export function asText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') {
    return String(value);
  }
  return JSON.stringify(value) ?? '';
}

/** Percent-encoded, a lone surrogate as U+FFFD (as a browser would send it). */
const encoded = (value: unknown) => encodeURIComponent(asText(value).toWellFormed());

function pathOf(route: ApiRoute, params: Record<string, unknown>): string {
  return route.url.replace(/:([A-Za-z]+)/g, (_, name: string) => encoded(params[name]));
}

function queryOf(query: unknown): string {
  if (query === undefined) return '';
  if (typeof query !== 'object' || query === null || Array.isArray(query)) {
    return `?${encoded(query)}`;
  }
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, asText(item));
  }
  const text = search.toString();
  return text === '' ? '' : `?${text}`;
}

function multipart(form: NonNullable<CallValues['form']>): { payload: Buffer; type: string } {
  const boundary = `----route${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(form.fields)) {
    const disposition = `Content-Disposition: form-data; name="${name}"`;
    chunks.push(Buffer.from(`--${boundary}\r\n${disposition}\r\n\r\n${asText(value)}\r\n`));
  }
  for (const file of form.files) {
    const disposition = `Content-Disposition: form-data; name="${file.field}"; filename="f"`;
    const head = `--${boundary}\r\n${disposition}\r\nContent-Type: ${file.type}\r\n\r\n`;
    chunks.push(Buffer.from(head), file.bytes, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

function payloadOf(values: CallValues): Pick<InjectOptions, 'payload' | 'headers'> {
  if (values.form !== undefined) {
    const form = multipart(values.form);
    return { payload: form.payload, headers: { 'content-type': form.type } };
  }
  if (values.body === undefined) return {};
  if ('json' in values.body) {
    return {
      payload: JSON.stringify(values.body.json) ?? 'null',
      headers: { 'content-type': 'application/json' },
    };
  }
  return { payload: values.body.raw, headers: { 'content-type': values.body.contentType } };
}

/** The request for a route with these values, made with the given (caller's) headers. */
export function injectOf(
  route: ApiRoute,
  values: CallValues,
  headers: Record<string, string>,
): InjectOptions {
  const payload = payloadOf(values);
  return {
    method: route.method,
    url: `${pathOf(route, values.params)}${queryOf(values.query)}`,
    headers: { ...values.headers, ...payload.headers, ...headers },
    ...(payload.payload === undefined ? {} : { payload: payload.payload }),
  };
}
