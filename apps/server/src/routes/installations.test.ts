// GET installations/: bearer token required, rows of the token's customer only, computed status.
import { installationRowSchema } from '@portal/contract/installation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../test/databases.ts';
import { customerScope } from '../../test/demo-database.ts';
import { type BearerFor, realmBearers } from '../../test/realm-tokens.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

describe.each(testDialects())('installations on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    bearer = await realmBearers(app);
  });
  afterAll(() => app.close());

  const get = (tenant: string, authorization?: string) =>
    app.server.inject({
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
    expect((await get('helios', await bearer('demo', 1))).statusCode).toBe(401);
  });

  it('serves the customer their rows with ids as indexes and computed statuses', async () => {
    const response = await get('demo', await bearer('demo', 1));
    expect(response.statusCode).toBe(200);
    const rows = installationRowSchema.array().parse(response.json().data);
    expect(rows.length).toBeGreaterThan(1);
    expect(rows.map((row) => row.id)).toEqual(rows.map((_, index) => index));
    expect(new Set(rows.map((row) => row.CustomersID))).toEqual(new Set([1]));
  });

  it('never serves another customer of the same tenant', async () => {
    const jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    const marie = await customerScope(app.database.db, 'demo', 'marie.claes@example.be');
    const janRows = (await get('demo', await bearer('demo', jan.customerId))).json().data;
    const marieRows = (await get('demo', await bearer('demo', marie.customerId))).json().data;
    expect(
      janRows.every((row: { CustomersID: number }) => row.CustomersID === jan.customerId),
    ).toBe(true);
    expect(
      marieRows.every((row: { CustomersID: number }) => row.CustomersID === marie.customerId),
    ).toBe(true);
    const janOrders = new Set(janRows.map((row: { OrderID: number | null }) => row.OrderID));
    expect(
      marieRows.some(
        (row: { OrderID: number | null }) => janOrders.has(row.OrderID) && row.OrderID !== null,
      ),
    ).toBe(false);
  });

  it("never serves another tenant's customer, even with a valid token of this tenant", async () => {
    const camille = await customerScope(app.database.db, 'helios', 'camille.dubois@example.be');
    // A demo-realm token naming a helios customer id reads nothing: rows are scoped by tenant first.
    const crossTenant = await get('demo', await bearer('demo', camille.customerId));
    expect(crossTenant.statusCode).toBe(200);
    expect(crossTenant.json().data).toEqual([]);
    // And the helios customer's own token is refused on the demo tenant.
    expect((await get('demo', await bearer('helios', camille.customerId))).statusCode).toBe(401);
    const own = (await get('helios', await bearer('helios', camille.customerId))).json().data;
    expect(own.length).toBeGreaterThan(0);
  });

  it('derives the statuses the demo data was built for', async () => {
    const jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    const rows = (await get('demo', await bearer('demo', jan.customerId))).json().data;
    // New 1, Needs_Prepayment 3, Delivered 6, Completed 10, ToSignIChoosr 12, ToSurvey 13
    expect(
      rows.map((row: { status: number }) => row.status).sort((a: number, b: number) => a - b),
    ).toEqual([1, 3, 6, 10, 12, 13]);
  });

  it('answers with the trailing slash and without it alike', async () => {
    const response = await app.server.inject({
      url: '/api/installations',
      headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', 1) },
    });
    expect(response.statusCode).toBe(200);
  });
});
