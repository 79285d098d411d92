// The logos set by `npm run tenant` (decision 056), as the portal serves them: the file as the
// operator gave it (an SVG checked when it was set, a PNG or JPEG re-encoded), at the versioned
// address the tenant's configuration names.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { storedLogoUrl } from './logo-image.ts';
import { findTenantLogo } from './tenant-logo-repository.ts';

export interface ServedLogo {
  bytes: Buffer;
  contentType: string;
}

export interface StoredLogos {
  /** The tenant's stored logo when `path` is its current address, else undefined. */
  at(tenant: Pick<TenantRecord, 'id' | 'subdomain'>, path: string): Promise<ServedLogo | undefined>;
}

export function createStoredLogos(db: Kysely<Database>): StoredLogos {
  return {
    async at(tenant, path) {
      const logo = await findTenantLogo(db, tenant.id);
      if (!logo || storedLogoUrl(tenant.subdomain, logo) !== path) return undefined;
      return { bytes: logo.original, contentType: logo.contentType };
    },
  };
}
