// The names of the worker's caches, shared by the worker (which fills them) and the app (which
// empties the customer's ones at logout and when another customer signs in, decision 039).
// The version suffix lets a later worker change a cache's format by dropping the old one.

/** The tenant's pages (index.html with its bootstrap block and painted first screen), by path. */
export const SHELL_CACHE = 'portal-shell-v1';
/** The installations, documents, tickets and monitoring answers as last given: one customer's data. */
export const CUSTOMER_ANSWERS_CACHE = 'portal-answers-v1';
/** The PDFs the customer opened: one customer's data. */
export const CUSTOMER_DOCUMENTS_CACHE = 'portal-documents-v1';
/** Lazy page chunks once loaded (hashed, immutable): the same for every customer. */
export const PAGE_CHUNKS_CACHE = 'portal-chunks-v1';

/** The tenant's logo and icons: the same for every customer of the tenant. */
export const BRANDING_CACHE = 'portal-branding-v1';

/** The caches that hold a customer's own data. */
export const CUSTOMER_CACHES = [CUSTOMER_ANSWERS_CACHE, CUSTOMER_DOCUMENTS_CACHE] as const;

/** Header the worker adds to an answer it took from its cache because the network failed. */
export const FROM_WORKER_CACHE_HEADER = 'x-portal-offline-copy';

/** The message the update prompt sends to a waiting worker (workbox-window's messageSkipWaiting). */
export const SKIP_WAITING = 'SKIP_WAITING';
