// The parts of a realm keycloak-js reads besides discovery: the realm's public description (with
// and without /auth) whose public key verifies the realm's RS256 ID tokens, the check-sso and
// third-party-cookie pages framed by the tenant's origin only, the login-status iframe's origin
// check, and the session it reports, which follows sign-in and logout.
import { createPublicKey } from 'node:crypto';
import { decodeJwt, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { clientId, issuerOf, RealmClient, testConfig } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';
import { tenantOrigin } from '../tenancy/tenant-origin.ts';

const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };
const pagePaths = [
  'login-status-iframe.html',
  '3p-cookies/step1.html',
  '3p-cookies/step2.html',
] as const;

describe.each(testDialects())('Keycloak realm pages on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { clock: () => new Date() });
  });
  afterAll(() => app.close());

  it.each(['/auth/realms', '/realms'])(
    'describes the realm at %s/{realm} with a key that verifies its ID tokens',
    async (prefix) => {
      const response = await app.server.inject({ url: `${prefix}/demo` });
      expect(response.statusCode).toBe(200);
      const issuer = issuerOf('demo');
      const description = response.json();
      expect(description).toEqual({
        realm: 'demo',
        public_key: expect.stringMatching(/^[A-Za-z0-9+/]+=*$/),
        'token-service': `${issuer}/protocol/openid-connect`,
        'account-service': `${issuer}/account`,
        'tokens-not-before': 0,
      });
      const tokens = await new RealmClient(app.server, 'demo').signIn(jan);
      const key = createPublicKey({
        key: Buffer.from(description.public_key, 'base64'),
        format: 'der',
        type: 'spki',
      });
      const { payload } = await jwtVerify(tokens.id_token, key, { issuer });
      expect(payload.email).toBe(jan.email);
    },
  );

  it('answers an unknown realm with 404 in the envelope', async () => {
    const response = await app.server.inject({ url: '/auth/realms/no-such-realm' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].code).toBe('TENANT_NOT_FOUND');
  });

  it.each(pagePaths)('lets only the tenant origin frame %s', async (path) => {
    const response = await app.server.inject({
      url: `/auth/realms/demo/protocol/openid-connect/${path}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const policy = String(response.headers['content-security-policy']);
    expect(policy).toContain(`frame-ancestors ${tenantOrigin(testConfig, 'demo')}`);
    expect(policy).toMatch(/script-src 'sha256-[^']+'(;|$)/);
    expect(response.body).toContain('<script>');
  });

  it('keeps every other realm page unframeable', async () => {
    const response = await app.server.inject({
      url: '/auth/realms/demo/.well-known/openid-configuration',
    });
    expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    const login = await new RealmClient(app.server, 'demo').authorize();
    expect(String(login.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  });

  it("approves the client's own origin at /init and refuses any other", async () => {
    const init = (origin: string, client = clientId) =>
      app.server.inject({
        url: `/auth/realms/demo/protocol/openid-connect/login-status-iframe.html/init?${new URLSearchParams({ client_id: client, origin })}`,
      });
    expect((await init(tenantOrigin(testConfig, 'demo'))).statusCode).toBe(204);
    const foreign = await init('https://attacker.example');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().errors[0].code).toBe('FORBIDDEN');
    expect((await init(tenantOrigin(testConfig, 'helios'))).statusCode).toBe(403);
    expect((await init(tenantOrigin(testConfig, 'demo'), 'no-such-client')).statusCode).toBe(403);
  });

  it('reports the signed-in session as the sid claim names it, and none after logout', async () => {
    const client = new RealmClient(app.server, 'demo');
    const sessionPath =
      '/auth/realms/demo/protocol/openid-connect/login-status-iframe.html/session';
    expect((await client.request('GET', sessionPath)).json()).toEqual({ sid: '' });
    const tokens = await client.signIn(jan);
    const sid = decodeJwt(tokens.access_token).sid;
    expect(typeof sid).toBe('string');
    const signedIn = await client.request('GET', sessionPath);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    expect(signedIn.headers['access-control-allow-origin']).toBeUndefined();
    expect(signedIn.json()).toEqual({ sid });
    await client.logOut(tokens.id_token);
    expect((await client.request('GET', sessionPath)).json()).toEqual({ sid: '' });
  });
});
