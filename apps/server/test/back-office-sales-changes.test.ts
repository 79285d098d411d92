// The back office's sales changes, applied as the integration syncs apply them, on both databases:
// a new offer version and an order with its invoices, each told to the customer in the same
// transaction, with the route its notification opens and a push queued for each browser.
import { ProductCategory } from '@portal/domain/product-category';
import type { Kysely } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueInvoiceChange } from '../src/features/integration/changes/delivery-changes.ts';
import {
  placeOrderChange,
  publishOfferVersionChange,
} from '../src/features/integration/changes/sales-changes.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { useBackOfficeChanges } from './back-office-changes-harness.ts';
import { testDialects } from './databases.ts';
import type { CustomerScope } from './demo-database.ts';

describe.each(testDialects())('back-office sales changes that notify, on %s', (dialect) => {
  const { now, ready, apply, latestNotification, firstOf } = useBackOfficeChanges(dialect);
  let db: Kysely<Database>;
  let jan: CustomerScope;
  beforeAll(() => {
    ({ db, jan } = ready());
  });

  it('publishes a new offer version, superseding the open one, and tells the customer', async () => {
    const offerId = await firstOf('offers', jan);
    const { versionNumber } = await apply(
      jan,
      publishOfferVersionChange(
        jan,
        {
          offerId,
          validUntil: '2026-12-31',
          lines: [
            {
              articleCode: 'JKM440N-54HL4R-V',
              categoryId: ProductCategory.SolarPanels,
              quantity: 10,
              unitPriceCents: 15_000,
              vatRatePercent: 6,
              description: { nl: 'Zonnepaneel 440 Wp' },
            },
          ],
        },
        now,
      ),
    );
    const versions = await db
      .selectFrom('offer_versions')
      .select(['version_number', 'superseded_at', 'signed_at', 'total_incl_vat_cents'])
      .where('offer_id', '=', offerId)
      .orderBy('version_number')
      .execute();
    expect(versions.at(-1)).toMatchObject({
      version_number: versionNumber,
      total_incl_vat_cents: 159_000,
    });
    expect(
      versions.slice(0, -1).every((v) => v.superseded_at !== null || v.signed_at !== null),
    ).toBe(true);
    expect(await latestNotification(jan)).toMatchObject({
      key: 'offerAvailable',
      path: `/installations/offerdetail/${offerId}_${versionNumber}`,
      params: { offerId, versionNumber },
      pushes: 1,
      at: now.toISOString(),
    });
  });

  it('places an order to sign, and issues a prepayment invoice and an invoice', async () => {
    const offerId = await firstOf('offers', jan);
    const { orderId } = await apply(
      jan,
      placeOrderChange(
        jan,
        {
          offerId,
          offerTypeId: 1,
          paymentStage: 'prepayment',
        },
        now,
      ),
    );
    expect(await latestNotification(jan)).toMatchObject({
      key: 'orderToSign',
      path: `/installations/orderdetail/${orderId}`,
    });
    const invoice = {
      orderId,
      invoiceTypeId: 1,
      offerTypeId: 1,
      numberPrefix: 'VF2026/',
      invoiceNumber: 9001,
      amountExclVatCents: 100_000,
      amountInclVatCents: 106_000,
      issuedOn: '2026-11-21',
      dueOn: '2026-12-05',
      structuredCommunication: null,
    };
    const prepayment = await apply(
      jan,
      issueInvoiceChange(jan, { ...invoice, isPrepayment: true }, now),
    );
    expect(await latestNotification(jan)).toMatchObject({
      key: 'prepaymentInvoiceAvailable',
      path: `/installations/invoicedetail/${prepayment.invoiceId}`,
    });
    await apply(
      jan,
      issueInvoiceChange(jan, { ...invoice, invoiceNumber: 9002, isPrepayment: false }, now),
    );
    expect((await latestNotification(jan)).key).toBe('invoiceAvailable');
  });
});
