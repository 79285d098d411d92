// GET inspections/orders/{id} and inspections/invoices/{id} with real realm-signed tokens on both
// dialects, over the demo inspections in every state.
import { InspectionStatus } from '@portal/domain/inspection-status';
import { describe, expect, it } from 'vitest';
import { useCustomerApi } from '../../../test/customer-api.ts';
import { testDialects } from '../../../test/databases.ts';

describe.each(testDialects())('inspection routes on %s', (dialect) => {
  const api = useCustomerApi(dialect);

  const get = (tenant: string, customerId: number, url: string) =>
    api.call(tenant, customerId, 'GET', url);

  const allInspections = () =>
    api.db
      .selectFrom('inspections')
      .innerJoin('tenants', 'tenants.id', 'inspections.tenant_id')
      .innerJoin('installations', 'installations.id', 'inspections.installation_id')
      .select([
        'inspections.id',
        'inspections.customer_id',
        'inspections.order_id',
        'inspections.invoice_id',
        'inspections.keurder_job_id',
        'inspections.approved',
        'inspections.appointment_date',
        'inspections.rejected_date',
        'installations.keuring_certificate',
        'installations.wiring_diagram_keuring',
        'tenants.subdomain',
      ])
      .orderBy('inspections.id', 'desc')
      .execute();

  it('derives every status and lists documents only when present', async () => {
    const rows = await allInspections();
    const seen = new Set<number>();
    // Rows come newest first, and the API answers the newest job of an order or invoice.
    const checked = new Set<string>();
    for (const row of rows) {
      const path = row.order_id
        ? `/api/inspections/orders/${row.order_id}`
        : `/api/inspections/invoices/${row.invoice_id}`;
      const key = row.order_id ? `o${row.order_id}` : `i${row.invoice_id}`;
      if (checked.has(key)) continue;
      checked.add(key);
      const response = await get(row.subdomain, row.customer_id, path);
      expect(response.statusCode).toBe(200);
      const inspection = response.json().data;
      expect(inspection.keurderJobId).toBe(row.keurder_job_id);
      const expected = row.approved
        ? InspectionStatus.Approved
        : row.rejected_date
          ? InspectionStatus.Rejected
          : row.appointment_date
            ? InspectionStatus.Planned
            : InspectionStatus.Requested;
      expect(inspection.status).toBe(expected);
      seen.add(inspection.status);
      const kinds = inspection.documents.map((document: { kind: string }) => document.kind);
      expect(kinds.includes('wiringDiagram')).toBe(Boolean(row.wiring_diagram_keuring?.trim()));
      if (!row.keuring_certificate?.trim()) {
        expect(kinds.includes('inspectionCertificate')).toBe(false);
      }
      expect(Array.isArray(inspection.articles)).toBe(true);
    }
    expect([...seen].sort()).toEqual(Object.values(InspectionStatus).sort());
  });

  it("gives an inspection on the invoice its installation's order id", async () => {
    const onInvoice = (await allInspections()).filter(
      (row) => row.subdomain === 'demo' && row.order_id === null && row.invoice_id !== null,
    );
    expect(onInvoice.length).toBeGreaterThan(0);
    for (const row of onInvoice) {
      const order = await api.db
        .selectFrom('orders')
        .innerJoin('inspections', (join) =>
          join
            .onRef('inspections.installation_id', '=', 'orders.installation_id')
            .onRef('inspections.tenant_id', '=', 'orders.tenant_id'),
        )
        .select('orders.id')
        .where('inspections.id', '=', row.id)
        .executeTakeFirstOrThrow();
      const response = await get(
        'demo',
        row.customer_id,
        `/api/inspections/invoices/${row.invoice_id}`,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        source: 'invoice',
        invoiceId: row.invoice_id,
        orderId: order.id,
      });
    }
  });

  it("answers 404 for another customer's or another tenant's inspection", async () => {
    const janRow = (await allInspections()).find((row) => row.customer_id === api.jan.customerId);
    if (!janRow) throw new Error('demo data: Jan has inspections');
    const path = janRow.order_id
      ? `/api/inspections/orders/${janRow.order_id}`
      : `/api/inspections/invoices/${janRow.invoice_id}`;
    expect((await get('demo', api.jan.customerId, path)).statusCode).toBe(200);
    expect((await get('demo', api.marie.customerId, path)).statusCode).toBe(404);
    expect((await get('helios', api.camille.customerId, path)).statusCode).toBe(404);
    expect(
      (await get('demo', api.jan.customerId, '/api/inspections/orders/99999999')).statusCode,
    ).toBe(404);
  });
});
