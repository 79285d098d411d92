// Fresh customers for tests that change data. A test that signs, answers, reads or pays makes its
// own customer, written by the demo seed's own inserters from one of the demo scenarios (Jan's
// story by default: an offer to sign, an order, invoices, tickets, notifications, a survey, devices)
// into a tenant of the file's shared database. It never meets what another test left behind, so
// it passes alone and in any order (decision 064). Reading tests may keep using the seeded demo
// customers, which no test changes.
import { randomBytes } from 'node:crypto';
import { brusselsWallClock } from '@portal/domain/brussels-time';
import type { Kysely } from 'kysely';
import { janPeeters } from '../../src/demo/demo-main-customer.ts';
import { demoTenants } from '../../src/demo/demo-tenants.ts';
import { insertCustomer } from '../../src/demo/insert-customer.ts';
import { kyselyRowWriter } from '../../src/demo/row-writer.ts';
import type { CustomerScenario } from '../../src/demo/scenario-types.ts';
import { seedClock } from '../../src/demo/seed-clock.ts';
import type { SeededInstallation, TenantSeed } from '../../src/demo/seed-context.ts';
import type { Database } from '../../src/platform/db/schema.ts';
import { findTenantBySubdomain } from '../../src/platform/tenancy/tenant-repository.ts';
import type { CustomerScope } from '../demo-database.ts';
import { testNow } from '../test-app.ts';

export interface FreshCustomer extends CustomerScope {
  email: string;
  /** Installation, offer, order, delivery and final invoice ids by the scenario's key. */
  installations: ReadonlyMap<string, SeededInstallation>;
}

export interface FreshCustomerOptions {
  /** The tenant's subdomain (default demo). */
  tenant?: string;
  /** The demo scenario to copy (default Jan Peeters). */
  like?: CustomerScenario;
  /** Only these installations (scenario keys) and what belongs to them: their tickets, repairs,
   * notifications and surveys; no referrals and no monitoring devices, whose year of history is
   * the costly part of a customer. Default: the whole story. */
  keep?: readonly string[];
}

/** A new customer of the tenant living the scenario's story, dated from `testNow`. */
export async function freshCustomer(
  db: Kysely<Database>,
  options: FreshCustomerOptions = {},
): Promise<FreshCustomer> {
  const subdomain = options.tenant ?? 'demo';
  const story = options.like ?? janPeeters;
  const kept = options.keep ? only(story, options.keep) : story;
  const scenario = uniqueCopy(kept, randomBytes(4).toString('hex'));
  return db.transaction().execute(async (trx) => {
    const seed = await tenantSeed(trx, subdomain);
    const customer = await insertCustomer(seed, scenario);
    return {
      tenantId: seed.tenantId,
      customerId: customer.id,
      email: scenario.email,
      installations: customer.installations,
    };
  });
}

/** The installation of a fresh customer by its scenario key (e.g. 'jan-pv'). */
export function installationOf(customer: FreshCustomer, key: string): SeededInstallation {
  const installation = customer.installations.get(key);
  if (!installation) throw new Error(`the scenario has no installation ${key}`);
  return installation;
}

/** What the demo inserters need of a tenant that is already seeded. */
async function tenantSeed(db: Kysely<Database>, subdomain: string): Promise<TenantSeed> {
  const tenant = demoTenants(brusselsWallClock(testNow).year).find(
    (candidate) => candidate.subdomain === subdomain,
  );
  const row = await findTenantBySubdomain(db, subdomain);
  if (!tenant || !row) throw new Error(`no demo tenant ${subdomain} in the test database`);
  const ticketTypes = await db
    .selectFrom('ticket_types')
    .select('id')
    .where('tenant_id', '=', row.id)
    .orderBy('position')
    .execute();
  const highest = await db
    .selectFrom('invoices')
    .select((eb) => eb.fn.max('invoice_number').as('number'))
    .where('tenant_id', '=', row.id)
    .executeTakeFirst();
  const lastJob = await db
    .selectFrom('inspections')
    .select((eb) => eb.fn.max('keurder_job_id').as('job'))
    .where('tenant_id', '=', row.id)
    .executeTakeFirst();
  return {
    db,
    write: kyselyRowWriter(db),
    tenantId: row.id,
    tenant,
    clock: seedClock(testNow),
    ticketTypeIds: ticketTypes.map((type) => type.id),
    next: {
      invoiceNumber: Number(highest?.number ?? 0) + 1,
      keurderJobId: Number(lastJob?.job ?? 0) + 1,
    },
  };
}

function only(scenario: CustomerScenario, keys: readonly string[]): CustomerScenario {
  const unknown = keys.filter((key) => !scenario.installations.some((entry) => entry.key === key));
  if (unknown.length > 0) throw new Error(`the scenario has no installation ${unknown.join(', ')}`);
  const ofKept = (entry: { installation?: string | null }) =>
    typeof entry.installation === 'string' && keys.includes(entry.installation);
  return {
    ...scenario,
    installations: scenario.installations.filter((entry) => keys.includes(entry.key)),
    tickets: (scenario.tickets ?? []).filter(ofKept),
    repairs: (scenario.repairs ?? []).filter(ofKept),
    notifications: (scenario.notifications ?? []).filter(ofKept),
    surveys: (scenario.surveys ?? []).filter(ofKept),
    devices: [],
    referrals: [],
  };
}

/** The scenario with every value a tenant holds once (e-mail, referral code, friends' e-mails,
 * device ids) marked with the tag, so that many copies live side by side. */
function uniqueCopy(scenario: CustomerScenario, tag: string): CustomerScenario {
  const tagged = (email: string) => email.replace('@', `+${tag}@`);
  const { referralCode: _drawnOnFirstUse, ...rest } = scenario;
  return {
    ...rest,
    email: tagged(scenario.email),
    ...(scenario.referrals
      ? {
          referrals: scenario.referrals.map((referral) => ({
            ...referral,
            email: tagged(referral.email),
          })),
        }
      : {}),
    ...(scenario.devices
      ? {
          devices: scenario.devices.map((device) => ({
            ...device,
            deviceId: `${device.deviceId}-${tag}`,
          })),
        }
      : {}),
  };
}
