// Serves the built SPA from the same process. Hashed assets are immutable and cached for a year;
// every page and the service worker are revalidated (no-cache) in every encoding, so a deploy is
// picked up at once; `/index.html` redirects to the tenant page `/`. Client routes (any GET that
// wants HTML and is not an API or auth path) fall back to index.html. The configured default tenant is
// written into index.html, and so are the page tenant's realm and configuration (decision 013);
// /login leaves out the app's preloads, since a cold /login only redirects to the provider. A
// page visit on the bare portal domain (`localhost`) is redirected to the default tenant's origin.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../platform/config/config.ts';
import type { NotFoundFallback } from '../../platform/errors/error-handler.ts';
import { escapeHtml } from '../../platform/http/html-escape.ts';
import { singlePageAppPolicy } from '../../platform/http/security-headers.ts';
import type { TenantDirectory } from '../../platform/tenancy/tenant-directory.ts';
import { tenantOrigin } from '../../platform/tenancy/tenant-origin.ts';
import { findTenantOf } from '../../platform/tenancy/tenant-resolver.ts';
import { loadFirstScreenRenderer } from './first-screen-module.ts';
import { bootstrapBlock, bootstrapData } from './page-bootstrap.ts';
import { createFirstScreenPainter } from './server-render.ts';

const immutable = 'public, max-age=31536000, immutable';
const revalidate = 'no-cache';
const shortLived = 'public, max-age=3600';

/** A file's cache rule by the file it stands for: `sw.js.br` is the service worker too. */
function cacheControlFor(filePath: string): string {
  const file = filePath.replace(/\.(br|gz)$/, '');
  if (file.endsWith('.html') || file.endsWith('/sw.js')) return revalidate;
  return file.includes('/assets/') ? immutable : shortLived;
}

/** The build's own index.html is no page of any tenant: `/index.html` is the tenant page `/`. */
const BUILD_INDEX = '/index.html';

export function wantsClientRoute(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const path = request.url.split('?')[0] ?? '/';
  if (path.startsWith('/api/') || path === '/api' || path.startsWith('/auth/')) return false;
  if (/\.[a-z0-9]+$/i.test(path)) return false; // a missing file, not a route
  return true;
}

/**
 * The app's modulepreload and stylesheet links (marked by the web build); a cold /login, which
 * leaves for the identity provider at once, needs none of them.
 */
const appPreloads = /<link rel="(?:modulepreload|stylesheet)"[^>]*\sdata-app[^>]*>\s*/g;

export async function serveSinglePageApp(
  app: FastifyInstance,
  options: Pick<
    AppConfig,
    'webDist' | 'defaultTenant' | 'portalDomain' | 'tenantOriginTemplate' | 'tagManagerOrigin'
  >,
  tenants: TenantDirectory,
): Promise<NotFoundFallback | undefined> {
  const indexFile = join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`no built web app at ${options.webDist}; serving the API only`);
    return undefined;
  }
  const meta = `<meta name="portal-default-tenant" content="${options.defaultTenant}">`;
  const indexHtml = readFileSync(indexFile, 'utf8');
  const loginHtml = indexHtml.replace(appPreloads, '');
  // The page's first screen painted by the web app's server build, when there is one (decision 059).
  const renderer = await loadFirstScreenRenderer(options.webDist, app.log);
  const painter = renderer && createFirstScreenPainter(renderer, app.log);

  async function pageFor(request: FastifyRequest): Promise<{ html: string; policy: string }> {
    const html = request.url.split('?')[0] === '/login' ? loginHtml : indexHtml;
    const tenant = await findTenantOf(request, {
      tenants,
      byHeader: false,
      hostDomain: options.portalDomain,
      defaultTenant: options.defaultTenant,
    });
    const data = tenant && bootstrapData(tenant, options);
    const bootstrap = data ? bootstrapBlock(data) : '';
    // The logo is in the first paint of every page but the redirecting /login: fetch it early.
    const logo = tenant?.portalConfig.logo.url;
    const preload =
      logo && html === indexHtml
        ? `<link rel="preload" as="image" href="${escapeHtml(logo)}">`
        : '';
    const page = html.replace('</head>', () => `${meta}${preload}${bootstrap}</head>`);
    const painted =
      painter && data
        ? await painter.paint(page, {
            url: request.url,
            cookieHeader: request.headers.cookie,
            pageData: data,
          })
        : page;
    return { html: painted, policy: singlePageAppPolicy(tenant, options.tagManagerOrigin) };
  }

  await app.register(fastifyStatic, {
    root: options.webDist,
    index: false,
    // Routes for the files that exist at start-up (a build does not change while we run); every
    // other path falls through to the not-found handler and so to index.html.
    wildcard: false,
    cacheControl: false,
    // The build writes .br and .gz copies (scripts/precompress.mjs); send the best one accepted.
    preCompressed: true,
    allowedPath: (path) => path !== BUILD_INDEX,
    setHeaders: (reply, filePath) => {
      reply.header('cache-control', cacheControlFor(filePath));
    },
  });
  const defaultOrigin = tenantOrigin(options, options.defaultTenant);
  return (request: FastifyRequest, reply: FastifyReply) => {
    const [path, query] = request.url.split('?');
    if (path === BUILD_INDEX && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.redirect(query === undefined ? '/' : `/?${query}`, 301);
    }
    if (!wantsClientRoute(request)) return undefined;
    // The bare portal domain names no tenant, and a realm only accepts its tenant's origin as
    // redirect URI: send page visits to the default tenant's origin so that signing in works.
    if (request.hostname === options.portalDomain) {
      return reply.redirect(`${defaultOrigin}${request.url}`, 302);
    }
    return pageFor(request).then(({ html, policy }) =>
      reply
        .code(200)
        .header('cache-control', revalidate)
        // The painted first screen follows the browser's hints cookie.
        .header('vary', 'cookie')
        .header('content-security-policy', policy)
        .type('text/html; charset=utf-8')
        .send(html),
    );
  };
}
