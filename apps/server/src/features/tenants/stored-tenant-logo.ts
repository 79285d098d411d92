// GET /tenants/{tenant}/logo-{version}.{svg|png|jpg}: a logo set by `npm run tenant` (decision
// 056), which lives in the database rather than in the web app's build. The version is the
// hash of the file, so the answer is cached for good; the security headers plugin keeps an SVG
// from running anything if it is ever opened as a page. The web app's own files under /tenants/
// (the demo logos) are static routes and win over this one. A disabled or unknown tenant, or an
// address that is not its current logo: 404 in the envelope.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/mini';
import { AppError } from '../../platform/errors/app-error.ts';
import type { TenantDirectory } from '../../platform/tenancy/tenant-directory.ts';
import { subdomainPattern } from '../../platform/tenancy/tenant-resolver.ts';
import type { StoredLogos } from './stored-logos.ts';

const params = z.object({
  subdomain: z.string().check(z.regex(subdomainPattern)),
  file: z.string().check(z.regex(/^logo-[0-9a-f]{16}\.(svg|png|jpg)$/)),
});

export function registerStoredTenantLogos(
  app: FastifyInstance,
  tenants: TenantDirectory,
  logos: StoredLogos,
): void {
  app.get('/tenants/:subdomain/:file', async (request, reply) => {
    const parsed = params.safeParse(request.params);
    const tenant = parsed.success ? await tenants.find(parsed.data.subdomain) : undefined;
    const logo =
      parsed.success && tenant
        ? await logos.at(tenant, `/tenants/${parsed.data.subdomain}/${parsed.data.file}`)
        : undefined;
    if (!logo) throw new AppError(ErrorCode.NotFound, 'No such logo.');
    return reply
      .header('content-type', logo.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(logo.bytes);
  });
}
