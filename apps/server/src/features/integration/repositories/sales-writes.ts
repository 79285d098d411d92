// The back office's writes on offers and orders (called by changes/sales-changes.ts): a new offer
// version with its articles, superseding the versions still open, and a new order. Every statement is scoped by tenant and customer.

import type { OrderPaymentStage } from '@portal/domain/constants';
import type { ProductCategory } from '@portal/domain/product-category';
import { OfferStatusId, OrderStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';

export interface OfferLine {
  articleCode: string;
  categoryId: ProductCategory;
  quantity: number;
  unitPriceCents: number;
  vatRatePercent: number;
  description: { nl?: string; fr?: string; en?: string };
}

export interface OwnedOffer {
  id: number;
  installationId: number;
  statusId: number;
  latestVersion: number;
}

export async function findOfferForUpdate(
  db: Kysely<Database>,
  owner: CustomerOwner,
  offerId: number,
): Promise<OwnedOffer | undefined> {
  const offer = await db
    .selectFrom('offers')
    .select(['id', 'installation_id', 'status_id'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', offerId)
    .executeTakeFirst();
  if (!offer) return undefined;
  const latest = await db
    .selectFrom('offer_versions')
    .select((eb) => eb.fn.max('version_number').as('latest'))
    .where('tenant_id', '=', owner.tenantId)
    .where('offer_id', '=', offerId)
    .executeTakeFirst();
  return {
    id: offer.id,
    installationId: offer.installation_id,
    statusId: offer.status_id,
    latestVersion: Number(latest?.latest ?? 0),
  };
}

/** Adds the version (sent to the customer), superseding the open ones; returns its number. */
export async function insertOfferVersion(
  db: Kysely<Database>,
  owner: CustomerOwner,
  offer: OwnedOffer,
  version: { validUntil: string | null; lines: readonly OfferLine[]; at: Date },
): Promise<number> {
  const at = version.at.toISOString();
  await db
    .updateTable('offer_versions')
    .set({ status_id: OfferStatusId.Expired, superseded_at: at })
    .where('tenant_id', '=', owner.tenantId)
    .where('offer_id', '=', offer.id)
    .where('signed_at', 'is', null)
    .where('superseded_at', 'is', null)
    .execute();
  let exclVatCents = 0;
  let inclVatCents = 0;
  for (const line of version.lines) {
    const excl = Math.round(line.quantity * line.unitPriceCents);
    exclVatCents += excl;
    inclVatCents += Math.round((excl * (100 + line.vatRatePercent)) / 100);
  }
  const versionNumber = offer.latestVersion + 1;
  const row = await db
    .insertInto('offer_versions')
    .values({
      tenant_id: owner.tenantId,
      offer_id: offer.id,
      version_number: versionNumber,
      status_id: OfferStatusId.Sent,
      created_at: at,
      valid_until: version.validUntil,
      total_excl_vat_cents: exclVatCents,
      total_incl_vat_cents: inclVatCents,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const [index, line] of version.lines.entries()) {
    await db
      .insertInto('offer_articles')
      .values({
        tenant_id: owner.tenantId,
        offer_version_id: row.id,
        position: index + 1,
        article_code: line.articleCode,
        category_id: line.categoryId,
        quantity: line.quantity,
        unit_price_cents: line.unitPriceCents,
        vat_rate_percent: line.vatRatePercent,
        description_nl: line.description.nl ?? null,
        description_fr: line.description.fr ?? null,
        description_en: line.description.en ?? null,
      })
      .execute();
  }
  await db
    .updateTable('offers')
    .set({ status_id: OfferStatusId.Sent, updated_at: at })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', offer.id)
    .execute();
  return versionNumber;
}

export interface NewOrder {
  offerId: number;
  offerTypeId: number;
  paymentStage: OrderPaymentStage;
  at: Date;
}

/** A new order (status New, to be signed) on the offer's installation; its id. */
export async function insertOrder(
  db: Kysely<Database>,
  owner: CustomerOwner,
  installationId: number,
  order: NewOrder,
): Promise<number> {
  const at = order.at.toISOString();
  const row = await db
    .insertInto('orders')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      installation_id: installationId,
      offer_id: order.offerId,
      status_id: OrderStatusId.New,
      offer_type_id: order.offerTypeId,
      payment_stage: order.paymentStage,
      ordered_at: at,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
