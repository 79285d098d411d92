// The certificate PDF of an inspection (not in spec §7) on both databases: the back office upserts
// an approved inspection with its certificate PDF through the integration API, GET
// inspections/{orders|invoices}/{id} marks the certificate downloadable, and the customer
// downloads the same bytes from files/inspections/{orders|invoices}/{id}/certificate, with the
// headers of every document download. Another customer (same tenant or another one's) and a
// request without a token get nothing of it; an inspection without a PDF is 404 NOT_FOUND.
import { ErrorCode } from '@portal/contract/error-code';
import { documentPaths } from '@portal/domain/document-paths';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { type CustomerScope, customerScope } from './demo-database.ts';
import { idOfExternal, useIntegrationApi, V1 } from './integration-api.ts';
import {
  customerBody,
  invoiceBody,
  offerBody,
  orderBody,
  smallPdf,
} from './integration-fixtures.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';

function expectRefused(response: LightMyRequestResponse, status: number, code: ErrorCode) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ data: null, errors: [{ code }] });
}

describe.each(testDialects())('inspection certificate download on %s', (dialect) => {
  const api = useIntegrationApi(dialect);
  const put = (url: string, payload: unknown) =>
    api.call({ method: 'PUT', url: `${V1}${url}`, payload });
  let bearer: BearerFor;
  let customer: CustomerScope;
  let jan: CustomerScope;
  let camille: CustomerScope;
  const ids = { orderId: 0, invoiceId: 0 };
  let pdf = '';

  const getAs = async (who: CustomerScope | null, path: string, subdomain = 'demo') =>
    api.app.server.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: {
        'x-subdomain': subdomain,
        ...(who === null ? {} : { authorization: await bearer(subdomain, who.customerId) }),
      },
    });
  const idOf = (table: 'orders' | 'invoices' | 'customers', externalId: string) =>
    idOfExternal(api, table, externalId);

  beforeAll(async () => {
    bearer = await realmBearers(api.app);
    jan = await customerScope(api.db, 'demo', 'jan.peeters@example.be');
    camille = await customerScope(api.db, 'helios', 'camille.dubois@example.be');
    await put('/customers/c-90', customerBody('ninety'));
    await put('/offers/o-90', offerBody('c-90'));
    await put('/orders/r-90', orderBody('o-90'));
    await put('/invoices/i-90', invoiceBody('r-90', 9090));
    customer = { tenantId: api.tenantId('demo'), customerId: await idOf('customers', 'c-90') };
    ids.orderId = await idOf('orders', 'r-90');
    ids.invoiceId = await idOf('invoices', 'i-90');
    pdf = await smallPdf('Certificate KC-90');
    const approved = {
      keurderJobId: 90,
      appointmentDate: '2026-12-01T09:00:00+01:00',
      outcome: 'approved',
      outcomeOn: '2026-12-01',
    };
    const withPdf = await put('/inspections/k-90', {
      ...approved,
      invoiceExternalId: 'i-90',
      certificateNumber: 'KC-90',
      certificatePdfBase64: pdf,
    });
    expect(withPdf.json().data).toMatchObject({ hasCertificatePdf: true });
    const withoutPdf = await put('/inspections/k-91', {
      ...approved,
      keurderJobId: 91,
      orderExternalId: 'r-90',
      certificateNumber: 'KC-91',
    });
    expect(withoutPdf.json().data).toMatchObject({ hasCertificatePdf: false });
  });

  it('marks the certificate downloadable only when the back office sent its PDF', async () => {
    const certified = await getAs(customer, `inspections/invoices/${ids.invoiceId}`);
    expect(certified.json().data.documents).toEqual([
      { kind: 'inspectionCertificate', reference: 'KC-90', downloadable: true },
    ]);
    const numberOnly = await getAs(customer, `inspections/orders/${ids.orderId}`);
    expect(numberOnly.json().data.documents).toEqual([
      { kind: 'inspectionCertificate', reference: 'KC-91' },
    ]);
  });

  it('serves the customer the same bytes, as every document download is served', async () => {
    const download = await getAs(
      customer,
      documentPaths.inspectionCertificate('invoice', ids.invoiceId),
    );
    expect(download.statusCode, download.body).toBe(200);
    expect(download.rawPayload.equals(Buffer.from(pdf, 'base64'))).toBe(true);
    expect(download.headers).toMatchObject({
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="InspectionCertificateInvoice${ids.invoiceId}.pdf"`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    });
  });

  it('gives another customer, another tenant’s customer and no token nothing of it', async () => {
    const path = documentPaths.inspectionCertificate('invoice', ids.invoiceId);
    expectRefused(await getAs(jan, path), 404, ErrorCode.NotFound);
    expectRefused(await getAs(camille, path, 'helios'), 404, ErrorCode.NotFound);
    expectRefused(await getAs(null, path), 401, ErrorCode.Unauthenticated);
    // Camille's token on the demo host is another realm's: refused as unauthenticated.
    const foreign = await api.app.server.inject({
      method: 'GET',
      url: `/api/${path}`,
      headers: { 'x-subdomain': 'demo', authorization: await bearer('helios', camille.customerId) },
    });
    expectRefused(foreign, 401, ErrorCode.Unauthenticated);
  });

  it('is 404 for an inspection without a PDF, an unknown invoice and a bad id', async () => {
    const noPdf = documentPaths.inspectionCertificate('order', ids.orderId);
    expectRefused(await getAs(customer, noPdf), 404, ErrorCode.NotFound);
    const unknown = documentPaths.inspectionCertificate('invoice', 999_999);
    expectRefused(await getAs(customer, unknown), 404, ErrorCode.NotFound);
    const bad = await getAs(customer, 'files/inspections/invoices/abc/certificate');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ data: null, errors: [{ code: ErrorCode.Validation }] });
  });
});
