// GET invoices/{id} and invoices/{id}/related with real realm-signed tokens on both dialects.

import { isValidIban } from '@portal/domain/iban';
import { InvoiceTypeId } from '@portal/domain/invoice-title';
import { PaymentState } from '@portal/domain/status-ids';
import { isValidStructuredCommunication } from '@portal/domain/structured-communication';
import { describe, expect, it } from 'vitest';
import { useCustomerApi } from '../../../test/customer-api.ts';
import { testDialects } from '../../../test/databases.ts';
import type { CustomerScope } from '../../../test/demo-database.ts';
import { invoicesOf as invoicesOfCustomer } from '../../../test/document-fixtures.ts';

describe.each(testDialects())('invoice routes on %s', (dialect) => {
  const api = useCustomerApi(dialect);

  const get = (tenant: string, customerId: number, url: string) =>
    api.call(tenant, customerId, 'GET', url);
  const invoicesOf = (scope: CustomerScope) => invoicesOfCustomer(api.db, scope);

  it('shows an open prepayment with valid payment instructions and EPC QR code', async () => {
    const open = (await invoicesOf(api.jan)).find(
      (row) => row.payment_state === PaymentState.Open && row.amount_incl_vat_cents > 0,
    );
    if (!open) throw new Error('demo data: Jan has an open invoice');
    const response = await get('demo', api.jan.customerId, `/api/invoices/${open.id}`);
    expect(response.statusCode).toBe(200);
    const invoice = response.json().data;
    expect(invoice).toMatchObject({
      invoiceId: open.id,
      invoiceNr: open.invoice_number,
      invoiceNrPrefix: open.number_prefix,
      paymentComplete: false,
      paymentState: 'Open',
      amountInclVatCents: open.amount_incl_vat_cents,
      vatCents: open.amount_incl_vat_cents - open.amount_excl_vat_cents,
    });
    expect(invoice.title.prefix).toBe(open.number_prefix);
    expect(invoice.title.number).toBe(String(open.invoice_number));
    const payment = invoice.payment;
    expect(payment.beneficiaryName).toBe('Zonnewende Energie bv');
    expect(isValidIban(payment.iban)).toBe(true);
    expect(payment.bic).toBe('KREDBEBB');
    expect(isValidStructuredCommunication(payment.structuredCommunication)).toBe(true);
    const lines = payment.epcPayload.split('\n');
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT']);
    expect(lines[4]).toBe('KREDBEBB');
    expect(lines[6]).toBe('BE73735012345660');
    expect(lines[7]).toBe(`EUR${(open.amount_incl_vat_cents / 100).toFixed(2)}`);
    expect(lines[9]).toBe(payment.structuredCommunication.replace(/\D/g, ''));
    expect(payment.qrCodeSvgDataUrl).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(payment.qrCodeSvgDataUrl.split(',')[1], 'base64').toString();
    expect(svg).toContain('<svg');
  });

  it('titles prepayments, credit notes and invoices, and shows a paid one as Paid', async () => {
    const rows = await invoicesOf(api.jan);
    const credit = rows.find((row) => row.invoice_type_id === InvoiceTypeId.CreditNote);
    const final = rows.find(
      (row) =>
        row.invoice_type_id === InvoiceTypeId.Invoice && row.payment_state === PaymentState.Paid,
    );
    if (!credit || !final) throw new Error('demo data: Jan has a credit note and a paid invoice');
    const creditNote = (await get('demo', api.jan.customerId, `/api/invoices/${credit.id}`)).json()
      .data;
    expect(creditNote.title.kind).toBe('creditNote');
    expect(creditNote.relatedInvoiceId).toBe(credit.related_invoice_id);
    expect(creditNote.payment).toBeNull();
    const paid = (await get('demo', api.jan.customerId, `/api/invoices/${final.id}`)).json().data;
    expect(paid).toMatchObject({ paymentState: 'Paid', paymentComplete: true, payment: null });
    expect(paid.title.kind).toBe('invoice');
    const prepayment = rows.find((row) => Boolean(row.is_prepayment));
    if (!prepayment) throw new Error('demo data: Jan has a prepayment invoice');
    const shown = (await get('demo', api.jan.customerId, `/api/invoices/${prepayment.id}`)).json()
      .data;
    expect(shown).toMatchObject({ isPrepaymentInvoice: true, title: { kind: 'prepayment' } });
  });

  it('lists the other invoices of the same installation as related', async () => {
    const rows = await invoicesOf(api.jan);
    const credit = rows.find((row) => row.invoice_type_id === InvoiceTypeId.CreditNote);
    if (!credit) throw new Error('demo data: Jan has a credit note');
    const response = await get('demo', api.jan.customerId, `/api/invoices/${credit.id}/related`);
    expect(response.statusCode).toBe(200);
    const { invoice, relatedInvoices } = response.json().data;
    expect(invoice.invoiceId).toBe(credit.id);
    const expected = rows
      .filter((row) => row.installation_id === credit.installation_id && row.id !== credit.id)
      .map((row) => row.id)
      .sort();
    const ids = relatedInvoices.map((related: { invoiceId: number }) => related.invoiceId).sort();
    expect(ids).toEqual(expected);
    expect(ids.length).toBeGreaterThan(0);
  });

  it("answers 404 for another customer's or another tenant's invoice, leaking nothing", async () => {
    const [janInvoice] = await invoicesOf(api.jan);
    const [camilleInvoice] = await invoicesOf(api.camille);
    if (!janInvoice || !camilleInvoice) throw new Error('demo data: invoices');
    for (const path of [
      `/api/invoices/${janInvoice.id}`,
      `/api/invoices/${janInvoice.id}/related`,
    ]) {
      const asMarie = await get('demo', api.marie.customerId, path);
      expect(asMarie.statusCode).toBe(404);
      expect(asMarie.body).not.toContain(janInvoice.number_prefix);
      expect((await get('helios', api.camille.customerId, path)).statusCode).toBe(404);
    }
    expect(
      (await get('demo', api.jan.customerId, `/api/invoices/${camilleInvoice.id}`)).statusCode,
    ).toBe(404);
    expect((await get('demo', api.jan.customerId, '/api/invoices/99999999')).statusCode).toBe(404);
    expect((await get('demo', api.jan.customerId, '/api/invoices/abc')).statusCode).toBe(400);
  });

  it('refuses a call without a bearer token', async () => {
    const response = await api.app.server.inject({
      method: 'GET',
      url: '/api/invoices/1',
      headers: { 'x-subdomain': 'demo' },
    });
    expect(response.statusCode).toBe(401);
  });
});
