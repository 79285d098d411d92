// Documents that live on a tenant's CDN (spec §7: "some documents come from a CDN URL with
// no_redirect and download parameters"): the article documents' Path. The portal fetches such a
// document itself, once, and keeps it in its file store (decision 044); the browser never
// talks to the CDN. A fetch asks for the file itself (no_redirect=true: no redirect to a viewer
// page; download=true: the bytes as an attachment), follows no redirect, has a deadline and a size
// cap, and takes only a PDF.

/** Why a CDN document could not be had: not there (404/410), or anything else. */
export class CdnDocumentError extends Error {
  readonly missing: boolean;

  constructor(message: string, options: { missing?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.name = 'CdnDocumentError';
    this.missing = options.missing ?? false;
  }
}

export interface CdnFetchOptions {
  timeoutMs: number;
  maxBytes: number;
  /** The platform's fetch, or a test's. */
  fetch?: typeof fetch;
}

export const CDN_FETCH_DEFAULTS: CdnFetchOptions = {
  timeoutMs: 10_000,
  maxBytes: 20 * 1024 * 1024,
};

/**
 * The URL of a document's Path: an absolute http(s) URL as it is, or a path relative to the
 * tenant's CDN base (its portal config `documentsCdnUrl`), which it may not climb out of. Then the
 * spec's two parameters. Undefined when the path cannot be resolved.
 */
export function cdnDocumentUrl(path: string, base: string | undefined): URL | undefined {
  const web = (url: URL) => url.protocol === 'https:' || url.protocol === 'http:';
  let url: URL;
  if (URL.canParse(path)) {
    url = new URL(path);
  } else {
    if (base === undefined || !URL.canParse(base)) return undefined;
    const root = new URL(base.endsWith('/') ? base : `${base}/`);
    url = new URL(path.replace(/^\/+/, ''), root);
    if (url.origin !== root.origin || !url.pathname.startsWith(root.pathname)) return undefined;
  }
  if (!web(url) || url.username !== '' || url.password !== '') return undefined;
  url.searchParams.set('no_redirect', 'true');
  url.searchParams.set('download', 'true');
  return url;
}

/** Where a URL points, safe to log (no query, no credentials). */
function shown(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

async function readCapped(response: Response, maxBytes: number, url: URL): Promise<Uint8Array> {
  const declared = Number(response.headers.get('content-length') ?? '0');
  if (declared > maxBytes) throw new CdnDocumentError(`CDN ${shown(url)}: ${declared} bytes`);
  const reader = response.body?.getReader();
  if (!reader) throw new CdnDocumentError(`CDN ${shown(url)}: no body`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw new CdnDocumentError(`CDN ${shown(url)}: more than ${maxBytes} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

const PDF_MAGIC = Buffer.from('%PDF-');

/** Fetches the PDF at `url` (from cdnDocumentUrl); throws CdnDocumentError on any failure. */
export async function fetchCdnDocument(url: URL, options: CdnFetchOptions): Promise<Uint8Array> {
  const run = options.fetch ?? fetch;
  let response: Response;
  try {
    response = await run(url, {
      redirect: 'manual',
      headers: { accept: 'application/pdf' },
      signal: AbortSignal.timeout(options.timeoutMs),
    });
  } catch (cause) {
    throw new CdnDocumentError(`CDN ${shown(url)} did not answer`, { cause });
  }
  if (response.status === 404 || response.status === 410) {
    await response.body?.cancel();
    throw new CdnDocumentError(`CDN ${shown(url)} answered ${response.status}`, { missing: true });
  }
  if (response.status !== 200) {
    await response.body?.cancel();
    throw new CdnDocumentError(`CDN ${shown(url)} answered ${response.status}`);
  }
  let bytes: Uint8Array;
  try {
    bytes = await readCapped(response, options.maxBytes, url);
  } catch (cause) {
    if (cause instanceof CdnDocumentError) throw cause;
    throw new CdnDocumentError(`CDN ${shown(url)}: the body broke off`, { cause });
  }
  if (!Buffer.from(bytes.subarray(0, PDF_MAGIC.length)).equals(PDF_MAGIC)) {
    throw new CdnDocumentError(`CDN ${shown(url)}: not a PDF`);
  }
  return bytes;
}
