// auth/me, customers/me and editing one's own account, with real realm-signed tokens.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { customerScope } from '../../../test/demo-database.ts';
import { buildTestApp, type TestApp, testNow } from '../../../test/test-app.ts';
import { createRealmTestKey, signToken, storeRealmKey } from '../../../test/token-minter.ts';
import { loadConfig } from '../../platform/config/config.ts';
import { API_AUDIENCE, embeddedIssuer } from '../../platform/tenancy/realm-settings.ts';

const config = loadConfig({});
const seconds = Math.floor(testNow.getTime() / 1000);
const validChanges = {
  firstName: 'Jan',
  name: 'Peeters-Wouters',
  phone: '+32 470 12 34 56',
  languageCode: 'fr',
  streetAndNumber: 'Grote Markt 21',
  postalCode: '2800',
  city: 'Mechelen',
};

describe.each(testDialects())('account routes on %s', (dialect) => {
  let app: TestApp;
  let janToken: string;
  let marieToken: string;
  let jan: { tenantId: number; customerId: number };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    const marie = await customerScope(app.database.db, 'demo', 'marie.claes@example.be');
    const key = await createRealmTestKey('ES256');
    await storeRealmKey(app.database.db, jan.tenantId, key, testNow);
    const tokenFor = (customerId: number) =>
      signToken(key, {
        iss: embeddedIssuer(config, 'demo'),
        aud: API_AUDIENCE,
        sub: String(customerId),
        iat: seconds,
        exp: seconds + 600,
      });
    janToken = await tokenFor(jan.customerId);
    marieToken = await tokenFor(marie.customerId);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'PATCH', url: string, token: string, payload?: unknown) =>
    app.server.inject({
      method,
      url,
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  it('answers auth/me with the subDomain query of the same tenant', async () => {
    const response = await call('GET', '/api/auth/me?subDomain=demo', janToken);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customerIds).toBe(jan.customerId);
  });

  it('refuses auth/me when subDomain names another tenant', async () => {
    const response = await call('GET', '/api/auth/me?subDomain=helios', janToken);
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('query.subDomain');
  });

  it("serves the customer's own details and never the national number", async () => {
    const response = await call('GET', '/api/customers/me', janToken);
    expect(response.statusCode).toBe(200);
    const customer = response.json().data;
    expect(customer).toMatchObject({
      id: jan.customerId,
      email: 'jan.peeters@example.be',
      firstName: 'Jan',
    });
    expect(JSON.stringify(customer)).not.toMatch(/national/i);
  });

  it('saves valid changes, returns them, audits them, and leaves other customers alone', async () => {
    const marieBefore = (await call('GET', '/api/customers/me', marieToken)).json().data;
    const response = await call('PATCH', '/api/customers/me', janToken, validChanges);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      ...validChanges,
      email: 'jan.peeters@example.be',
    });
    expect((await call('GET', '/api/customers/me', janToken)).json().data).toMatchObject(
      validChanges,
    );
    expect((await call('GET', '/api/customers/me', marieToken)).json().data).toEqual(marieBefore);
    const audit = await app.database.db
      .selectFrom('audit_log')
      .select(['action', 'customer_id'])
      .where('tenant_id', '=', jan.tenantId)
      .where('action', '=', 'account.updated')
      .execute();
    expect(audit).toEqual([{ action: 'account.updated', customer_id: jan.customerId }]);
  });

  it.each([
    [{ firstName: '' }, 'body.firstName', 'First name is required'],
    [{ postalCode: '28000' }, 'body.postalCode', 'Postal code is not valid'],
    [{ phone: 'call me' }, 'body.phone', 'Phone number is not valid'],
    [{ languageCode: 'de' }, 'body.languageCode', undefined],
    [{ email: 'other@example.be' }, 'body.email', undefined],
  ])('refuses %j naming %s and writes nothing', async (change, field, message) => {
    const before = (await call('GET', '/api/customers/me', janToken)).json().data;
    const response = await call('PATCH', '/api/customers/me', janToken, {
      ...validChanges,
      ...change,
      name: 'Changed',
    });
    expect(response.statusCode).toBe(400);
    const error = response.json().errors.find((item: { field: string }) => item.field === field);
    expect(error).toBeDefined();
    if (message) expect(error.message).toContain(message);
    expect((await call('GET', '/api/customers/me', janToken)).json().data).toEqual(before);
  });

  it('refuses account calls without a valid token', async () => {
    expect((await call('GET', '/api/customers/me', 'not-a-token')).statusCode).toBe(401);
    expect((await call('PATCH', '/api/customers/me', 'not-a-token', validChanges)).statusCode).toBe(
      401,
    );
  });
});
