// Each tenant realm publishes Keycloak's layout: discovery, endpoints under
// /protocol/openid-connect, only what the portal's client needs (code flow, PKCE S256) and what
// the integration clients need (client credentials with a secret or a signed assertion, the
// integration scopes), and its public signing keys. Unknown realms answer 404 in the API envelope.
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { issuerOf, RealmClient } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

describe.each(testDialects())('realm discovery on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => app.close());

  const discovery = (realm: string) =>
    app.server.inject({ url: `/auth/realms/${realm}/.well-known/openid-configuration` });

  it.each(['demo', 'helios'])(
    'describes the %s realm with Keycloak endpoint paths',
    async (realm) => {
      const response = await discovery(realm);
      expect(response.statusCode).toBe(200);
      const issuer = issuerOf(realm);
      const document = response.json();
      expect(document).toMatchObject({
        issuer,
        authorization_endpoint: `${issuer}/protocol/openid-connect/auth`,
        token_endpoint: `${issuer}/protocol/openid-connect/token`,
        end_session_endpoint: `${issuer}/protocol/openid-connect/logout`,
        userinfo_endpoint: `${issuer}/protocol/openid-connect/userinfo`,
        jwks_uri: `${issuer}/protocol/openid-connect/certs`,
        revocation_endpoint: `${issuer}/protocol/openid-connect/revoke`,
        introspection_endpoint: `${issuer}/protocol/openid-connect/token/introspect`,
        code_challenge_methods_supported: ['S256'],
        response_types_supported: ['code'],
      });
      expect([...document.token_endpoint_auth_methods_supported].sort()).toEqual([
        'client_secret_basic',
        'none',
        'private_key_jwt',
      ]);
      // Assertions are signed with asymmetric keys only: no client_secret_jwt, no HS*.
      expect([...document.token_endpoint_auth_signing_alg_values_supported].sort()).toEqual([
        'ES256',
        'EdDSA',
        'PS256',
        'RS256',
      ]);
      expect(document.response_modes_supported).toContain('fragment');
      expect([...document.grant_types_supported].sort()).toEqual([
        'authorization_code',
        'client_credentials',
        'refresh_token',
      ]);
      expect(document.scopes_supported).toEqual([
        'openid',
        'email',
        'profile',
        'offline_access',
        ...INTEGRATION_SCOPES,
      ]);
      expect(document.id_token_signing_alg_values_supported.sort()).toEqual(['ES256', 'RS256']);
      expect(document.registration_endpoint).toBeUndefined();
      expect(document.pushed_authorization_request_endpoint).toBeUndefined();
    },
  );

  it('publishes one RS256 and one ES256 public key, never private parts', async () => {
    const response = await app.server.inject({
      url: '/auth/realms/demo/protocol/openid-connect/certs',
    });
    expect(response.statusCode).toBe(200);
    const { keys } = response.json() as { keys: Record<string, string>[] };
    expect(keys.map((key) => key.alg).sort()).toEqual(['ES256', 'RS256']);
    for (const key of keys) {
      expect(key.use).toBe('sig');
      expect(key.kid).toBeTruthy();
      expect(key.d).toBeUndefined();
    }
    const helios = await app.server.inject({
      url: '/auth/realms/helios/protocol/openid-connect/certs',
    });
    const heliosKids = (helios.json() as { keys: { kid: string }[] }).keys.map((key) => key.kid);
    expect(heliosKids.some((kid) => keys.some((key) => key.kid === kid))).toBe(false);
  });

  it.each(['nope', 'DEMO', 'de%20mo', 'de%6Do'])(
    'answers an unknown realm %s with 404',
    async (realm) => {
      const response = await discovery(realm);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'TENANT_NOT_FOUND' }] });
    },
  );

  it('has no developer interactions and no unknown routes', async () => {
    const response = await app.server.inject({ url: '/auth/realms/demo/protocol/nothing' });
    expect(response.statusCode).toBe(404);
  });
});

describe('a realm on an https origin', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp('sqlite', {
      config: { tenantOriginTemplate: 'https://{tenant}.portal.example.be' },
    });
  });
  afterAll(() => app.close());

  it('builds every URL from the configured origin and sets secure cookies', async () => {
    // The request arrives over plain HTTP with a foreign Host: neither may leak into the answer.
    const headers = { host: 'evil.example', 'x-forwarded-proto': 'http' };
    const discovery = await app.server.inject({
      url: '/auth/realms/demo/.well-known/openid-configuration',
      headers,
    });
    expect(discovery.json()).toMatchObject({
      issuer: 'https://demo.portal.example.be/auth/realms/demo',
      token_endpoint:
        'https://demo.portal.example.be/auth/realms/demo/protocol/openid-connect/token',
    });
    const client = new RealmClient(app.server, 'demo');
    const authorize = await client.authorize({
      redirect_uri: 'https://demo.portal.example.be/login',
    });
    expect(authorize.statusCode).toBe(200);
    expect(authorize.body).toMatch(
      /action="https:\/\/demo\.portal\.example\.be\/auth\/realms\/demo\/interaction\/[\w-]+\/login"/,
    );
    const cookies = ([] as string[]).concat(authorize.headers['set-cookie'] ?? []);
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/; secure/i);
  });
});
