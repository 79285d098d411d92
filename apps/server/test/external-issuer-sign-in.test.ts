// A tenant that points at an external OpenID issuer (decision 057), proven against a second,
// independent provider started here (second-oidc-provider.ts, Keycloak's layout and token shape).
// The whole way in, over real HTTP to the provider: portal/realm (and the /login page) names the
// realm, discovery there names the endpoints the SPA uses, code flow with PKCE at the provider,
// and its access token reads the customer's own data from the portal API; then what must be
// refused (a customer of another tenant, another tenant's realm, another audience, an expired
// token, a key the provider never published, the tenant's former embedded realm) and a key
// rotation at the provider. Its tokens carry Keycloak's realm_access, azp and typ Bearer, RS256.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt, decodeProtectedHeader, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { tenantOrigin } from '../src/platform/tenancy/tenant-origin.ts';
import { testDialects } from './databases.ts';
import { type CustomerScope, customerScope } from './demo-database.ts';
import { ExternalSignIn } from './external-sign-in.ts';
import { RealmClient, testConfig } from './oidc-client.ts';
import { SecondOidcProvider } from './second-oidc-provider.ts';
import { buildTestApp, type TestApp } from './test-app.ts';
import { createRealmTestKey } from './token-minter.ts';

const clientId = 'portal-spa';
const jan = { username: 'jan', password: 'jan-at-keycloak' };
/** A Keycloak user whose customer attribute names a customer of another tenant. */
const mallory = { username: 'mallory', password: 'mallory-at-keycloak' };
const camille = { username: 'camille', password: 'camille-at-keycloak' };

