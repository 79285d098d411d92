// Tenant lookups by subdomain with a short time-to-live cache. Every API request resolves its
// tenant, so a database round trip per request would dominate cheap calls; 30 s of staleness for
// a branding change is acceptable, and each instance expires its own copy.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { TenantRecord } from './tenant-record.ts';
import { findTenantBySubdomain } from './tenant-repository.ts';

const timeToLiveMs = 30_000;

export interface TenantDirectory {
  find(subdomain: string): Promise<TenantRecord | undefined>;
}

export function createTenantDirectory(db: Kysely<Database>, clock: () => Date): TenantDirectory {
  const cache = new Map<string, { tenant: TenantRecord | undefined; expires: number }>();
  return {
    async find(subdomain) {
      const now = clock().getTime();
      const hit = cache.get(subdomain);
      if (hit && hit.expires > now) return hit.tenant;
      const tenant = await findTenantBySubdomain(db, subdomain);
      // Unknown names are not cached: anyone can send any header, and the map must not grow.
      if (tenant) cache.set(subdomain, { tenant, expires: now + timeToLiveMs });
      else cache.delete(subdomain);
      return tenant;
    },
  };
}
