// A tenant's logo for generated PDFs. pdf-lib embeds PNG and JPEG only. A logo set by `npm run
// tenant` (decision 056) was rasterised to PNG once, when it was set: its stored raster is
// drawn, whatever the original's type. Otherwise a logo URL that is a path of the web app (e.g.
// /tenants/demo/logo.png) is read from WEB_DIST and kept when its bytes are a PNG or JPEG;
// anything else (SVG, remote URL, missing file) gives null and the PDF draws the tenant's name
// as a wordmark instead (decision 007). Results are cached per tenant and logo URL: a new logo
// has a new URL.
import { readFile } from 'node:fs/promises';
import { resolve, sep } from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { TenantLogo, TenantLogoLoader } from '../../platform/pdf/pdf-layout.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { storedLogoUrl } from './logo-image.ts';
import { findTenantLogo } from './tenant-logo-repository.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47];
const JPEG = [0xff, 0xd8, 0xff];

function typeOf(bytes: Uint8Array): TenantLogo['type'] | null {
  if (PNG.every((byte, index) => bytes[index] === byte)) return 'image/png';
  if (JPEG.every((byte, index) => bytes[index] === byte)) return 'image/jpeg';
  return null;
}

/** A PNG or JPEG file of the web app, or null. */
function webAppFileLoader(webDist: string): (url: string) => Promise<TenantLogo | null> {
  const root = resolve(webDist);
  return async (url) => {
    if (!/^\/[A-Za-z0-9/_.-]+\.(png|jpe?g)$/i.test(url) || url.includes('..')) return null;
    const path = resolve(root, `.${url}`);
    if (!path.startsWith(root + sep)) return null;
    try {
      const bytes = await readFile(path);
      const type = typeOf(bytes);
      return type ? { bytes, type } : null;
    } catch {
      return null;
    }
  };
}

/** Without `db`, only the web app's files (the stored logos are in the database). */
export function createTenantLogoLoader(webDist: string, db?: Kysely<Database>): TenantLogoLoader {
  const fromWebApp = webAppFileLoader(webDist);
  const cache = new Map<string, Promise<TenantLogo | null>>();
  const load = async (
    tenant: Pick<TenantRecord, 'id' | 'subdomain' | 'portalConfig'>,
  ): Promise<TenantLogo | null> => {
    const url = tenant.portalConfig.logo.url;
    const stored = db ? await findTenantLogo(db, tenant.id) : undefined;
    // Only while the configuration still points at it (an operator may have set a web app file).
    if (stored && storedLogoUrl(tenant.subdomain, stored) === url) {
      return { bytes: stored.raster.png, type: 'image/png' };
    }
    return fromWebApp(url);
  };
  return (tenant) => {
    const key = `${tenant.id} ${tenant.portalConfig.logo.url}`;
    let logo = cache.get(key);
    if (!logo) {
      // A failed read is not kept: the next PDF tries again.
      logo = load(tenant).catch((error: unknown) => {
        cache.delete(key);
        throw error;
      });
      cache.set(key, logo);
    }
    return logo;
  };
}
