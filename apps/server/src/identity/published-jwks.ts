// Fetches the signing keys an external issuer publishes (a Keycloak realm's
// `{issuer}/protocol/openid-connect/certs`), defensively: the answer comes from another system,
// on the path of every API call of that tenant. Bounded in time and size, no redirects (the
// keys must come from the issuer's own URL, as jose's remote key sets insist too), and checked
// to be a key set before anything trusts it. Public keys only: a set that carries private key
// material is refused rather than used.
import type { JSONWebKeySet } from 'jose';
import { z } from 'zod';

export const JWKS_FETCH_TIMEOUT_MS = 5_000;
/** A realm publishes a handful of keys (Keycloak: an RSA signing key, an encryption key, each
 * with a certificate chain, a few kilobytes each); 256 KiB is far beyond any real set. */
export const JWKS_MAX_BYTES = 256 * 1024;
const MAX_KEYS = 100;

const privateMembers = ['d', 'p', 'q', 'dp', 'dq', 'qi', 'k'] as const;

const jwksSchema = z.object({
  keys: z
    .array(
      z
        .looseObject({ kty: z.string(), kid: z.string().optional() })
        .refine(
          (key) => privateMembers.every((member) => !(member in key)),
          'a published key carries private key material',
        ),
    )
    .max(MAX_KEYS),
});

/** Where a Keycloak realm publishes its keys. */
export function certsUrlOf(issuer: string): string {
  return `${issuer}/protocol/openid-connect/certs`;
}

async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new Error(`declares ${declared} bytes`);
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new Error(`is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function fetchPublishedKeys(
  issuer: string,
  limits: { timeoutMs?: number; maxBytes?: number } = {},
): Promise<JSONWebKeySet> {
  const url = certsUrlOf(issuer);
  const signal = AbortSignal.timeout(limits.timeoutMs ?? JWKS_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      signal,
      redirect: 'error',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`answered ${response.status}`);
    }
    const text = await readBounded(response, limits.maxBytes ?? JWKS_MAX_BYTES);
    const parsed = jwksSchema.safeParse(JSON.parse(text));
    if (!parsed.success) throw new Error(`is not a public key set: ${parsed.error.message}`);
    return parsed.data as JSONWebKeySet;
  } catch (error) {
    throw new Error(`the key set at ${url} ${describe(error)}`, { cause: error });
  }
}

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'TimeoutError') return 'did not answer in time';
  if (error instanceof SyntaxError) return 'is not JSON';
  if (error instanceof Error && /^(answered|declares|is) /.test(error.message)) {
    return error.message;
  }
  return `could not be fetched (${error instanceof Error ? error.message : String(error)})`;
}
