// Demo offers for the offer API tests: Jan's offer with three versions (expired, superseded,
// pending) and an offer of another customer.
import type { Kysely } from 'kysely';
import type { Database } from '../src/platform/db/schema.ts';
import { customerScope } from './demo-database.ts';
import { freshCustomer } from './factory/fresh-customer.ts';

export interface DemoOffer {
  tenantId: number;
  customerId: number;
  offerId: number;
  offerTypeId: number;
  versions: number[];
}

/** The customer's offer with the most versions. */
export async function offerOf(
  db: Kysely<Database>,
  subdomain: string,
  email: string,
): Promise<DemoOffer> {
  const scope = await customerScope(db, subdomain, email);
  const rows = await db
    .selectFrom('offers as o')
    .innerJoin('offer_versions as v', 'v.offer_id', 'o.id')
    .select(['o.id', 'o.offer_type_id', 'v.version_number'])
    .where('o.tenant_id', '=', scope.tenantId)
    .where('o.customer_id', '=', scope.customerId)
    .orderBy('o.id')
    .orderBy('v.version_number')
    .execute();
  const byOffer = new Map<number, { typeId: number; versions: number[] }>();
  for (const row of rows) {
    const entry = byOffer.get(row.id) ?? { typeId: row.offer_type_id, versions: [] };
    entry.versions.push(row.version_number);
    byOffer.set(row.id, entry);
  }
  let best: DemoOffer | undefined;
  for (const [offerId, entry] of byOffer) {
    if (!best || entry.versions.length > best.versions.length) {
      best = { ...scope, offerId, offerTypeId: entry.typeId, versions: entry.versions };
    }
  }
  if (!best) throw new Error(`No offer for ${email} in ${subdomain}`);
  return best;
}

/** A new demo customer with Jan's three-version offer (expired, superseded, awaiting approval),
 * and its upsell proposal: a test that signs or accepts changes only its own. */
export async function freshJanOffer(db: Kysely<Database>): Promise<DemoOffer> {
  const customer = await freshCustomer(db, { keep: ['jan-extension'] });
  return offerOf(db, 'demo', customer.email);
}

/** A customer of the tenant other than the given one, with an offer. */
export async function otherCustomerOffer(
  db: Kysely<Database>,
  tenantId: number,
  notCustomerId: number,
): Promise<{ customerId: number; offerId: number }> {
  const row = await db
    .selectFrom('offers')
    .select(['id', 'customer_id'])
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '!=', notCustomerId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  return { customerId: row.customer_id, offerId: row.id };
}
