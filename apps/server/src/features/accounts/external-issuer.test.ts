// What the test's second provider does not issue, against a hand-made issuer serving only its
// JWKS: keys published without `alg` (as some issuers do) still verify RS256, yet a token the
// issuer's own key signed with an algorithm outside the allow-list is refused, and so
// is its ID token even with the API's audience; the customer claim typed as a number. The whole
// sign-in at an external issuer, with a real second provider, is
// test/external-issuer-sign-in.test.ts.
import { constants, KeyObject, sign } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerScope } from '../../../test/demo-database.ts';
import { buildTestApp, type TestApp, testNow } from '../../../test/test-app.ts';
import { createRealmTestKey, type RealmTestKey, signToken } from '../../../test/token-minter.ts';
import { API_AUDIENCE } from '../../platform/tenancy/realm-settings.ts';

const seconds = Math.floor(testNow.getTime() / 1000);

describe('external issuer', () => {
  let app: TestApp;
  let keycloak: Server;
  let issuer: string;
  let key: RealmTestKey;
  let certsRequests = 0;
  let jan: { tenantId: number; customerId: number };

  beforeAll(async () => {
    key = await createRealmTestKey('RS256');
    // A stand-in for Keycloak's certs endpoint on loopback: the API must fetch the keys over HTTP.
    keycloak = createServer((request, response) => {
      if (request.url === '/realms/zonnewende/protocol/openid-connect/certs') {
        certsRequests++;
        response.setHeader('content-type', 'application/json');
        // Without `alg`, as some issuers publish their keys: nothing in the key pins RS256.
        response.end(JSON.stringify({ keys: [{ ...key.publicJwk, alg: undefined }] }));
        return;
      }
      response.statusCode = 404;
      response.end();
    });
    await new Promise<void>((resolve) => keycloak.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(keycloak.address() as AddressInfo).port}/realms/zonnewende`;
    app = await buildTestApp('sqlite');
    jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    await app.database.db
      .updateTable('tenants')
      .set({ external_issuer: issuer, external_client_id: 'portal-spa' })
      .where('subdomain', '=', 'demo')
      .execute();
  });
  afterAll(async () => {
    await app.close();
    await new Promise((resolve) => keycloak.close(resolve));
  });

  const me = (token: string) =>
    app.server.inject({
      url: '/api/auth/me',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${token}` },
    });
  const keycloakClaims = (overrides: Record<string, unknown> = {}) => ({
    iss: issuer,
    aud: API_AUDIENCE,
    sub: String(jan.customerId),
    typ: 'Bearer',
    azp: 'portal-spa',
    iat: seconds,
    exp: seconds + 300,
    ...overrides,
  });

  it("accepts the external issuer's access token, with keys fetched from its certs endpoint", async () => {
    const response = await me(await signToken(key, keycloakClaims(), { typ: 'JWT' }));
    expect(response.statusCode).toBe(200);
    expect(response.json().data.customerIds).toBe(jan.customerId);
    expect(certsRequests).toBeGreaterThan(0);
  });

  it('reads the customer from the customer_id claim, a number or a string, not the subject', async () => {
    const keycloakUser = { sub: '6f1c1e8a-3c1d-4d2e-9a43-7d1b2f0c9e55' };
    for (const customerId of [jan.customerId, String(jan.customerId)]) {
      const token = await signToken(
        key,
        keycloakClaims({ ...keycloakUser, customer_id: customerId }),
        {
          typ: 'JWT',
        },
      );
      expect((await me(token)).json().data.customerIds).toBe(jan.customerId);
    }
    // Without the mapper's claim, Keycloak's own subject names no customer.
    const unmapped = await signToken(key, keycloakClaims(keycloakUser), { typ: 'JWT' });
    expect((await me(unmapped)).statusCode).toBe(401);
  });

  it("refuses the external issuer's ID token and tokens of the embedded realm", async () => {
    expect(
      (await me(await signToken(key, keycloakClaims({ typ: 'ID' }), { typ: 'JWT' }))).statusCode,
    ).toBe(401);
    const embedded = keycloakClaims({ iss: 'http://demo.localhost:3000/auth/realms/demo' });
    expect((await me(await signToken(key, embedded, { typ: 'at+jwt' }))).statusCode).toBe(401);
  });

  it.each([
    ['RS384', 'sha384', constants.RSA_PKCS1_PADDING],
    ['RS512', 'sha512', constants.RSA_PKCS1_PADDING],
    ['PS256', 'sha256', constants.RSA_PKCS1_PSS_PADDING],
  ])(
    "refuses a token the issuer's own key signed with %s, outside the allow-list",
    async (alg, hash, padding) => {
      const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
      const input = `${base64url({ alg, kid: key.kid, typ: 'JWT' })}.${base64url(keycloakClaims())}`;
      const signature = sign(hash, Buffer.from(input), {
        key: KeyObject.from(key.privateKey),
        padding,
        saltLength: 32,
      });
      expect((await me(`${input}.${signature.toString('base64url')}`)).statusCode).toBe(401);
    },
  );
});
