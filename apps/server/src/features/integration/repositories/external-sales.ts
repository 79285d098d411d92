// Offers, their versions and orders by the back office's own ids (migration 0017).
// Every statement is scoped by tenant (and by customer where a row is the customer's).
import type { OrderPaymentStage } from '@portal/domain/constants';
import { OfferStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import type { OfferLine } from './sales-writes.ts';

export interface ExternalOffer {
  id: number;
  customerId: number;
  customerExternalId: string;
  installationId: number;
  offerTypeId: number;
  statusId: number;
}

export interface Site {
  streetAndNumber: string | null;
  postalCode: string | null;
  city: string | null;
  gridOperator: string | null;
}

export async function findExternalOffer(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalOffer | undefined> {
  const row = await db
    .selectFrom('offers')
    .innerJoin('customers', (join) =>
      join
        .onRef('customers.tenant_id', '=', 'offers.tenant_id')
        .onRef('customers.id', '=', 'offers.customer_id'),
    )
    .select([
      'offers.id',
      'offers.customer_id',
      'customers.external_id as customer_external_id',
      'offers.installation_id',
      'offers.offer_type_id',
      'offers.status_id',
    ])
    .where('offers.tenant_id', '=', tenantId)
    .where('offers.external_id', '=', externalId)
    .executeTakeFirst();
  if (!row || row.customer_external_id === null) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    customerExternalId: row.customer_external_id,
    installationId: row.installation_id,
    offerTypeId: row.offer_type_id,
    statusId: row.status_id,
  };
}

/** A new sale: its installation (at the site, when given) and its offer, still pending. */
export async function insertExternalOffer(
  db: Kysely<Database>,
  owner: CustomerOwner,
  offer: { externalId: string; offerTypeId: number; site: Site | undefined },
  at: Date,
): Promise<number> {
  const now = at.toISOString();
  const installation = await db
    .insertInto('installations')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      street_and_number: offer.site?.streetAndNumber ?? null,
      postal_code: offer.site?.postalCode ?? null,
      city: offer.site?.city ?? null,
      grid_operator: offer.site?.gridOperator ?? null,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const row = await db
    .insertInto('offers')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      installation_id: installation.id,
      external_id: offer.externalId,
      offer_type_id: offer.offerTypeId,
      status_id: OfferStatusId.Pending,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExternalOffer(
  db: Kysely<Database>,
  owner: CustomerOwner,
  offer: { id: number; installationId: number; offerTypeId: number; site: Site | undefined },
  at: Date,
): Promise<void> {
  const now = at.toISOString();
  await db
    .updateTable('offers')
    .set({ offer_type_id: offer.offerTypeId, updated_at: now })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', offer.id)
    .execute();
  if (!offer.site) return;
  await db
    .updateTable('installations')
    .set({
      street_and_number: offer.site.streetAndNumber,
      postal_code: offer.site.postalCode,
      city: offer.site.city,
      grid_operator: offer.site.gridOperator,
      updated_at: now,
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', offer.installationId)
    .execute();
}

export interface VersionSummary {
  id: number;
  versionNumber: number;
  statusId: number;
  validUntil: string | null;
  signedAt: string | null;
  totalExclVatCents: number;
  totalInclVatCents: number;
}

export async function listVersionSummaries(
  db: Kysely<Database>,
  tenantId: number,
  offerId: number,
): Promise<VersionSummary[]> {
  const rows = await db
    .selectFrom('offer_versions')
    .select([
      'id',
      'version_number',
      'status_id',
      'valid_until',
      'signed_at',
      'total_excl_vat_cents',
      'total_incl_vat_cents',
    ])
    .where('tenant_id', '=', tenantId)
    .where('offer_id', '=', offerId)
    .orderBy('version_number')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    versionNumber: row.version_number,
    statusId: row.status_id,
    validUntil: row.valid_until,
    signedAt: row.signed_at,
    totalExclVatCents: row.total_excl_vat_cents,
    totalInclVatCents: row.total_incl_vat_cents,
  }));
}

export async function findVersionId(
  db: Kysely<Database>,
  tenantId: number,
  offerId: number,
  versionNumber: number,
): Promise<number> {
  const row = await db
    .selectFrom('offer_versions')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('offer_id', '=', offerId)
    .where('version_number', '=', versionNumber)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The version's lines as published, in order. */
export async function listVersionLines(
  db: Kysely<Database>,
  tenantId: number,
  versionId: number,
): Promise<OfferLine[]> {
  const rows = await db
    .selectFrom('offer_articles')
    .select([
      'article_code',
      'category_id',
      'quantity',
      'unit_price_cents',
      'vat_rate_percent',
      'description_nl',
      'description_fr',
      'description_en',
    ])
    .where('tenant_id', '=', tenantId)
    .where('offer_version_id', '=', versionId)
    .orderBy('position')
    .execute();
  return rows.map((row) => ({
    articleCode: row.article_code,
    categoryId: row.category_id,
    quantity: Number(row.quantity),
    unitPriceCents: Number(row.unit_price_cents),
    vatRatePercent: Number(row.vat_rate_percent),
    description: {
      ...(row.description_nl !== null ? { nl: row.description_nl } : {}),
      ...(row.description_fr !== null ? { fr: row.description_fr } : {}),
      ...(row.description_en !== null ? { en: row.description_en } : {}),
    },
  }));
}

export async function countVersionLines(
  db: Kysely<Database>,
  tenantId: number,
  versionIds: readonly number[],
): Promise<Map<number, number>> {
  if (versionIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('offer_articles')
    .select(['offer_version_id', (eb) => eb.fn.countAll<number>().as('lines')])
    .where('tenant_id', '=', tenantId)
    .where('offer_version_id', 'in', versionIds)
    .groupBy('offer_version_id')
    .execute();
  return new Map(rows.map((row) => [row.offer_version_id, Number(row.lines)]));
}

export interface ExternalOrder {
  id: number;
  customerId: number;
  installationId: number;
  customerExternalId: string;
  offerExternalId: string;
  offerTypeId: number;
  paymentStage: OrderPaymentStage;
  statusId: number;
  signedAt: string | null;
}

export async function findExternalOrder(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalOrder | undefined> {
  const row = await db
    .selectFrom('orders')
    .innerJoin('offers', (join) =>
      join
        .onRef('offers.tenant_id', '=', 'orders.tenant_id')
        .onRef('offers.id', '=', 'orders.offer_id'),
    )
    .innerJoin('customers', (join) =>
      join
        .onRef('customers.tenant_id', '=', 'orders.tenant_id')
        .onRef('customers.id', '=', 'orders.customer_id'),
    )
    .select([
      'orders.id',
      'orders.customer_id',
      'orders.installation_id',
      'customers.external_id as customer_external_id',
      'offers.external_id as offer_external_id',
      'orders.offer_type_id',
      'orders.payment_stage',
      'orders.status_id',
      'orders.signed_at',
    ])
    .where('orders.tenant_id', '=', tenantId)
    .where('orders.external_id', '=', externalId)
    .executeTakeFirst();
  if (!row || row.customer_external_id === null || row.offer_external_id === null) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    installationId: row.installation_id,
    customerExternalId: row.customer_external_id,
    offerExternalId: row.offer_external_id,
    offerTypeId: row.offer_type_id,
    paymentStage: row.payment_stage,
    statusId: row.status_id,
    signedAt: row.signed_at,
  };
}

/** Sets the back office's id (and status) of an order the back-office service just placed, or
 * moves its status on. */
export async function updateExternalOrder(
  db: Kysely<Database>,
  owner: CustomerOwner,
  orderId: number,
  values: { externalId: string; statusId: number; paymentStage: OrderPaymentStage },
  at: Date,
  /** Only while the order still has this status (the one the move was checked from). */
  fromStatusId?: number,
): Promise<boolean> {
  let update = db
    .updateTable('orders')
    .set({
      external_id: values.externalId,
      status_id: values.statusId,
      payment_stage: values.paymentStage,
      updated_at: at.toISOString(),
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', orderId);
  if (fromStatusId !== undefined) update = update.where('status_id', '=', fromStatusId);
  const result = await update.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
