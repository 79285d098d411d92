// Repairs on both databases: all of a customer's repairs, those of one delivery's
// installation (and invoice), one repair with its state, planned visit and the technician's
// report, and the report as a PDF; another customer's delivery, invoice or repair is 404.
import { repairSchema } from '@portal/contract/repairs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { useCustomerApi } from './customer-api.ts';
import { testDialects } from './databases.ts';
import { pdfTextOf } from './pdf-content.ts';

describe.each(testDialects())('repairs on %s', (dialect) => {
  const api = useCustomerApi(dialect);
  const asJan = (url: string) => api.call('demo', api.jan.customerId, 'GET', url);
  const asMarie = (url: string) => api.call('demo', api.marie.customerId, 'GET', url);
  const list = async (url: string) => z.array(repairSchema).parse((await asJan(url)).json().data);

  it('lists every repair of the customer, open and resolved', async () => {
    const repairs = await list('/api/repairs/list');
    expect(repairs.map((repair) => repair.state).sort()).toEqual(['open', 'resolved']);
    const resolved = repairs.find((repair) => repair.state === 'resolved');
    expect(resolved).toMatchObject({
      final: true,
      status: 'Opgelost',
      plannedDate: expect.any(String),
      resolvedAt: expect.any(String),
      technicianReport: expect.stringContaining('Omvormer'),
      documents: [{ id: 'report', path: `repairs/${resolved?.id}/report` }],
    });
    const open = repairs.find((repair) => repair.state === 'open');
    expect(open).toMatchObject({
      final: false,
      plannedDate: null,
      technicianReport: null,
      documents: [],
    });
    expect((await asMarie('/api/repairs/list')).json().data).toEqual([]);
  });

  it("lists a delivery's installation's repairs, by delivery and by delivery and invoice", async () => {
    const [resolved] = (await list('/api/repairs/list')).filter((repair) => repair.final);
    const { Order_DeliveriesID: deliveryId, InvoiceID: invoiceId } = resolved?.installation ?? {};
    const byDelivery = await list(`/api/repairs/list/${deliveryId}`);
    expect(byDelivery.map((repair) => repair.id)).toEqual([resolved?.id]);
    expect((await list(`/api/repairs/list/${deliveryId}/${invoiceId}`)).map((r) => r.id)).toEqual([
      resolved?.id,
    ]);
    // Another customer's delivery, or an invoice of another installation: 404.
    expect((await asMarie(`/api/repairs/list/${deliveryId}`)).statusCode).toBe(404);
    const others = (await list('/api/repairs/list')).find((repair) => !repair.final);
    const otherInvoice = others?.installation.InvoiceID ?? 999_999;
    expect((await asJan(`/api/repairs/list/${deliveryId}/${otherInvoice}`)).statusCode).toBe(404);
  });

  it('serves one repair and its report as a PDF to its owner only', async () => {
    const [resolved] = (await list('/api/repairs/list')).filter((repair) => repair.final);
    const one = await asJan(`/api/repairs/${resolved?.id}`);
    expect(repairSchema.parse(one.json().data)).toEqual(resolved);
    const pdf = await asJan(`/api/repairs/${resolved?.id}/report`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = await pdfTextOf(pdf.rawPayload);
    expect(text).toContain('Herstellingsrapport');
    expect(text).toContain('isolatieweerstand');
    expect((await asMarie(`/api/repairs/${resolved?.id}`)).statusCode).toBe(404);
    expect((await asMarie(`/api/repairs/${resolved?.id}/report`)).statusCode).toBe(404);
    const [open] = (await list('/api/repairs/list')).filter((repair) => !repair.final);
    expect((await asJan(`/api/repairs/${open?.id}/report`)).statusCode).toBe(404);
  });
});
