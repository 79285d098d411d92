// The customers who watch the bench's devices: one customer of the demo tenant per socket, each
// with a device of their own (one household each, as in production: a customer watches their own
// meter), and an access token of the tenant's realm. Written into the bench's throwaway database.
import type { AppConfig } from '../../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { findTenantBySubdomain } from '../../apps/server/src/platform/tenancy/tenant-repository.ts';
import { accessTokenMinter } from '../api-load/access-token.ts';
import { databaseOptions } from '../api-load/bench-config.ts';

export interface Watcher {
  deviceId: string;
  token: string;
}

/** Rows per insert: well under SQLite's bound-parameter limit for these few columns. */
const batchRows = 500;

export async function addWatchers(
  config: AppConfig,
  database: string,
  subdomain: string,
  count: number,
): Promise<Watcher[]> {
  const handle = await openDatabase(databaseOptions(database));
  try {
    const { db } = handle;
    const tenant = await findTenantBySubdomain(db, subdomain);
    if (!tenant) throw new Error(`no tenant '${subdomain}'`);
    const mint = await accessTokenMinter(config, db, tenant);
    const now = new Date().toISOString();
    const deviceIdOf = (index: number) => `BENCH-${String(index).padStart(6, '0')}`;
    const ids: number[] = [];
    await db.transaction().execute(async (trx) => {
      for (let first = 0; first < count; first += batchRows) {
        const indexes = Array.from(
          { length: Math.min(batchRows, count - first) },
          (_, i) => first + i,
        );
        const customers = await trx
          .insertInto('customers')
          .values(
            indexes.map((index) => ({
              tenant_id: tenant.id,
              email: `watcher-${index}@bench.example`,
              first_name: 'Bench',
              name: `Watcher ${index}`,
              language_code: 'nl' as const,
              country_code: 'BE',
              created_at: now,
              updated_at: now,
            })),
          )
          .returning('id')
          .execute();
        await trx
          .insertInto('monitoring_devices')
          .values(
            customers.map((customer, i) => ({
              tenant_id: tenant.id,
              customer_id: customer.id,
              device_id: deviceIdOf(first + i),
              name: 'Bench meter',
              monitoring_integration: 'flexio',
              created_at: now,
            })),
          )
          .execute();
        ids.push(...customers.map((customer) => customer.id));
      }
    });
    return Promise.all(
      ids.map(async (customerId, index) => ({
        deviceId: deviceIdOf(index),
        token: await mint(customerId),
      })),
    );
  } finally {
    await handle.close();
  }
}
