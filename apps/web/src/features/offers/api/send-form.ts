// A multipart POST (the signature file of the sign and upsale calls), sent the way
// lib/api-client.ts sends JSON: x-subdomain, accept-language and the bearer token, the answer read
// as a { data, errors } envelope. lib/api-client.ts has no multipart helper and keeps its token
// provider private, so the token getter is handed in by the route (app layer).
import { apiErrorSchema } from '@portal/contract/envelope';
import { z } from 'zod';
import { API_BASE } from '../../../lib/api-client';
import { ApiRequestError } from '../../../lib/api-error';
import { currentLanguage } from '../../../lib/i18n';
import { currentTenant } from '../../../lib/tenant-host';

export type AccessTokenGetter = () => Promise<string | null>;

const envelope = z.object({
  data: z.unknown().optional(),
  errors: z.array(apiErrorSchema).optional(),
});

export async function sendForm<T>(
  path: string,
  form: FormData,
  schema: z.ZodType<T>,
  options: { getAccessToken: AccessTokenGetter; headers?: Record<string, string> },
): Promise<T> {
  // No content-type: the browser sets multipart/form-data with its boundary.
  const headers = new Headers({ accept: 'application/json', 'accept-language': currentLanguage() });
  const tenant = currentTenant();
  if (tenant) headers.set('x-subdomain', tenant);
  const token = await options.getAccessToken();
  if (token) headers.set('authorization', `Bearer ${token}`);
  for (const [name, value] of Object.entries(options.headers ?? {})) headers.set(name, value);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}/${path}`, { method: 'POST', headers, body: form });
  } catch {
    throw new ApiRequestError(0, [], 'Network error');
  }
  const answer = envelope.safeParse(await response.json().catch(() => undefined));
  const errors = answer.success ? (answer.data.errors ?? []) : [];
  if (errors.length > 0) throw new ApiRequestError(response.status, errors, 'Request failed');
  if (!response.ok || !answer.success) {
    throw new ApiRequestError(response.status, [], `Request failed with ${response.status}`);
  }
  const data = schema.safeParse(answer.data.data);
  if (!data.success) throw new ApiRequestError(response.status, [], 'Unexpected answer');
  return data.data;
}

/** A v4 UUID; crypto.randomUUID exists only in secure contexts, getRandomValues everywhere. */
export function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
