// The integration API as a back office calls it (decisions 053, 054): a client-credentials token
// from the tenant's realm, renewed before it runs out, then JSON requests under
// /api/integration/v1 naming the tenant in `x-subdomain`. Every answer is the envelope
// `{ data, errors }`; an error answer is thrown with its errors.

export interface PortalSettings {
  /** Where the portal listens, e.g. http://127.0.0.1:3000. */
  portal: string;
  tenant: string;
  clientId: string;
  clientSecret: string;
}

export interface ApiError {
  code: string;
  message?: string;
  field?: string;
}

export class PortalApiError extends Error {
  readonly status: number;
  readonly errors: readonly ApiError[];
  constructor(status: number, errors: readonly ApiError[]) {
    const detail = errors.map((error) => `${error.field ?? '-'}: ${error.message ?? error.code}`);
    super(`portal answered ${status}: ${detail.join('; ')}`);
    this.status = status;
    this.errors = errors;
  }
}

/** Asks for a new token this long before the current one ends. */
const RENEW_MARGIN_MS = 60_000;

export function portalClient(settings: PortalSettings) {
  const base = settings.portal.replace(/\/$/, '');
  let token: { value: string; renewAt: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && Date.now() < token.renewAt) return token.value;
    const basic = Buffer.from(
      `${encodeURIComponent(settings.clientId)}:${encodeURIComponent(settings.clientSecret)}`,
    ).toString('base64');
    const response = await fetch(
      `${base}/auth/realms/${settings.tenant}/protocol/openid-connect/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${basic}`,
          'content-type': 'application/x-www-form-urlencoded',
        },
        body: new URLSearchParams({ grant_type: 'client_credentials' }),
      },
    );
    const body = (await response.json()) as {
      access_token?: string;
      expires_in?: number;
      error?: string;
      error_description?: string;
    };
    if (!response.ok || !body.access_token) {
      throw new Error(`no token: ${body.error ?? response.status} ${body.error_description ?? ''}`);
    }
    const lifetimeMs = (body.expires_in ?? 600) * 1000;
    token = { value: body.access_token, renewAt: Date.now() + lifetimeMs - RENEW_MARGIN_MS };
    return token.value;
  }

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${base}/api/integration/v1${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'x-subdomain': settings.tenant,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const envelope = (await response.json()) as { data: T; errors: ApiError[] };
    if (!response.ok) throw new PortalApiError(response.status, envelope.errors ?? []);
    return envelope.data;
  }

  return {
    put: <T>(path: string, body: unknown) => call<T>('PUT', path, body),
    get: <T>(path: string) => call<T>('GET', path),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body),
  };
}

export type PortalClient = ReturnType<typeof portalClient>;
