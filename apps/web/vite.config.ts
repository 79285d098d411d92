// Vite build of the SPA into dist/, which the portal server serves. The libraries every page
// needs are split into stable chunks (react, router, data, i18n) so an app deploy does not
// invalidate the browser's cached copy of libraries that did not change. MUI is left to the
// bundler's own splitting: grouped, every component any lazy page uses would land in the first
// page's download (bench/first-page-weight.ts measured 276 KB gzip grouped, 261 KB split).
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, type Rollup } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { plainMuiIcons } from './plain-mui-icons';

const apiServer = process.env.PORTAL_API ?? 'http://localhost:3000';

/**
 * The entry's own modules (main.ts and the cold login start, decision 013) in one small chunk, and
 * everything the app's start imports statically (the shell, the first page, the app's own code) in
 * one `app` chunk rather than dozens of shared fragments, each a request on the first page. The
 * start imports no MUI (decision 026): MUI is split by the bundler among the pages that use it.
 */
const startModules =
  /index\.html|src[\\/](main\.ts|lib[\\/](first-screen-root|page-bootstrap|language-preference|language-bundles|route-names|storage|staged-start|warm-up-intl)\.ts|features[\\/]auth[\\/]lib[\\/](cold-login-start|login-redirect|realm-source|return-to)\.ts)$|packages[\\/](domain[\\/]src[\\/](constants|format-locale)|contract[\\/]src[\\/]first-screen-markup)\.ts$|vite[\\/]preload-helper/;

const vendorGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'start', test: startModules, priority: 60 },
  { name: 'vendor-react', test: /node_modules[\\/](react|scheduler)[\\/]/, priority: 50 },
  // React DOM apart from React: the libraries' stages import React, the app's start React DOM, each
  // evaluated in a task of its own (main.ts).
  {
    name: 'vendor-react-dom',
    test: /node_modules[\\/]react-dom[\\/]|src[\\/]app[\\/]stages[\\/]react-dom\.ts$/,
    priority: 50,
  },
  {
    name: 'vendor-router',
    test: /node_modules[\\/](react-router|cookie)[\\/]|src[\\/]app[\\/]stages[\\/]router\.ts$/,
    priority: 40,
  },
  {
    name: 'vendor-data',
    test: /node_modules[\\/](@tanstack|zod)[\\/]|src[\\/]app[\\/]stages[\\/]data\.ts$/,
    priority: 20,
  },
  {
    name: 'vendor-i18n',
    test: /node_modules[\\/](i18next|react-i18next|html-parse-stringify|void-elements)[\\/]|src[\\/]app[\\/]stages[\\/]i18n\.ts$/,
    priority: 20,
  },
  // Chart.js, Luxon and its adapter (decision 051): one chunk of their own, loaded by the history
  // and insights routes only. Not named vendor-*: the service worker does not precache it.
  {
    name: 'charts',
    test: /node_modules[\\/](chart\.js|chartjs-adapter-luxon|luxon|@kurkle)[\\/]|src[\\/]features[\\/]monitoring[\\/]charts[\\/]chart-setup\.ts$/,
    priority: 30,
  },
  { name: 'app', tags: ['$initial'], priority: 10 },
  // The token logic, which a signed-in page loads at its start (decision 013), in one request
  // instead of four. Below every other group: what it imports stays where it is.
  {
    name: 'identity',
    test: /node_modules[\\/](oidc-client-ts|jwt-decode)[\\/]|src[\\/]features[\\/]auth[\\/]lib[\\/](access-token|user-manager|end-provider-session)\.ts$/,
    priority: 5,
  },
];

/**
 * In development the page is served by Vite, not the portal server, so the default-tenant meta
 * tag the server writes into index.html is added here: bare `localhost:5173` then names `demo`,
 * like bare `localhost` does in production (see src/lib/tenant-host.ts).
 */
const devDefaultTenant: Plugin = {
  name: 'portal-dev-default-tenant',
  apply: 'serve',
  transformIndexHtml: (html) =>
    html.replace(
      '</head>',
      `<meta name="portal-default-tenant" content="${process.env.DEFAULT_TENANT ?? 'demo'}"></head>`,
    ),
};

