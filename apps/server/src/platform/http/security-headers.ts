// Security headers on every answer (issue 9): the SPA, the API, the files and the identity pages.
// - Everywhere: no MIME sniffing, no framing (a signature must not be clickjacked), no referrer
//   beyond this origin, no powerful browser features, an opener of its own, and HSTS when the
//   tenants are served over https.
// - A page of the SPA: a policy without inline script (the app is one module script; its data
//   block is JSON and never runs). Styles may be inline: MUI writes them at run time.
// - Other documents without a policy of their own (JSON, text, SVG, HTML error pages): nothing
//   may run or load if a browser ever renders one as a page. PDFs, images and the app's own
//   scripts and styles get none (a policy on a PDF can stop the browser's viewer); the service
//   worker gets the app's, since a worker runs under the policy of its script. The identity
//   pages set their own.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/config.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';

const everywhere: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'same-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'cross-origin-opener-policy': 'same-origin',
};

export const nothingRuns =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What a browser would show as a document of its own. */
const renderable = /^(application\/(json|problem\+json)|text\/|image\/svg\+xml)/i;

/** One year, subdomains included: every tenant is a subdomain of the portal's domain. */
const hsts = 'max-age=31536000; includeSubDomains';

/** The headers every answer carries. */
export function securityHeadersOf(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
): Record<string, string> {
  return config.tenantOriginTemplate.startsWith('https://')
    ? { ...everywhere, 'strict-transport-security': hsts }
    : everywhere;
}

export function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
): void {
  const headers = securityHeadersOf(config);
  const entries = Object.entries(headers);
  // Callback hooks, not async ones: they run on every request, and a promise per hook showed in
  // the API's cost per answer.
  app.addHook('onRequest', (request, reply, done) => {
    // The identity provider writes its answers itself (outside Fastify): those get the headers
    // on the raw response; Fastify's own answers get them with the rest of their headers.
    if (request.url.startsWith('/auth/')) {
      for (const [name, value] of entries) reply.raw.setHeader(name, value);
    } else {
      reply.headers(headers);
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      if (request.url.split('?')[0] === '/sw.js') {
        reply.header('content-security-policy', singlePageAppPolicy(undefined));
      } else if (renderable.test(String(reply.getHeader('content-type') ?? ''))) {
        reply.header('content-security-policy', nothingRuns);
      }
    }
    done(null, payload);
  });
}

/** The policy of a page of the SPA for this tenant: its own origin, and the tenant's external
 * identity provider, if any, which the app calls for tokens. */
export function singlePageAppPolicy(tenant: TenantRecord | undefined): string {
  const issuer = tenant?.realm.externalIssuer;
  const identity = issuer ? ` ${new URL(issuer).origin}` : '';
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // The tenant's logo may be hosted elsewhere; signatures are previewed from blob: and data:.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${identity}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
