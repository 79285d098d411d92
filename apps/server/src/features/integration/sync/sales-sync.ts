// Offers, their versions (with the back office's PDF) and orders written by the back office
//, each an idempotent upsert by its own id. What notifies the customer (a new
// version, a new order) goes through the back-office changes (changes/sales-changes.ts), composed in
// one transaction with the back-office id and the PDF, so the customer hears exactly of what
// was written. A referred friend's offer and order move their referral on, and the order earns
// the referrer's voucher, in the same transaction. A version once published does not change, a
// signed offer takes no new version, an order's status only moves forward (lifecycle.ts):
// refused with 409, nothing changed.
import { ErrorCode } from '@portal/contract/error-code';
import type {
  IntegrationOffer,
  IntegrationOrder,
  OfferUpsert,
  OfferVersionUpsert,
  OrderUpsert,
} from '@portal/contract/integration/sales';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import { findCustomerById } from '../../../platform/identity/customer-repository.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { DocumentKind, DocumentOwner } from '../../documents/index.ts';
import { recordFriendStep } from '../../loyalty/index.ts';
import { OFFER_VERSION_OWNER, OfferPrintKind } from '../../offers/index.ts';
import { applyChange } from '../changes/customer-change.ts';
import { placeOrderChange, publishOfferVersionChange } from '../changes/sales-changes.ts';
import { refuseIfErased } from '../erased-customer.ts';
import { unknownReference } from '../external-reference.ts';
import {
  assertOfferOpen,
  assertOrderMove,
  lifecycleRefusal,
  offerStatusNameOf,
  orderStatusIdOf,
  orderStatusNameOf,
} from '../lifecycle.ts';
import { decodePdf, withPdf } from '../pdf-upload.ts';
import { findCustomerIdByExternalId } from '../repositories/external-customers.ts';
import { ownersWithFile } from '../repositories/external-documents.ts';
import {
  countVersionLines,
  findExternalOffer,
  findExternalOrder,
  findVersionId,
  insertExternalOffer,
  listVersionLines,
  listVersionSummaries,
  updateExternalOffer,
  updateExternalOrder,
} from '../repositories/external-sales.ts';
import type { OfferLine } from '../repositories/sales-writes.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

export interface SalesSync {
  upsertOffer(
    scope: IntegrationRequestScope,
    externalId: string,
    input: OfferUpsert,
  ): Promise<IntegrationOffer>;
  getOffer(scope: IntegrationRequestScope, externalId: string): Promise<IntegrationOffer>;
  upsertOfferVersion(
    scope: IntegrationRequestScope,
    externalId: string,
    versionNumber: number,
    input: OfferVersionUpsert,
  ): Promise<IntegrationOffer>;
  upsertOrder(
    scope: IntegrationRequestScope,
    externalId: string,
    input: OrderUpsert,
  ): Promise<IntegrationOrder>;
  getOrder(scope: IntegrationRequestScope, externalId: string): Promise<IntegrationOrder>;
}

const notFound = (what: string) =>
  new AppError(ErrorCode.NotFound, `No ${what} with this external id.`);

function linesOf(input: OfferVersionUpsert): OfferLine[] {
  return input.lines.map((line) => ({
    articleCode: line.articleCode,
    categoryId: line.category as OfferLine['categoryId'],
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    vatRatePercent: line.vatRatePercent,
    description: Object.fromEntries(
      Object.entries(line.description).filter(([, text]) => text !== undefined),
    ),
  }));
}

/** Whether two versions say the same: compared as their canonical JSON. */
function sameLines(left: readonly OfferLine[], right: readonly OfferLine[]): boolean {
  const canonical = (lines: readonly OfferLine[]) =>
    JSON.stringify(
      lines.map((line) => [
        line.articleCode,
        line.categoryId,
        line.quantity,
        line.unitPriceCents,
        line.vatRatePercent,
        line.description.nl ?? null,
        line.description.fr ?? null,
        line.description.en ?? null,
      ]),
    );
  return canonical(left) === canonical(right);
}

/** The referral of the customer, if they were referred, moved on to `step`; once per friend. */
async function recordReferralStep(
  trx: Kysely<Database>,
  owner: { tenantId: number; customerId: number },
  step: 'offer' | 'ordered',
  at: Date,
): Promise<void> {
  const customer = await findCustomerById(trx, owner.tenantId, owner.customerId);
  if (customer) await recordFriendStep(trx, owner.tenantId, customer.email, step, at);
}