/** The module that starts the app; main.ts imports it for every page but a cold /login. */
const appStart = '/src/app/boot.tsx';

/** A chunk's file and, recursively, the files of the chunks it imports statically. */
function staticClosure(bundle: Rollup.OutputBundle, fileName: string, seen = new Set<string>()) {
  const chunk = bundle[fileName];
  if (seen.has(fileName) || chunk?.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) staticClosure(bundle, imported, seen);
  return seen;
}

/**
 * The app is a dynamic import of the tiny entry (decision 013), which Vite does not preload from
 * index.html: this lists the app's chunks as modulepreload links marked `data-app`, so a page
 * fetches them in parallel with the entry. The portal server drops the marked links from /login,
 * where the entry leaves for the identity provider without them.
 */
const preloadApp: Plugin = {
  name: 'portal-preload-app',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler(_html, { bundle, chunk }) {
      if (!bundle || !chunk) return [];
      const entry = staticClosure(bundle, chunk.fileName);
      const start = Object.values(bundle).find(
        (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(appStart),
      );
      if (!start) throw new Error(`no chunk for ${appStart}`);
      const app = [...staticClosure(bundle, start.fileName)].filter((file) => !entry.has(file));
      // The app's static CSS (ui/base.css and the shell's, decision 026) as a stylesheet of the
      // page, so that it is there before the app renders instead of fetched when it starts.
      const css = app.flatMap((file) => {
        const chunk = bundle[file];
        return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
      });
      return [
        ...css.map((file) => ({
          tag: 'link',
          attrs: { rel: 'stylesheet', crossorigin: true, href: `/${file}`, 'data-app': true },
          injectTo: 'head' as const,
        })),
        ...app.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}`, 'data-app': true },
          injectTo: 'head' as const,
        })),
      ];
    },
  },
};

/**
 * The service worker (decision 039): src/sw/sw.ts built into dist/sw.js with the precache list
 * injected. Precached: the start's scripts and styles, the languages and the pages a customer
 * opens offline (installations, documents); every other lazy chunk is kept once a page loads it,
 * rather than every page's megabytes downloaded on a phone at install. No HTML: each tenant's page
 * is the server's (its bootstrap block), kept by the worker at run time. No manifest either: the
 * server writes one per tenant (decision 040). The worker is registered by the app, after the first
 * page is on the screen (lib/service-worker/), never by an injected script.
 */
const serviceWorker = VitePWA({
  strategies: 'injectManifest',
  srcDir: 'src/sw',
  filename: 'sw.ts',
  injectRegister: false,
  manifest: false,
  injectManifest: {
    globPatterns: [
      'assets/{index,start,app,identity,vendor-*,nl,fr,en,installations*,documents*}-*.{js,css}',
    ],
    // Hashed names change with their content: Workbox need not add a revision of its own.
    dontCacheBustURLsMatching: /^assets\//,
  },
});

/**
 * The server build (`vite build --ssr`, decision 059): the module the portal server loads by path
 * at run time to paint a page's first screen with the app's own components. Libraries stay
 * imports of node_modules; the workspace packages, linked, are bundled like the app's own code.
 */
const serverBuild = defineConfig({
  plugins: [plainMuiIcons(), react()],
  publicDir: false,
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node24',
    rolldownOptions: {
      input: { 'first-screen': 'src/app/first-screen/render-first-screen.tsx' },
    },
  },
});

const browserBuild = defineConfig({
  plugins: [plainMuiIcons(), react(), devDefaultTenant, preloadApp, serviceWorker],
  server: {
    // The dev server forwards API, identity and live-data calls to the portal server.
    proxy: {
      '/api': { target: apiServer },
      '/auth': { target: apiServer },
      '/websockets': { target: apiServer, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    rolldownOptions: {
      // The app's start is an input of its own, so that its static imports count as initial.
      input: { index: 'index.html', app: 'src/app/boot.tsx' },
      output: { codeSplitting: { groups: vendorGroups } },
    },
  },
});

export default defineConfig(({ isSsrBuild }) => (isSsrBuild ? serverBuild : browserBuild));
