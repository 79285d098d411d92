// Which requests the worker answers and how (decision 039). Pure functions of the request's URL
// and headers, so the choice is unit-tested without a worker; sw.ts wires them to Workbox.

/**
 * The page kept at install, shown offline for a client route whose own page was never kept: any
 * page of the tenant starts the app, which renders over a first screen of another address.
 */
export const SHELL_PATH = '/';

/**
 * The key a client route's page is kept under: its path. The server paints each page's first
 * screen (decision 059), so each is kept apart; the query only chooses the language, and the
 * page last shown is the one kept.
 */
export function shellKeyOf(url: URL): string {
  return `${url.origin}${url.pathname}`;
}

/**
 * A page navigation that the shell can answer when the network cannot: a client route of the
 * SPA. Not the API, the identity provider's pages (a login form offline would only fail), nor
 * a file (a path with an extension: a PDF link, the worker itself).
 */
export function isShellNavigation(url: URL): boolean {
  const path = url.pathname;
  if (path === '/api' || path.startsWith('/api/') || path.startsWith('/auth/')) return false;
  if (path === '/login') return false;
  return !/\.[a-z0-9]+$/i.test(path);
}

/**
 * The answers offline needs, as last shown: the installations (also the documents' source) and
 * the articles' documents; the tickets, their types and each thread opened; the monitoring
 * devices and the history and insights last looked at (the live view needs the network).
 */
const keptLists = [
  /^\/api\/installations\/?$/,
  /^\/api\/articleDocuments\/?$/,
  /^\/api\/issues\/?$/,
  /^\/api\/issues\/issuesTypes\/?$/,
  /^\/api\/issues\/\d+\/messages\/?$/,
  /^\/api\/monitoring\/getDevices\/?$/,
  /^\/api\/monitoring\/(history|insights)\/[^/]+\/?$/,
];

export function isKeptListRequest(url: URL, method: string): boolean {
  return method === 'GET' && keptLists.some((pattern) => pattern.test(url.pathname));
}

/**
 * A document download of the app (apiBlob asks for a PDF first): an API GET whose Accept starts
 * with application/pdf. Only PDF answers are kept (documentAnswer below), so a ticket photo, which
 * goes through the same download, is not.
 */
export function isDocumentRequest(url: URL, method: string, accept: string | null): boolean {
  return (
    method === 'GET' &&
    url.pathname.startsWith('/api/') &&
    (accept ?? '').startsWith('application/pdf')
  );
}

/** Whether an answer to a document request is a PDF worth keeping. */
export function isPdfAnswer(status: number, contentType: string | null): boolean {
  return status === 200 && (contentType ?? '').startsWith('application/pdf');
}

/** A lazy chunk or style of the build (hashed, immutable) that the precache left out. */
export function isBuildAsset(url: URL, method: string): boolean {
  return method === 'GET' && url.pathname.startsWith('/assets/');
}

/** The tenant's logo and the app icons, which the shell shows on every page. */
export function isBrandingFile(url: URL, method: string): boolean {
  return (
    method === 'GET' &&
    (url.pathname.startsWith('/tenants/') ||
      url.pathname.startsWith('/icons/') ||
      url.pathname.startsWith('/app-icons/'))
  );
}