export function createSalesSync(deps: Pick<ServiceDeps, 'db' | 'clock' | 'store'>): SalesSync {
  const { db, clock } = deps;

  async function readOffer(reader: Kysely<Database>, tenantId: number, externalId: string) {
    const offer = await findExternalOffer(reader, tenantId, externalId);
    if (!offer) throw notFound('offer');
    const versions = await listVersionSummaries(reader, tenantId, offer.id);
    const ids = versions.map((version) => version.id);
    const lines = await countVersionLines(reader, tenantId, ids);
    const withPdf = await ownersWithFile(
      reader,
      tenantId,
      { type: OFFER_VERSION_OWNER, ids },
      OfferPrintKind,
    );
    return {
      externalId,
      customerExternalId: offer.customerExternalId,
      offerTypeId: offer.offerTypeId,
      status: offerStatusNameOf(offer.statusId),
      versions: versions.map((version) => ({
        versionNumber: version.versionNumber,
        status: offerStatusNameOf(version.statusId),
        validUntil: version.validUntil,
        signedAt: version.signedAt,
        totalExclVatCents: Number(version.totalExclVatCents),
        totalInclVatCents: Number(version.totalInclVatCents),
        lineCount: lines.get(version.id) ?? 0,
        hasPdf: withPdf.has(version.id),
      })),
    };
  }

  async function readOrder(reader: Kysely<Database>, tenantId: number, externalId: string) {
    const order = await findExternalOrder(reader, tenantId, externalId);
    if (!order) throw notFound('order');
    const printed = await ownersWithFile(
      reader,
      tenantId,
      { type: DocumentOwner.Order, ids: [order.id] },
      DocumentKind.Print,
    );
    return {
      externalId,
      offerExternalId: order.offerExternalId,
      customerExternalId: order.customerExternalId,
      offerTypeId: order.offerTypeId,
      paymentStage: order.paymentStage,
      status: orderStatusNameOf(order.statusId),
      signedAt: order.signedAt,
      hasPdf: printed.has(order.id),
    };
  }

  async function upsertOfferIn(
    trx: Kysely<Database>,
    scope: IntegrationRequestScope,
    externalId: string,
    input: OfferUpsert,
  ): Promise<void> {
    const tenantId = scope.tenant.id;
    const customerId = await findCustomerIdByExternalId(trx, tenantId, input.customerExternalId);
    if (customerId === undefined) throw unknownReference('body.customerExternalId', 'customer');
    const owner = { tenantId, customerId };
    await refuseIfErased(trx, owner, 'body.customerExternalId');
    const existing = await findExternalOffer(trx, tenantId, externalId);
    if (!existing) {
      const at = clock();
      await insertExternalOffer(
        trx,
        owner,
        { externalId, offerTypeId: input.offerTypeId, site: input.site },
        at,
      );
      // A referred friend who is made an offer moves their referral on (decision 043).
      await recordReferralStep(trx, owner, 'offer', at);
      return;
    }
    if (existing.customerExternalId !== input.customerExternalId) {
      throw lifecycleRefusal(
        'An offer does not move to another customer.',
        'body.customerExternalId',
      );
    }
    await updateExternalOffer(
      trx,
      owner,
      { ...existing, offerTypeId: input.offerTypeId, site: input.site },
      clock(),
    );
  }

  async function upsertOfferVersion(
    scope: IntegrationRequestScope,
    externalId: string,
    versionNumber: number,
    input: OfferVersionUpsert,
  ): Promise<IntegrationOffer> {
    const tenantId = scope.tenant.id;
    const offer = await findExternalOffer(db, tenantId, externalId);
    if (!offer) throw notFound('offer');
    const owner = { tenantId, customerId: offer.customerId };
    await refuseIfErased(db, owner, 'params.externalId');
    const lines = linesOf(input);
    const versions = await listVersionSummaries(db, tenantId, offer.id);
    const existing = versions.find((version) => version.versionNumber === versionNumber);
    const bytes =
      input.pdfBase64 === undefined
        ? undefined
        : await decodePdf(input.pdfBase64, 'body.pdfBase64');
    const target = {
      tenantId,
      customerId: offer.customerId,
      ownerType: OFFER_VERSION_OWNER,
      kind: OfferPrintKind,
      fileName: `Offer${offer.id}-v${versionNumber}.pdf`,
    };
    if (existing) {
      const published = await listVersionLines(db, tenantId, existing.id);
      if (existing.validUntil !== input.validUntil || !sameLines(published, lines)) {
        throw lifecycleRefusal(
          `Version ${versionNumber} was published and does not change; publish version ${versions.length + 1}.`,
          'params.versionNumber',
        );
      }
      const pdf = bytes && { bytes, target, knownOwnerId: existing.id };
      await withPdf(deps, pdf, async () => ({ result: undefined, ownerId: existing.id }));
      return readOffer(db, tenantId, externalId);
    }
    const next = (versions.at(-1)?.versionNumber ?? 0) + 1;
    if (versionNumber !== next) {
      throw lifecycleRefusal(
        `Versions are published in order: the next is ${next}.`,
        'params.versionNumber',
      );
    }
    assertOfferOpen(offer.statusId);
    const pdf = bytes && { bytes, target, knownOwnerId: undefined };
    await withPdf(deps, pdf, async (trx) => {
      const change = publishOfferVersionChange(
        owner,
        { offerId: offer.id, validUntil: input.validUntil, lines },
        clock(),
      );
      const published = await applyChange(trx, owner, change, clock());
      const versionId = await findVersionId(trx, tenantId, offer.id, published.versionNumber);
      return { result: undefined, ownerId: versionId };
    });
    return readOffer(db, tenantId, externalId);
  }

  async function upsertOrder(
    scope: IntegrationRequestScope,
    externalId: string,
    input: OrderUpsert,
  ): Promise<IntegrationOrder> {
    const tenantId = scope.tenant.id;
    const offer = await findExternalOffer(db, tenantId, input.offerExternalId);
    if (!offer) throw unknownReference('body.offerExternalId', 'offer');
    const owner = { tenantId, customerId: offer.customerId };
    await refuseIfErased(db, owner, 'body.offerExternalId');
    const existing = await findExternalOrder(db, tenantId, externalId);
    const bytes =
      input.pdfBase64 === undefined
        ? undefined
        : await decodePdf(input.pdfBase64, 'body.pdfBase64');
    const target = {
      tenantId,
      customerId: offer.customerId,
      ownerType: DocumentOwner.Order,
      kind: DocumentKind.Print,
      fileName: `Order-${externalId}.pdf`,
    };
    const values = {
      externalId,
      statusId: orderStatusIdOf(input.status),
      paymentStage: input.paymentStage,
    };
    if (existing) {
      if (existing.offerExternalId !== input.offerExternalId) {
        throw lifecycleRefusal('An order does not move to another offer.', 'body.offerExternalId');
      }
      assertOrderMove(existing.statusId, input.status);
      const pdf = bytes && { bytes, target, knownOwnerId: existing.id };
      await withPdf(deps, pdf, async (trx) => {
        // The move was checked against the status read above: written only if it still holds,
        // so of two contradictory moves sent at once the second is refused, not both applied.
        const moved = await updateExternalOrder(
          trx,
          owner,
          existing.id,
          values,
          clock(),
          existing.statusId,
        );
        if (!moved) {
          throw lifecycleRefusal(
            'The order changed meanwhile: read it and send again.',
            'body.status',
          );
        }
        return { result: undefined, ownerId: existing.id };
      });
      return readOrder(db, tenantId, externalId);
    }
    const pdf = bytes && { bytes, target, knownOwnerId: undefined };
    await withPdf(deps, pdf, async (trx) => {
      const change = placeOrderChange(
        owner,
        { offerId: offer.id, offerTypeId: offer.offerTypeId, paymentStage: input.paymentStage },
        clock(),
      );
      const at = clock();
      const { orderId } = await applyChange(trx, owner, change, at);
      await updateExternalOrder(trx, owner, orderId, values, at);
      // A referred friend's order earns the referrer their voucher, told in this transaction.
      await recordReferralStep(trx, owner, 'ordered', at);
      return { result: undefined, ownerId: orderId };
    });
    return readOrder(db, tenantId, externalId);
  }

  return {
    async upsertOffer(scope, externalId, input) {
      await onceMoreOnRace(() =>
        db.transaction().execute((trx) => upsertOfferIn(trx, scope, externalId, input)),
      );
      return readOffer(db, scope.tenant.id, externalId);
    },
    getOffer: (scope, externalId) => readOffer(db, scope.tenant.id, externalId),
    // A second call that lost the race to create the same record runs again, as an update.
    upsertOfferVersion: (...args) => onceMoreOnRace(() => upsertOfferVersion(...args)),
    upsertOrder: (...args) => onceMoreOnRace(() => upsertOrder(...args)),
    getOrder: (scope, externalId) => readOrder(db, scope.tenant.id, externalId),
  };
}
