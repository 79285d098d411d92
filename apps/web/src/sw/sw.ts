// The portal's service worker (decision 039), built by vite-plugin-pwa's
// injectManifest into dist/sw.js and served at /sw.js with scope /. It makes the portal open
// offline: the build's start (precached), the tenant's page for every client route, the last
// installations, documents, tickets and monitoring answers, and the PDFs the customer opened; and
// it shows web pushes.
// A new version waits until the customer asks for it (the update prompt sends SKIP_WAITING).
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, type PrecacheEntry, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  BRANDING_CACHE,
  CUSTOMER_ANSWERS_CACHE,
  CUSTOMER_DOCUMENTS_CACHE,
  FROM_WORKER_CACHE_HEADER,
  PAGE_CHUNKS_CACHE,
  SHELL_CACHE,
  SKIP_WAITING,
} from './cache-names';
import {
  isBrandingFile,
  isBuildAsset,
  isDocumentRequest,
  isKeptListRequest,
  isPdfAnswer,
  isShellNavigation,
  SHELL_PATH,
  shellKeyOf,
} from './offline-routes';
import { registerPushHandlers } from './push-handlers';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: (string | PrecacheEntry)[];
};

const DAY_S = 24 * 60 * 60;

/** Only complete answers are kept: never an error, a redirect or an opaque answer. */
const okOnly = new CacheableResponsePlugin({ statuses: [200] });

/**
 * Marks an answer taken from the cache because the network failed, so the app can say it is
 * showing what it kept (the offline notice) instead of pretending the data is fresh.
 */
const markedAsCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(FROM_WORKER_CACHE_HEADER, '1');
    return new Response(await cachedResponse.blob(), {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
};

/**
 * Each client route's page is kept under its path: the server paints its first screen (decision
 * 059). A route whose page was never kept gets the one kept at install; the app renders over it.
 */
const pagePerPath: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => shellKeyOf(new URL(request.url)),
  handlerDidError: async () =>
    (await caches.open(SHELL_CACHE)).match(new URL(SHELL_PATH, self.location.origin).href),
};

// The build's start and the pages a customer opens offline (vite.config.ts lists them).
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

// Client routes: the network's page, else the page kept from the last visit (the 50 latest). A
// network that hangs (a train's lie-fi) gives way to the kept page after a few seconds. The
// server's page varies with the browser's hints cookie, which a navigation always sends: the
// kept page is matched by its path alone.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && isShellNavigation(url),
  new NetworkFirst({
    cacheName: SHELL_CACHE,
    networkTimeoutSeconds: 5,
    matchOptions: { ignoreVary: true },
    plugins: [
      okOnly,
      pagePerPath,
      new ExpirationPlugin({ maxEntries: 50, purgeOnQuotaError: true }),
    ],
  }),
);

// The lists: always asked of the network; the last answer when it cannot answer. The key is the
// URL alone (ignoreVary): a refreshed token must still find the answer kept under the old one.
registerRoute(
  ({ request, url }) => isKeptListRequest(url, request.method),
  new NetworkFirst({
    cacheName: CUSTOMER_ANSWERS_CACHE,
    matchOptions: { ignoreVary: true },
    // Each period of the history is an answer of its own: the latest 60, so the cache stays small.
    plugins: [
      okOnly,
      new ExpirationPlugin({ maxEntries: 60, purgeOnQuotaError: true }),
      markedAsCopy,
    ],
  }),
);

// The PDFs the customer opened, the 40 latest for 30 days (a phone's storage is not ours to fill).
registerRoute(
  ({ request, url }) => isDocumentRequest(url, request.method, request.headers.get('accept')),
  new NetworkFirst({
    cacheName: CUSTOMER_DOCUMENTS_CACHE,
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        cacheWillUpdate: async ({ response }) =>
          isPdfAnswer(response.status, response.headers.get('content-type')) ? response : null,
      },
      new ExpirationPlugin({ maxEntries: 40, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
      markedAsCopy,
    ],
  }),
);

// Lazy chunks left out of the precache: kept once loaded (their names change with their content).
registerRoute(
  ({ request, url }) => isBuildAsset(url, request.method),
  new CacheFirst({
    cacheName: PAGE_CHUNKS_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })],
  }),
);

// The logo and icons: shown from the cache at once, refreshed behind (a rebranding shows next
// time).
registerRoute(
  ({ request, url }) => isBrandingFile(url, request.method),
  new StaleWhileRevalidate({
    cacheName: BRANDING_CACHE,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 20, purgeOnQuotaError: true })],
  }),
);

// A tenant's page is kept at install, so the first offline visit finds one even when the
// customer opened no other page after the worker came.
self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.add(new Request(SHELL_PATH, { cache: 'reload' })))
      .catch(() => undefined),
  );
});

// The first worker takes the open page at once (its PDFs are then kept); a later one waits for
// the update prompt, so a page never runs against a worker of another version mid-form.
clientsClaim();
self.addEventListener('message', (event) => {
  if (event.data?.type === SKIP_WAITING) void self.skipWaiting();
});

registerPushHandlers(self);
