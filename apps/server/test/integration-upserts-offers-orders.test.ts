// The integration API's offer, order and invoice writes on both databases (decision 054),
// through the real app, services and file store: a version, an order and an invoice tell the
// customer in the transaction of the change (a notification that cannot be written takes the
// change with it); a lifecycle refusal is a 409 that leaves everything as it was; an order moves
// only forward; the back office's PDFs are what the customer downloads and signs.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import { MAX_PDF_BYTES } from '@portal/contract/integration/common';
import { describe, expect, it } from 'vitest';
import { updateExternalOrder } from '../src/features/integration/repositories/external-sales.ts';
import { testDialects } from './databases.ts';
import {
  customerBody,
  invoiceBody,
  offerBody,
  orderBody,
  smallPdf,
  versionBody,
} from './integration-fixtures.ts';
import { useIntegrationUpserts } from './integration-upserts-helpers.ts';
import { signWithKey } from './offer-signing-helpers.ts';
import { refuseNotifications } from './refuse-notifications.ts';

describe.each(testDialects())('integration upserts of offers and orders on %s', (dialect) => {
  const {
    api,
    customerBearer,
    put,
    get,
    countRows,
    customerIdOf,
    notificationsOf,
    pendingFileCount,
  } = useIntegrationUpserts(dialect);

  it('publishes an offer version with the back office’s PDF, notifying in the same transaction', async () => {
    await put('/customers/c-10', customerBody('ten'));
    const customerId = await customerIdOf('c-10');
    const offer = await put('/offers/o-10', offerBody('c-10'));
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().data).toMatchObject({ status: 'pending', versions: [] });

    // A notification that cannot be written takes the version with it.
    await refuseNotifications(api.db, dialect, true);
    const pdf = await smallPdf();
    const refused = await put('/offers/o-10/versions/1', versionBody(10, pdf));
    await refuseNotifications(api.db, dialect, false);
    expect(refused.statusCode).toBe(500);
    expect((await get('/offers/o-10')).json().data.versions).toEqual([]);
    expect(await notificationsOf(customerId)).toEqual([]);
    expect(await pendingFileCount()).toBe(0);

    const published = await put('/offers/o-10/versions/1', versionBody(10, pdf));
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data).toMatchObject({
      status: 'sent',
      versions: [{ versionNumber: 1, status: 'sent', lineCount: 1, hasPdf: true }],
    });
    const again = await put('/offers/o-10/versions/1', versionBody(10, pdf));
    expect(again.body).toBe(published.body);
    const told = await notificationsOf(customerId);
    expect(told.map((row) => row.notification_key)).toEqual(['offerAvailable']);
    const files = await api.db
      .selectFrom('stored_documents')
      .select('id')
      .where('tenant_id', '=', api.tenantId('demo'))
      .where('customer_id', '=', customerId)
      .execute();
    expect(files).toHaveLength(1);

    // The customer downloads the back office's PDF, byte for byte.
    const offerId = JSON.parse(told[0]?.params ?? '{}').offerId as number;
    const bearer = await customerBearer();
    const download = await api.app.server.inject({
      method: 'GET',
      url: `/api/offers/${offerId}/files/1?type=print&versionNumber=1`,
      headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', customerId) },
    });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(pdf, 'base64'))).toBe(true);
  });

  it('refuses a changed published version, a version out of order and a non-PDF, changing nothing', async () => {
    await put('/customers/c-20', customerBody('twenty'));
    await put('/offers/o-20', offerBody('c-20'));
    await put('/offers/o-20/versions/1', versionBody(10));
    const before = (await get('/offers/o-20')).body;
    const customerId = await customerIdOf('c-20');
    const toldBefore = await notificationsOf(customerId);

    const changed = await put('/offers/o-20/versions/1', versionBody(12));
    expect(changed.statusCode).toBe(409);
    expect(changed.json().errors[0]).toMatchObject({
      code: ErrorCode.Conflict,
      field: 'params.versionNumber',
    });
    const skipped = await put('/offers/o-20/versions/3', versionBody(12));
    expect(skipped.statusCode).toBe(409);
    const notPdf = await put('/offers/o-20/versions/2', {
      ...versionBody(12),
      pdfBase64: Buffer.from('hello, not a pdf').toString('base64'),
    });
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().errors[0].field).toBe('body.pdfBase64');
    // A PDF over its 10 MiB is a body too large, named like any field.
    const huge = await put('/offers/o-20/versions/2', {
      ...versionBody(12),
      pdfBase64: Buffer.alloc(MAX_PDF_BYTES + 1024 * 1024).toString('base64'),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0]).toMatchObject({
      code: ErrorCode.PayloadTooLarge,
      field: 'body.pdfBase64',
      message: expect.stringMatching(/^body\.pdfBase64: /),
    });

    expect((await get('/offers/o-20')).body).toBe(before);
    expect(await notificationsOf(customerId)).toEqual(toldBefore);
  });

  it('places an order once, moves its status only forward, and refuses a backward move unchanged', async () => {
    await put('/customers/c-30', customerBody('thirty'));
    await put('/offers/o-30', offerBody('c-30'));
    await put('/offers/o-30/versions/1', versionBody(4));
    const customerId = await customerIdOf('c-30');

    const placed = await put('/orders/r-30', orderBody('o-30'));
    expect(placed.statusCode, placed.body).toBe(200);
    expect((await put('/orders/r-30', orderBody('o-30'))).body).toBe(placed.body);
    expect(await countRows('orders', 'r-30')).toBe(1);
    const confirmed = await put('/orders/r-30', orderBody('o-30', 'installed'));
    expect(confirmed.json().data.status).toBe('installed');

    const backwards = await put('/orders/r-30', orderBody('o-30', 'confirmed'));
    expect(backwards.statusCode).toBe(409);
    expect(backwards.json().errors[0].field).toBe('body.status');
    expect((await get('/orders/r-30')).json().data.status).toBe('installed');
    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual(['offerAvailable', 'orderToSign']);
  });

  it('writes an order move only from the status it was checked against', async () => {
    await put('/customers/c-31', customerBody('thirtyone'));
    await put('/offers/o-31', offerBody('c-31'));
    await put('/offers/o-31/versions/1', versionBody(4));
    await put('/orders/r-31', orderBody('o-31'));
    const order = await api.db
      .selectFrom('orders')
      .select(['id', 'customer_id', 'status_id'])
      .where('external_id', '=', 'r-31')
      .executeTakeFirstOrThrow();
    const owner = { tenantId: api.tenantId('demo'), customerId: order.customer_id };
    const values = { externalId: 'r-31', statusId: 999, paymentStage: 'prepayment' as const };
    // Checked against a status the order no longer has: nothing is written.
    expect(
      await updateExternalOrder(api.db, owner, order.id, values, new Date(), order.status_id + 1),
    ).toBe(false);
    expect((await get('/orders/r-31')).json().data.status).toBe('new');
    // Two forward moves sent at once: never the later status overwritten by the earlier one.
    const [first, second] = await Promise.all([
      put('/orders/r-31', orderBody('o-31', 'installed')),
      put('/orders/r-31', orderBody('o-31', 'confirmed')),
    ]);
    const final = (await get('/orders/r-31')).json().data.status;
    if (first.statusCode === 200 && second.statusCode === 200) expect(final).toBe('installed');
    else expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  });

  it('issues an invoice once with its PDF, and records its payment once', async () => {
    await put('/customers/c-40', customerBody('forty'));
    await put('/offers/o-40', offerBody('c-40'));
    await put('/orders/r-40', orderBody('o-40'));
    const customerId = await customerIdOf('c-40');
    const pdf = await smallPdf('Invoice of the back office');
    const issued = await put('/invoices/i-40', { ...invoiceBody('r-40'), pdfBase64: pdf });
    expect(issued.statusCode, issued.body).toBe(200);
    expect(issued.json().data).toMatchObject({ paid: false, hasPdf: true, isPrepayment: true });
    expect((await put('/invoices/i-40', { ...invoiceBody('r-40'), pdfBase64: pdf })).body).toBe(
      issued.body,
    );
    expect(await countRows('invoices', 'i-40')).toBe(1);

    const paid = await put('/invoices/i-40/payment', { paidAt: '2026-11-21T09:30:00+01:00' });
    expect(paid.json().data).toMatchObject({ paid: true, paidAt: '2026-11-21T08:30:00.000Z' });
    const later = await put('/invoices/i-40/payment', { paidAt: '2026-11-25T09:30:00+01:00' });
    expect(later.body).toBe(paid.body);
    const keys = (await notificationsOf(customerId)).map((row) => row.notification_key);
    expect(keys).toEqual(['orderToSign', 'prepaymentInvoiceAvailable']);
  });

  it('has the customer sign the back office’s own PDF of a version, and refuses a PDF it cannot open', async () => {
    await put('/customers/c-120', customerBody('hundred-twenty'));
    await put('/offers/o-120', offerBody('c-120'));
    const customerId = await customerIdOf('c-120');
    const damaged = await put('/offers/o-120/versions/1', {
      ...versionBody(2),
      pdfBase64: Buffer.from('%PDF-1.4\nnot really a document').toString('base64'),
    });
    expect(damaged.statusCode, damaged.body).toBe(400);
    expect(damaged.json().errors[0].field).toBe('body.pdfBase64');
    const pdf = await smallPdf('The back office’s offer 120');
    await put('/offers/o-120/versions/1', versionBody(2, pdf));
    const [told] = await notificationsOf(customerId);
    const offerId = JSON.parse(told?.params ?? '{}').offerId as number;
    const bearer = await customerBearer();
    const signed = await signWithKey(api.app.server, {
      offerId,
      version: '1',
      authorization: await bearer('demo', customerId),
      key: 'sign-o-120',
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const backOfficeSha = createHash('sha256').update(Buffer.from(pdf, 'base64')).digest('hex');
    expect(signed.json().data.offerPdfSha256).toBe(backOfficeSha);
    expect((await get('/offers/o-120')).json().data).toMatchObject({
      status: 'signed',
      versions: [{ versionNumber: 1, hasPdf: true }],
    });
    // A signed offer takes no new version.
    const after = await put('/offers/o-120/versions/2', versionBody(3));
    expect(after.statusCode).toBe(409);
  });
});
