// Demo data: two installers with customers whose installations stand in every status, seeded in
// one transaction, and only into an empty database (no tenants yet). Dates are relative to
// `now`, so the data reads as current whenever it is seeded. Customers get the tenant's demo
// password, except one invited customer per tenant, whose invitation is mailed after the commit
// (invite-demo-customers.ts): a mail must not go out for data that might still roll back.
import { brusselsWallClock } from '@portal/domain/brussels-time';
import type { Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';
import { janPeeters } from './demo-main-customer.ts';
import { emmaJacobs, marieClaes, pieterJanssens, sofieMaes } from './demo-other-customers.ts';
import { demoTenants } from './demo-tenants.ts';
import { camilleDubois, julienLambert, nathalieRenard, thomasLeroy } from './helios-customers.ts';
import { insertDemoCredentials } from './insert-credentials.ts';
import { insertCustomer } from './insert-customer.ts';
import { insertEnergyPlans } from './insert-energy-plans.ts';
import { insertTenant } from './insert-tenant.ts';
import { eliseMartin, lucasWouters } from './invited-customers.ts';
import { kyselyRowWriter } from './row-writer.ts';
import type { CustomerScenario } from './scenario-types.ts';
import { seedClock } from './seed-clock.ts';

/** Customers per tenant subdomain, main customer first (demo-accounts.ts lists the same). */
const customersOf: Record<string, readonly CustomerScenario[]> = {
  demo: [janPeeters, marieClaes, pieterJanssens, sofieMaes, emmaJacobs, lucasWouters],
  helios: [camilleDubois, julienLambert, thomasLeroy, nathalieRenard, eliseMartin],
};

/** First invoice number and inspection job id per tenant. */
const firstNumbers: Record<string, { invoiceNumber: number; keurderJobId: number }> = {
  demo: { invoiceNumber: 1043, keurderJobId: 48_210 },
  helios: { invoiceNumber: 512, keurderJobId: 61_500 },
};

export interface SeedResult {
  seeded: boolean;
  /** Customers created without a password, to be sent their invitation. */
  invited: { subdomain: string; customerId: number }[];
}

export async function seedDemoData(
  db: Kysely<Database>,
  options: { now: Date },
): Promise<SeedResult> {
  const clock = seedClock(options.now);
  const tenants = demoTenants(brusselsWallClock(options.now).year);
  return db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('tenants').select('id').limit(1).executeTakeFirst();
    if (existing) return { seeded: false, invited: [] };
    const invited: SeedResult['invited'] = [];
    for (const tenant of tenants) {
      const inserted = await insertTenant(trx, tenant, clock);
      // Another instance seeded concurrently and committed first: leave its data alone.
      if (!inserted) return { seeded: false, invited: [] };
      const seed = {
        db: trx,
        write: kyselyRowWriter(trx),
        tenantId: inserted.tenantId,
        tenant,
        clock,
        ticketTypeIds: inserted.ticketTypeIds,
        next: { ...(firstNumbers[tenant.subdomain] ?? { invoiceNumber: 1, keurderJobId: 1 }) },
      };
      const customers: { id: number; email: string }[] = [];
      for (const customer of customersOf[tenant.subdomain] ?? []) {
        const { id } = await insertCustomer(seed, customer);
        customers.push({ id, email: customer.email });
      }
      for (const customerId of await insertDemoCredentials(seed, customers)) {
        invited.push({ subdomain: tenant.subdomain, customerId });
      }
      await insertEnergyPlans(trx, tenant.subdomain, options.now);
    }
    return { seeded: true, invited };
  });
}
