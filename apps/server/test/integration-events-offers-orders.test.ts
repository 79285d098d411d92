// The integration events (decision 055) on both databases, through the real app and services, of
// what a customer does on the way from offer to installation: signing an offer (the event links
// to the signed PDF), asking for an upsell, signing an order, confirming a delivery, submitting
// the grid-operator registration. Each records its event once, in its own transaction (read back
// through the cursor, so the stored event also matches the contract's schema); a refused one none.
import { DeliveryStatusId } from '@portal/domain/status-ids';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createSignedOfferPdfs } from '../src/features/offers/signed-offer-pdf-files.ts';
import { listOrders } from '../src/features/orders/order-repository.ts';
import { createFileStore } from '../src/platform/files/create-file-store.ts';
import { testDialects } from './databases.ts';
import { deliveriesOf } from './document-fixtures.ts';
import { useIntegrationEvents } from './integration-events-helpers.ts';
import { offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { testNow } from './test-app.ts';

const PNG_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const NATIONAL_NUMBER = '85.07.30-033.28';

describe.each(testDialects())('integration events from offer to installation on %s', (dialect) => {
  const { api, dataDir, events, asJan, asMarie, multipart } = useIntegrationEvents(dialect);

  it('offer.signed: once, with the link to the signed PDF; none for a refused signature', async () => {
    const jan = await offerOf(api.db, 'demo', 'jan.peeters@example.be');
    const latest = String(jan.versions.at(-1));
    const png = { bytes: PNG_SIGNATURE, type: 'image/png' };
    const sign = (customerId: number) =>
      multipart(customerId, `/api/offers/${jan.offerId}/sign`, signForm({ version: latest }, png));
    expect((await sign(api.marie.customerId)).statusCode).toBe(404);
    expect(await events('offer.signed')).toEqual([]);
    expect((await sign(api.jan.customerId)).statusCode).toBe(200);
    expect((await sign(api.jan.customerId)).statusCode).toBe(409);
    const [signed, ...more] = await events('offer.signed');
    expect(more).toEqual([]);
    expect(signed).toMatchObject({
      occurredAt: testNow.toISOString(),
      entity: { kind: 'offer', id: jan.offerId, externalId: null },
      data: { customerId: jan.customerId, offerId: jan.offerId, versionNumber: Number(latest) },
    });
    expect(signed?.data.signedPdfUrl).toBe(
      `http://demo.localhost:3000/api/integration/v1/signed-offers/${jan.offerId}/versions/${latest}/pdf`,
    );
    // What the link serves: the signed PDF the customer downloads, for this tenant only.
    const pdfs = createSignedOfferPdfs({
      db: api.db,
      store: createFileStore({ dataDir, s3: undefined }),
    });
    const version = { offerId: jan.offerId, versionNumber: Number(latest) };
    const served = await pdfs.read(api.jan.tenantId, version);
    const downloaded = await api.request({
      tenant: 'demo',
      customerId: jan.customerId,
      url: `/api/offers/${jan.offerId}/files/${jan.offerTypeId}?type=print&versionNumber=${latest}`,
    });
    expect(served.bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(served.bytes.equals(downloaded.rawPayload)).toBe(true);
    await expect(pdfs.read(api.camille.tenantId, version)).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(
      pdfs.read(api.jan.tenantId, { ...version, versionNumber: version.versionNumber + 1 }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('upsell.requested: once; none for an unknown proposal or a second acceptance', async () => {
    const jan = await offerOf(api.db, 'demo', 'jan.peeters@example.be');
    const accept = (fields: Record<string, string>) =>
      multipart(
        api.jan.customerId,
        `/api/offers/${jan.offerId}/upsale`,
        signForm(fields, { bytes: PNG_SIGNATURE, type: 'image/png' }),
      );
    expect((await accept({ type: 'battery', name: 'Nope' })).statusCode).toBe(404);
    expect(await events('upsell.requested')).toEqual([]);
    const proposal = { type: 'charging-station', name: 'Alfen Eve Single Pro-line 11 kW' };
    expect((await accept(proposal)).statusCode).toBe(200);
    expect((await accept(proposal)).statusCode).toBe(409);
    const requested = await events('upsell.requested');
    expect(requested).toEqual([
      expect.objectContaining({
        entity: { kind: 'offer', id: jan.offerId, externalId: null },
        data: expect.objectContaining({ offerId: jan.offerId, ...proposal }),
      }),
    ]);
  });

  it('order.signed and delivery.document-signed: once each; none for a refused signing', async () => {
    const orders = await listOrders(api.db, api.jan);
    const external = orders.find((order) => order.hasExternalPrepayment);
    const notExternal = orders.find((order) => !order.hasExternalPrepayment);
    if (!external || !notExternal) throw new Error('demo data: Jan has both kinds of order');
    const body = { remarks: 'Netjes.', sepaLoan: true, signature: PNG_DATA_URL };
    expect((await asJan('POST', `/api/orders/${notExternal.id}/sign`, body)).statusCode).toBe(409);
    expect((await asMarie('POST', `/api/orders/${external.id}/sign`, body)).statusCode).toBe(404);
    expect(await events('order.signed')).toEqual([]);
    expect(await events('delivery.document-signed')).toEqual([]);
    expect((await asJan('POST', `/api/orders/${external.id}/sign`, body)).statusCode).toBe(200);
    expect((await asJan('POST', `/api/orders/${external.id}/sign`, body)).statusCode).toBe(409);
    const delivery = await api.db
      .selectFrom('deliveries')
      .select('id')
      .where('order_id', '=', external.id)
      .executeTakeFirstOrThrow();
    expect(await events('order.signed')).toEqual([
      expect.objectContaining({
        entity: { kind: 'order', id: external.id, externalId: null },
        data: expect.objectContaining({ deliveryId: delivery.id, handoverDone: true }),
      }),
    ]);
    expect(await events('delivery.document-signed')).toEqual([
      expect.objectContaining({
        entity: { kind: 'delivery', id: delivery.id, externalId: null },
        data: expect.objectContaining({ orderId: external.id, remarks: 'Netjes.', sepaLoan: true }),
      }),
    ]);
  });

  it('delivery.confirmed: once, a repeat confirms nothing new; none when refused', async () => {
    const marie = await deliveriesOf(api.db, api.marie);
    const planned = marie.find(
      (row) =>
        row.status_id === DeliveryStatusId.Planned &&
        row.installation_date !== null &&
        Date.parse(row.installation_date) > testNow.getTime(),
    );
    const done = (await deliveriesOf(api.db, api.jan)).find(
      (row) => row.status_id === DeliveryStatusId.Done,
    );
    if (!planned || !done) throw new Error('demo data: a planned and a done delivery');
    expect((await asJan('POST', `/api/deliveries/${done.id}/confirm`, {})).statusCode).toBe(409);
    expect((await asJan('POST', `/api/deliveries/${planned.id}/confirm`, {})).statusCode).toBe(404);
    expect(await events('delivery.confirmed')).toEqual([]);
    expect((await asMarie('POST', `/api/deliveries/${planned.id}/confirm`, {})).statusCode).toBe(
      200,
    );
    expect((await asMarie('POST', `/api/deliveries/${planned.id}/confirm`, {})).statusCode).toBe(
      200,
    );
    expect(await events('delivery.confirmed')).toEqual([
      expect.objectContaining({
        entity: { kind: 'delivery', id: planned.id, externalId: null },
        data: expect.objectContaining({
          customerId: api.marie.customerId,
          orderId: planned.order_id,
          plannedDate: planned.installation_date,
        }),
      }),
    ]);
  });

  it('grid-operator.registration-submitted: once, with the national number; none when refused', async () => {
    const installations = await api.db
      .selectFrom('installations')
      .select(['id', 'has_external_prepayment', 'oplevering_done'])
      .where('tenant_id', '=', api.jan.tenantId)
      .where('customer_id', '=', api.jan.customerId)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    const index = installations.findIndex((row) => Boolean(row.has_external_prepayment));
    const installation = installations[index];
    if (!installation) throw new Error('demo data: Jan has an iChoosr installation');
    // Handed over for this test only: the order test signs this installation's delivery document.
    const handover = (done: boolean) =>
      api.db
        .updateTable('installations')
        .set({ oplevering_done: done })
        .where('id', '=', installation.id)
        .execute();
    await handover(true);
    onTestFinished(() => handover(Boolean(installation.oplevering_done)).then(() => undefined));
    const path = `/api/installations/${index}/grid-operator`;
    const form = {
      nationalRegistrationNumber: NATIONAL_NUMBER,
      inspectionCertificateNumber: 'BTV-1',
    };
    const invalid = { ...form, nationalRegistrationNumber: '85.07.30-033.29' };
    expect((await asJan('POST', path, invalid)).statusCode).toBe(400);
    expect(await events('grid-operator.registration-submitted')).toEqual([]);
    expect((await asJan('POST', path, form)).statusCode).toBe(200);
    expect((await asJan('POST', path, form)).statusCode).toBe(409);
    const [submitted, ...more] = await events('grid-operator.registration-submitted');
    expect(more).toEqual([]);
    expect(submitted).toMatchObject({
      entity: { kind: 'gridOperatorRequest' },
      data: {
        installationId: installation.id,
        operator: 'Fluvius',
        nationalRegistrationNumber: '85073003328',
        inspectionCertificateNumber: 'BTV-1',
      },
    });
  });
});
