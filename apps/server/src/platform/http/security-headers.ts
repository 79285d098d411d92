// Security headers on every answer: the SPA, the API, the files and the identity pages.
// - Everywhere, set by @fastify/helmet (decision 065): no MIME sniffing, no framing (a signature
//   must not be clickjacked), no referrer beyond this origin, an opener of its own, and HSTS when
//   the tenants are served over https; and by the hook below, no powerful browser features.
// - A page of the SPA: a policy without inline script (the app is one module script; its data
//   block is JSON and never runs). Styles may be inline: MUI writes them at run time.
// - Other documents without a policy of their own (JSON, text, SVG, HTML error pages): nothing
//   may run or load if a browser ever renders one as a page. PDFs, images and the app's own
//   scripts and styles get none (a policy on a PDF can stop the browser's viewer); the service
//   worker gets the app's, since a worker runs under the policy of its script. The identity
//   pages set their own.
import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { AppConfig } from '../config/config.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';

/** Helmet's headers the portal sends, each set as it was before helmet did it (decision 065):
 * every other header of helmet's defaults is off, and the policy depends on the answer (below). */
function helmetOptions(config: Pick<AppConfig, 'tenantOriginTemplate'>) {
  // Inferred rather than declared: @fastify/helmet reads helmet's CommonJS types, this file its
  // ES module types, and a literal fits both.
  return {
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: false,
    originAgentCluster: false,
    referrerPolicy: { policy: 'same-origin' },
    // One year, subdomains included: every tenant is a subdomain of the portal's domain.
    strictTransportSecurity: config.tenantOriginTemplate.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: { action: 'deny' },
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: false,
    xXssProtection: false,
  } as const satisfies HelmetOptions;
}

/** Helmet has no Permissions-Policy: no powerful browser feature for any page of the portal. */
const permissionsPolicy =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()';

export const nothingRuns =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What a browser would show as a document of its own. */
const renderable = /^(application\/(json|problem\+json)|text\/|image\/svg\+xml)/i;

export async function installSecurityHeaders(
  app: FastifyInstance,
  config: Pick<AppConfig, 'tenantOriginTemplate' | 'tagManagerOrigin'>,
): Promise<void> {
  // On the raw response, like helmet's: the identity provider writes its answers itself
  // (outside Fastify), and those get them too. A callback hook: it runs on every request.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('permissions-policy', permissionsPolicy);
    done();
  });
  await app.register(fastifyHelmet, helmetOptions(config));
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      if (request.url.split('?')[0] === '/sw.js') {
        reply.header(
          'content-security-policy',
          singlePageAppPolicy(undefined, config.tagManagerOrigin),
        );
      } else if (renderable.test(String(reply.getHeader('content-type') ?? ''))) {
        reply.header('content-security-policy', nothingRuns);
      }
    }
    done(null, payload);
  });
}

/**
 * Sets the headers on an answer that no hook sees (the router's refusals, answered before any
 * hook): the same as every answer's, with the policy under which nothing runs.
 */
export function refusalHeaders(
  config: Pick<AppConfig, 'tenantOriginTemplate'>,
): (reply: FastifyReply) => FastifyReply {
  const setHelmetHeaders = helmet(helmetOptions(config));
  return (reply) => {
    setHelmetHeaders(reply.request.raw, reply.raw, () => {});
    return reply.headers({
      'permissions-policy': permissionsPolicy,
      'content-security-policy': nothingRuns,
    });
  };
}

/** The policy of a page of the SPA for this tenant: its own origin, the tenant's external
 * identity provider, if any, which the app calls for tokens, and, only for a tenant with a
 * tag-manager container, the tag manager's origin (decision 077): the app loads the container
 * from there once the customer accepts, and the container sends its hits there. */
export function singlePageAppPolicy(
  tenant: TenantRecord | undefined,
  tagManagerOrigin: string,
): string {
  const issuer = tenant?.realm.externalIssuer;
  const identity = issuer ? ` ${new URL(issuer).origin}` : '';
  const tagManager = tenant?.tagManagerId ? ` ${tagManagerOrigin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${tagManager}`,
    "style-src 'self' 'unsafe-inline'",
    // The tenant's logo may be hosted elsewhere; signatures are previewed from blob: and data:.
    `img-src 'self' data: blob: https:${tagManager}`,
    "font-src 'self' data:",
    `connect-src 'self'${identity}${tagManager}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