describe.each(testDialects())('a tenant on an external OpenID issuer, on %s', (dialect) => {
  /** A built web app of one page: the server writes the realm into it and sets its policy. */
  const webDist = mkdtempSync(join(tmpdir(), 'portal-web-'));
  writeFileSync(
    join(webDist, 'index.html'),
    '<!doctype html><html><head></head><body><script type="module" src="/assets/app.js"></script></body></html>',
  );
  let app: TestApp;
  let keycloak: SecondOidcProvider;
  let janScope: CustomerScope;
  let camilleScope: CustomerScope;
  /** A real token of the demo tenant's embedded realm, taken before the tenant moved. */
  let embeddedToken: string;
  /** The portal's clock runs at real time (the provider's tokens are issued at real time),
   * shifted by this much when a test needs it later. */
  let skewMs = 0;

  const call = (url: string, token: string, subdomain = 'demo') =>
    app.server.inject({
      url,
      headers: { 'x-subdomain': subdomain, authorization: `Bearer ${token}` },
    });
  const expectRefused = async (token: string, subdomain = 'demo') => {
    const me = await call('/api/auth/me', token, subdomain);
    expect(me.statusCode).toBe(401);
    expect(me.json()).toEqual({
      data: null,
      errors: [expect.objectContaining({ code: 'UNAUTHENTICATED' })],
    });
  };
  const signInAt = async (subdomain: string, credentials: typeof jan) => {
    const realm = (
      await app.server.inject({ url: '/api/portal/realm', headers: { 'x-subdomain': subdomain } })
    ).json().data;
    const client = new ExternalSignIn(realm, `${tenantOrigin(testConfig, subdomain)}/login`);
    return client.signIn(await client.discover(), credentials);
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      clock: () => new Date(Date.now() + skewMs),
      config: { webDist },
    });
    janScope = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    camilleScope = await customerScope(app.database.db, 'helios', 'camille.dubois@example.be');
    const embedded = await new RealmClient(app.server, 'demo').signIn({
      email: 'jan.peeters@example.be',
      password: demoPasswords.demo,
    });
    embeddedToken = embedded.access_token;
    // It works while the tenant is on its embedded realm (and is remembered as verified).
    expect((await call('/api/auth/me', embeddedToken)).statusCode).toBe(200);

    keycloak = await SecondOidcProvider.start([
      {
        name: 'zonnewende',
        clientId,
        redirectUri: `${tenantOrigin(testConfig, 'demo')}/login`,
        users: [
          { ...jan, customerId: String(janScope.customerId) },
          { ...mallory, customerId: String(camilleScope.customerId) },
        ],
      },
      {
        name: 'helios-sso',
        clientId,
        redirectUri: `${tenantOrigin(testConfig, 'helios')}/login`,
        users: [{ ...camille, customerId: String(camilleScope.customerId) }],
      },
    ]);
    for (const [subdomain, realm] of [
      ['demo', 'zonnewende'],
      ['helios', 'helios-sso'],
    ] as const) {
      await app.database.db
        .updateTable('tenants')
        .set({ external_issuer: keycloak.issuer(realm), external_client_id: clientId })
        .where('subdomain', '=', subdomain)
        .execute();
    }
    // Past the tenant directory's 30 s cache: every instance sees the change within that.
    skewMs = 31_000;
  });
  afterAll(async () => {
    await app?.close();
    await keycloak?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('points the SPA at the external realm, whose discovery names the endpoints it uses', async () => {
    const response = await app.server.inject({
      url: '/api/portal/realm',
      headers: { 'x-subdomain': 'demo' },
    });
    expect(response.statusCode).toBe(200);
    const realm = response.json().data;
    expect(realm).toEqual({
      'auth-server-url': keycloak.origin,
      realm: 'zonnewende',
      resource: clientId,
    });
    // A cold /login reads the same realm from the page itself, and may call the provider.
    const page = await app.server.inject({
      url: '/login',
      headers: { host: 'demo.localhost:3000', accept: 'text/html' },
    });
    expect(page.statusCode).toBe(200);
    const bootstrap =
      /<script type="application\/json" id="portal-bootstrap">(.*?)<\/script>/s.exec(
        page.body,
      )?.[1];
    expect(JSON.parse(bootstrap ?? 'null').realm).toEqual(realm);
    expect(String(page.headers['content-security-policy'])).toContain(
      `connect-src 'self' ${keycloak.origin};`,
    );

    const client = new ExternalSignIn(realm, `${tenantOrigin(testConfig, 'demo')}/login`);
    const discovery = await client.discover();
    const issuer = keycloak.issuer('zonnewende');
    expect(client.authority).toBe(issuer);
    expect(discovery).toMatchObject({
      issuer,
      // The SPA builds this one itself (apps/web login-redirect.ts), Keycloak's layout.
      authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
      // The API fetches the realm's keys here (realm-key-source.ts).
      jwks_uri: `${issuer}/protocol/openid-connect/certs`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('refuses, at the provider, an authorization request without PKCE', async () => {
    const client = new ExternalSignIn(
      { 'auth-server-url': keycloak.origin, realm: 'zonnewende', resource: clientId },
      `${tenantOrigin(testConfig, 'demo')}/login`,
    );
    const response = await client.authorize(await client.discover(), {
      code_challenge: undefined,
      code_challenge_method: undefined,
    });
    const answer = new URL(String(response.headers.get('location')));
    expect(new URLSearchParams(answer.hash.slice(1)).get('error')).toBe('invalid_request');
  });

  it("signs the customer in with code flow and PKCE; the token reads the customer's own data", async () => {
    const janTokens = await signInAt('demo', jan);
    // Keycloak's shape: its own subject, the customer from the attribute mapper, typ Bearer.
    expect(decodeProtectedHeader(janTokens.access_token)).toMatchObject({
      typ: 'JWT',
      alg: 'RS256',
    });
    const claims = decodeJwt(janTokens.access_token);
    expect(claims).toMatchObject({
      iss: keycloak.issuer('zonnewende'),
      typ: 'Bearer',
      azp: clientId,
      aud: ['urn:portal:api', 'account'],
      realm_access: { roles: expect.arrayContaining(['offline_access']) },
      customer_id: String(janScope.customerId),
    });
    expect(claims.sub).not.toBe(String(janScope.customerId));

    const me = await call('/api/auth/me', janTokens.access_token);
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({
      customerIds: janScope.customerId,
      email: 'jan.peeters@example.be',
    });
    const installations = await call('/api/installations/', janTokens.access_token);
    expect(installations.statusCode).toBe(200);
    const rows: { CustomersID: number }[] = installations.json().data;
    const janInstallations = await app.database.db
      .selectFrom('installations')
      .select('id')
      .where('customer_id', '=', janScope.customerId)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows).toHaveLength(janInstallations.length);
    expect(rows.every((row) => row.CustomersID === janScope.customerId)).toBe(true);
    expect(keycloak.certsRequests('zonnewende')).toBeGreaterThan(0);
  });

  it("accepts the provider's refreshed access token", async () => {
    const tokens = await signInAt('demo', jan);
    const client = new ExternalSignIn(
      { 'auth-server-url': keycloak.origin, realm: 'zonnewende', resource: clientId },
      `${tenantOrigin(testConfig, 'demo')}/login`,
    );
    const refreshed = await client.refresh(await client.discover(), tokens.refresh_token);
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    const me = await call('/api/auth/me', refreshed.access_token);
    expect(me.json().data.customerIds).toBe(janScope.customerId);
  });

  it("refuses the provider's token for a customer of another tenant, and shows no data", async () => {
    const tokens = await signInAt('demo', mallory);
    expect(decodeJwt(tokens.access_token).customer_id).toBe(String(camilleScope.customerId));
    await expectRefused(tokens.access_token);
    const installations = await call('/api/installations/', tokens.access_token);
    expect(installations.json().data ?? []).toEqual([]);
  });

  it("refuses at one tenant the token of another tenant's external realm", async () => {
    const tokens = await signInAt('helios', camille);
    // Valid where it belongs…
    const atHelios = await call('/api/auth/me', tokens.access_token, 'helios');
    expect(atHelios.json().data.customerIds).toBe(camilleScope.customerId);
    // …and nowhere else.
    await expectRefused(tokens.access_token, 'demo');
  });

  it('refuses an expired token', async () => {
    const tokens = await signInAt('demo', jan);
    const { exp = 0 } = decodeJwt(tokens.access_token);
    expect((await call('/api/auth/me', tokens.access_token)).statusCode).toBe(200);
    const before = skewMs;
    // Past the expiry and the verifier's 5 s of tolerance.
    skewMs = exp * 1000 - Date.now() + 6_000;
    try {
      await expectRefused(tokens.access_token);
    } finally {
      skewMs = before;
    }
  });

  // On helios's realm: the unknown-key case below spends the demo realm's refetch budget (once per
  // 30 s per realm), which a rotation needs, whichever runs first.
  it('picks up a key the provider rotated to, and still accepts the old one', async () => {
    const old = await signInAt('helios', camille);
    const oldKid = keycloak.signingKid('helios-sso');
    await keycloak.rotateKey('helios-sso');
    const fetchesBefore = keycloak.certsRequests('helios-sso');
    const tokens = await signInAt('helios', camille);
    expect(decodeProtectedHeader(tokens.access_token).kid).toBe(keycloak.signingKid('helios-sso'));
    expect(keycloak.signingKid('helios-sso')).not.toBe(oldKid);

    const me = await call('/api/auth/me', tokens.access_token, 'helios');
    expect(me.json().data.customerIds).toBe(camilleScope.customerId);
    expect(keycloak.certsRequests('helios-sso')).toBe(fetchesBefore + 1);
    // Signed by the former key, still published: still valid.
    expect(decodeProtectedHeader(old.access_token).kid).toBe(oldKid);
    expect((await call('/api/auth/me', old.access_token, 'helios')).statusCode).toBe(200);
  });

  it('refuses a token signed by a key the provider does not publish', async () => {
    const tokens = await signInAt('demo', jan);
    // The realm's keys are in the cache, as after any sign-in: what is counted below is only the
    // look-ups the forged tokens cause.
    expect((await call('/api/auth/me', tokens.access_token)).statusCode).toBe(200);
    const claims = decodeJwt(tokens.access_token);
    const stranger = await createRealmTestKey('RS256');
    const forge = (kid: string) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .sign(stranger.privateKey);
    const fetchesBefore = keycloak.certsRequests('zonnewende');
    await expectRefused(await forge(stranger.kid));
    await expectRefused(await forge(keycloak.signingKid('zonnewende')));
    await expectRefused(await forge(`${stranger.kid}-again`));
    // Unknown key ids make the API look again at most once per 30 s, not once per token.
    expect(keycloak.certsRequests('zonnewende')).toBeLessThanOrEqual(fetchesBefore + 1);
  });

  it("refuses a token signed by the realm's own key for another audience", async () => {
    const tokens = await signInAt('demo', jan);
    expect((await call('/api/auth/me', tokens.access_token)).statusCode).toBe(200);
    const claims = decodeJwt(tokens.access_token);
    // The same token re-signed by the realm's active key: accepted as it is, refused for
    // Keycloak's account service alone.
    expect((await call('/api/auth/me', await keycloak.sign('zonnewende', claims))).statusCode).toBe(
      200,
    );
    await expectRefused(await keycloak.sign('zonnewende', { ...claims, aud: 'account' }));
  });

  it("refuses a token of the tenant's embedded realm once it points elsewhere", async () => {
    await expectRefused(embeddedToken);
  });
});
