// Reads a JSON document an external issuer publishes (its discovery document, its key set),
// defensively: the answer comes from another system, on the path of API calls. Bounded in time
// and size, and from the URL asked only: no redirects (the keys must come from the issuer's own
// URL, as jose's remote key sets insist too). Errors name the URL and what went wrong.

export const ISSUER_FETCH_TIMEOUT_MS = 5_000;
/** A realm publishes a handful of keys (Keycloak: an RSA signing key, an encryption key, each
 * with a certificate chain, a few kilobytes each); 256 KiB is far beyond any real document. */
export const ISSUER_DOCUMENT_MAX_BYTES = 256 * 1024;

export interface IssuerFetchLimits {
  timeoutMs?: number;
  maxBytes?: number;
}

class IssuerAnswerError extends Error {}

async function readBounded(response: Response, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new IssuerAnswerError(`declares ${declared} bytes`);
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for await (const chunk of response.body) {
    size += chunk.byteLength;
    if (size > maxBytes) throw new IssuerAnswerError(`is larger than ${maxBytes} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The parsed JSON at `url`, checked by `parse` (which answers the data or why it is refused). */
export async function fetchIssuerJson<T>(
  url: string,
  parse: (value: unknown) => { success: true; data: T } | { success: false; reason: string },
  limits: IssuerFetchLimits = {},
): Promise<T> {
  const signal = AbortSignal.timeout(limits.timeoutMs ?? ISSUER_FETCH_TIMEOUT_MS);
  try {
    const response = await fetch(url, {
      signal,
      redirect: 'error',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new IssuerAnswerError(`answered ${response.status}`);
    }
    const text = await readBounded(response, limits.maxBytes ?? ISSUER_DOCUMENT_MAX_BYTES);
    const parsed = parse(JSON.parse(text));
    if (!parsed.success) throw new IssuerAnswerError(parsed.reason);
    return parsed.data;
  } catch (error) {
    throw new Error(`${url} ${describe(error)}`, { cause: error });
  }
}

function describe(error: unknown): string {
  if (error instanceof IssuerAnswerError) return error.message;
  if (error instanceof Error && error.name === 'TimeoutError') return 'did not answer in time';
  if (error instanceof SyntaxError) return 'is not JSON';
  return `could not be fetched (${error instanceof Error ? error.message : String(error)})`;
}
