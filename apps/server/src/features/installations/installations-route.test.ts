// GET installations/: bearer token required, rows of the token's customer only, computed status.
import { installationRowSchema } from '@portal/contract/installation';
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { useCustomerApi } from '../../../test/customer-api.ts';
import { testDialects } from '../../../test/databases.ts';

describe.each(testDialects())('installations on %s', (dialect) => {
  const api = useCustomerApi(dialect);

  const get = (tenant: string, authorization?: string) =>
    api.app.server.inject({
      url: '/api/installations/',
      headers: { 'x-subdomain': tenant, ...(authorization ? { authorization } : {}) },
    });

  it('refuses a request without a bearer token with 401', async () => {
    const response = await get('demo');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'UNAUTHENTICATED' }] });
  });

  it('refuses a malformed authorization header with 401', async () => {
    expect((await get('demo', 'Basic abc')).statusCode).toBe(401);
    expect((await get('demo', 'Bearer')).statusCode).toBe(401);
  });

  it('refuses a token of another tenant with 401', async () => {
    expect((await get('helios', await api.bearer('demo', 1))).statusCode).toBe(401);
  });

  it('serves the customer their rows with ids as indexes and computed statuses', async () => {
    const response = await get('demo', await api.bearer('demo', 1));
    expect(response.statusCode).toBe(200);
    const rows = z.array(installationRowSchema).parse(response.json().data);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index));
    expect(new Set(rows.map((row) => row.CustomersID))).toEqual(new Set([1]));
  });

  it('never serves another customer of the same tenant', async () => {
    const janRows = (await get('demo', await api.bearer('demo', api.jan.customerId))).json().data;
    const marieRows = (await get('demo', await api.bearer('demo', api.marie.customerId))).json()
      .data;
    expect(
      janRows.every((row: { CustomersID: number }) => row.CustomersID === api.jan.customerId),
    ).toBe(true);
    expect(
      marieRows.every((row: { CustomersID: number }) => row.CustomersID === api.marie.customerId),
    ).toBe(true);
    const janOrders = new Set(janRows.map((row: { OrderID: number | null }) => row.OrderID));
    expect(
      marieRows.some(
        (row: { OrderID: number | null }) => janOrders.has(row.OrderID) && row.OrderID !== null,
      ),
    ).toBe(false);
  });

  it("never serves another tenant's customer, even with a valid token of this tenant", async () => {
    // A demo-realm token naming a helios customer id reads nothing: rows are scoped by tenant first.
    const crossTenant = await get('demo', await api.bearer('demo', api.camille.customerId));
    expect(crossTenant.statusCode).toBe(200);
    expect(crossTenant.json().data).toEqual([]);
    // And the helios customer's own token is refused on the demo tenant.
    expect((await get('demo', await api.bearer('helios', api.camille.customerId))).statusCode).toBe(
      401,
    );
    const own = (await get('helios', await api.bearer('helios', api.camille.customerId))).json()
      .data;
    expect(own.length).toBeGreaterThan(0);
  });

  it('derives the statuses the demo data was built for', async () => {
    const rows = (await get('demo', await api.bearer('demo', api.jan.customerId))).json().data;
    // New 1, Needs_Prepayment 3, Delivered 6, Completed 10, ToSignIChoosr 12, ToSurvey 13
    expect(
      rows.map((row: { status: number }) => row.status).sort((a: number, b: number) => a - b),
    ).toEqual([1, 3, 6, 10, 12, 13]);
  });

  it('answers with the trailing slash and without it alike', async () => {
    const response = await api.app.server.inject({
      url: '/api/installations',
      headers: { 'x-subdomain': 'demo', authorization: await api.bearer('demo', 1) },
    });
    expect(response.statusCode).toBe(200);
  });
});
