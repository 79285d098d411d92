// Erasing an account (decision 098), all in the caller's transaction: the requests and their
// confirmation tokens (table account_erasures), what the law makes the installer keep (invoices,
// signed offers and orders, with the files and audit entries that prove them), and the deletions
// and anonymisation of everything else the customer left: tickets and photos, notifications, push
// subscriptions, referrals, surveys, the monitoring history, sessions, tokens and password, stored
// answers of repeated requests, archives of their data, queued mail, the address of every
// installation, and the profile itself. Integration events keep their ids, with the customer's
// name, e-mail and address taken out of their data.
import type { Kysely } from 'kysely';
import { type CustomerOwnedTable, deleteChildRows } from '../../platform/db/customer-rows.ts';
import type { Database } from '../../platform/db/schema.ts';

interface Owner {
  tenantId: number;
  customerId: number;
}

/** The owners of stored files that prove what is kept: signed offers (and their upsells),
 * orders with their signed documents, invoices, deliveries and inspections. */
const KEPT_FILE_OWNERS = [
  'offer_version',
  'upsell_offer',
  'order',
  'invoice',
  'delivery',
  'inspection',
] as const;

/** The rows erasure deletes that belong to a row of the customer's, not to the customer. */
const ERASED_CHILDREN = [
  [{ table: 'ticket_files', column: 'ticket_id' }, 'tickets'],
  [{ table: 'ticket_messages', column: 'ticket_id' }, 'tickets'],
  [{ table: 'push_outbox', column: 'subscription_id' }, 'push_subscriptions'],
  [{ table: 'monitoring_energy', column: 'monitoring_device_id' }, 'monitoring_devices'],
  [{ table: 'survey_answers', column: 'survey_id' }, 'surveys'],
] as const satisfies readonly (readonly [
  { table: keyof Database; column: string },
  CustomerOwnedTable,
])[];

/** Audit entries of a signature: the evidence of a signed contract, kept with it. */
const KEPT_AUDIT_ACTIONS = ['offer.signed', 'offer.upsell-accepted', 'delivery.document-signed'];

export async function insertErasureRequest(
  db: Kysely<Database>,
  owner: Owner,
  request: { tokenHash: string; at: string; until: string },
): Promise<void> {
  await db
    .insertInto('account_erasures')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      token_hash: request.tokenHash,
      requested_at: request.at,
      expires_at: request.until,
    })
    .execute();
}

export function findErasureByToken(db: Kysely<Database>, tenantId: number, tokenHash: string) {
  return db
    .selectFrom('account_erasures')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function markErased(
  db: Kysely<Database>,
  erasureId: number,
  done: { at: string; keptJson: string },
): Promise<void> {
  await db
    .updateTable('account_erasures')
    .set({ erased_at: done.at, kept_json: done.keptJson })
    .where('id', '=', erasureId)
    .execute();
}

export function invoicesToKeep(db: Kysely<Database>, owner: Owner) {
  return db
    .selectFrom('invoices')
    .select(['id', 'number_prefix', 'invoice_number', 'issued_on'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .orderBy('id')
    .execute();
}

export function signedOfferVersionsToKeep(db: Kysely<Database>, owner: Owner) {
  return db
    .selectFrom('offer_versions')
    .innerJoin('offers', (join) =>
      join
        .onRef('offers.tenant_id', '=', 'offer_versions.tenant_id')
        .onRef('offers.id', '=', 'offer_versions.offer_id'),
    )
    .select([
      'offer_versions.id',
      'offers.id as offerId',
      'offer_versions.version_number',
      'offer_versions.signed_at',
    ])
    .where('offers.tenant_id', '=', owner.tenantId)
    .where('offers.customer_id', '=', owner.customerId)
    .where('offer_versions.signed_at', 'is not', null)
    .orderBy('offer_versions.id')
    .execute();
}

export function signedOrdersToKeep(db: Kysely<Database>, owner: Owner) {
  return db
    .selectFrom('orders')
    .select(['id', 'signed_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('signed_at', 'is not', null)
    .orderBy('id')
    .execute();
}

/** Deletes what erasure lets go; returns the storage keys of the files to remove once committed. */
export async function deleteErasableData(
  trx: Kysely<Database>,
  owner: Owner,
  email: string,
): Promise<string[]> {
  const { tenantId, customerId } = owner;
  // The rows below the customer's first: a ticket's photos point at its stored files.
  for (const [child, parent] of ERASED_CHILDREN) await deleteChildRows(trx, child, parent, owner);
  const files = await trx
    .deleteFrom('stored_documents')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('owner_type', 'not in', KEPT_FILE_OWNERS)
    .returning('storage_key')
    .execute();
  const exports = await trx
    .deleteFrom('data_exports')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .returning('storage_key')
    .execute();
  for (const table of [
    'tickets',
    // Before the notifications its rows name.
    'notification_mail_queue',
    'notifications',
    'notification_preferences',
    'notification_settings',
    'notification_digests',
    'push_subscriptions',
    'surveys',
    'loyalty_vouchers',
    'loyalty_referrals',
    'loyalty_codes',
    'customer_tokens',
    'customer_credentials',
    'idempotency_keys',
    // Derived from the energy history, which goes too.
    'energy_plans',
    'energy_plan_settings',
  ] as const) {
    await trx
      .deleteFrom(table)
      .where('tenant_id', '=', tenantId)
      .where('customer_id', '=', customerId)
      .execute();
  }
  await trx
    .deleteFrom('audit_log')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', '=', customerId)
    .where('action', 'not in', KEPT_AUDIT_ACTIONS)
    .execute();
  await trx
    .deleteFrom('oidc_payloads')
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', String(customerId))
    .execute();
  await trx
    .deleteFrom('mail_outbox')
    .where('tenant_id', '=', tenantId)
    .where('recipient', '=', email)
    .execute();
  return [...files, ...exports].flatMap((row) => (row.storage_key ? [row.storage_key] : []));
}

/** The profile and every installation's address made anonymous; the row stays, for what is kept
 * refers to it, with an address that cannot receive mail. */
export async function anonymiseCustomer(
  trx: Kysely<Database>,
  owner: Owner,
  at: string,
): Promise<void> {
  await trx
    .updateTable('installations')
    .set({ street_and_number: null, postal_code: null, city: null, updated_at: at })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .execute();
  await trx
    .updateTable('customers')
    .set({
      email: `erased-${owner.customerId}@erased.invalid`,
      first_name: '',
      name: '',
      phone: null,
      street_and_number: null,
      postal_code: null,
      city: null,
      national_registration_number: null,
      erased_at: at,
      updated_at: at,
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('id', '=', owner.customerId)
    .execute();
}

/** The customer's integration events (found by their customerId in the data). */
export function integrationEventsOf(trx: Kysely<Database>, owner: Owner) {
  return trx
    .selectFrom('integration_events')
    .select(['id', 'payload'])
    .where('tenant_id', '=', owner.tenantId)
    .where((eb) =>
      eb.or([
        eb('payload', 'like', `%"customerId":${owner.customerId},%`),
        eb('payload', 'like', `%"customerId":${owner.customerId}}%`),
      ]),
    )
    .execute();
}

export async function rewriteEventPayload(
  trx: Kysely<Database>,
  eventId: number,
  payload: string,
): Promise<void> {
  await trx.updateTable('integration_events').set({ payload }).where('id', '=', eventId).execute();
}
