// Integration clients at the realm's own token endpoint (decision 053), over HTTP
// through the real app on both databases: client credentials with a secret or a signed assertion,
// the granted scopes and no more, tokens exactly per the contract of
// platform/tenancy/realm-settings.ts that verify against the realm's published keys, and every
// refusal as an OAuth error. Customer tokens and integration tokens are not interchangeable.
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  type JSONWebKeySet,
  jwtVerify,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import {
  basicAuthorization,
  createClientKey,
  integrationClientsOf,
  requestWithAssertion,
  requestWithSecret,
  signAssertion,
  tokenPath,
} from '../../../test/integration-token-client.ts';
import { issuerOf, RealmClient } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';
import type { IntegrationClientService } from '../../features/integration/integration-client-service.ts';
import {
  API_AUDIENCE,
  INTEGRATION_AUDIENCE,
  INTEGRATION_TOKEN_TTL_SECONDS,
} from '../tenancy/realm-settings.ts';
import { findTenantBySubdomain } from '../tenancy/tenant-repository.ts';

const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };

describe.each(testDialects())('integration client credentials on %s', (dialect) => {
  let app: TestApp;
  let clients: IntegrationClientService;
  let demoId: number;
  let heliosId: number;

  beforeAll(async () => {
    // The provider issues tokens at the real time; the API must judge them by it too.
    app = await buildTestApp(dialect, { clock: () => new Date() });
    clients = integrationClientsOf(app.database.db);
    const tenantId = async (subdomain: string) =>
      (await findTenantBySubdomain(app.database.db, subdomain))?.id ?? Number.NaN;
    demoId = await tenantId('demo');
    heliosId = await tenantId('helios');
    // The realm's provider is built before any client exists: clients made later must still
    // work without a restart.
    const discovery = await app.server.inject('/auth/realms/demo/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
  });
  afterAll(() => app.close());

  async function realmKeys(tenant: string) {
    const certs = await app.server.inject(`/auth/realms/${tenant}/protocol/openid-connect/certs`);
    expect(certs.statusCode).toBe(200);
    return createLocalJWKSet(certs.json() as JSONWebKeySet);
  }

  async function secretClient(
    scopes: Parameters<IntegrationClientService['createIntegrationClient']>[1]['scopes'],
    tenantId = demoId,
  ) {
    const issued = await clients.createIntegrationClient(tenantId, { name: 'ERP', scopes });
    if (issued.authMethod !== 'client_secret_basic') throw new Error('expected a secret');
    return issued;
  }

  function expectOAuthError(
    response: { statusCode: number; json(): unknown; headers: Record<string, unknown> },
    status: number,
    error: string,
  ) {
    expect(response.statusCode).toBe(status);
    expect(String(response.headers['content-type'])).toContain('application/json');
    const body = response.json() as Record<string, unknown>;
    expect(body.error).toBe(error);
    expect(body).not.toHaveProperty('access_token');
  }

  it('gives a client_secret_basic client a token for the integration API, exactly per the contract', async () => {
    const client = await secretClient(['customers:read', 'sales:write']);
    const response = await requestWithSecret(app.server, 'demo', client);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: INTEGRATION_TOKEN_TTL_SECONDS });
    // No scope asked: every granted scope.
    expect(body.scope.split(' ').sort()).toEqual(['customers:read', 'sales:write']);
    expect(body).not.toHaveProperty('refresh_token');
    expect(body).not.toHaveProperty('id_token');

    const { payload, protectedHeader } = await jwtVerify(
      body.access_token,
      await realmKeys('demo'),
      {
        issuer: issuerOf('demo'),
        audience: INTEGRATION_AUDIENCE,
        typ: 'at+jwt',
        algorithms: ['ES256'],
      },
    );
    expect(protectedHeader).toMatchObject({ typ: 'at+jwt', alg: 'ES256' });
    expect(Object.keys(payload).sort()).toEqual(
      ['aud', 'client_id', 'exp', 'iat', 'iss', 'jti', 'scope', 'sub'].sort(),
    );
    expect(payload).toMatchObject({
      iss: issuerOf('demo'),
      aud: INTEGRATION_AUDIENCE,
      sub: client.clientId,
      client_id: client.clientId,
    });
    expect(String(payload.scope).split(' ').sort()).toEqual(['customers:read', 'sales:write']);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(INTEGRATION_TOKEN_TTL_SECONDS);
  });

  it('answers a back office over a real socket, its token verified with the fetched JWKS', async () => {
    const client = await secretClient(['engagement:write']);
    const address = await app.server.listen({ port: 0, host: '127.0.0.1' });
    const response = await fetch(`${address}${tokenPath('demo')}`, {
      method: 'POST',
      headers: {
        authorization: basicAuthorization(client.clientId, client.secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials&scope=engagement%3Awrite',
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as { access_token: string; scope: string };
    expect(body.scope).toBe('engagement:write');
    const jwks = createRemoteJWKSet(
      new URL(`${address}/auth/realms/demo/protocol/openid-connect/certs`),
    );
    const { payload } = await jwtVerify(body.access_token, jwks, {
      issuer: issuerOf('demo'),
      audience: INTEGRATION_AUDIENCE,
      typ: 'at+jwt',
    });
    expect(payload.client_id).toBe(client.clientId);
  });

  it('narrows the token to the scopes asked for, and refuses a scope it was not granted', async () => {
    const client = await secretClient(['customers:read', 'sales:write']);
    const narrowed = await requestWithSecret(app.server, 'demo', client, {
      scope: 'customers:read',
    });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json().scope).toBe('customers:read');
    expect(decodeJwt(narrowed.json().access_token).scope).toBe('customers:read');

    const beyond = await requestWithSecret(app.server, 'demo', client, {
      scope: 'customers:read billing:write',
    });
    expectOAuthError(beyond, 400, 'invalid_scope');
    // The sign-in scopes are not an integration client's either.
    const openid = await requestWithSecret(app.server, 'demo', client, { scope: 'openid' });
    expectOAuthError(openid, 400, 'invalid_scope');
  });

  it('refuses a wrong secret, and an old one after a rotation', async () => {
    const client = await secretClient(['billing:read']);
    const wrong = await requestWithSecret(app.server, 'demo', {
      ...client,
      secret: `${client.secret}x`,
    });
    expectOAuthError(wrong, 401, 'invalid_client');
    // The secret goes in the Authorization header only (no client_secret_post).
    const inBody = await app.server.inject({
      method: 'POST',
      url: tokenPath('demo'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: client.clientId,
        client_secret: client.secret,
      }).toString(),
    });
    expectOAuthError(inBody, 401, 'invalid_client');

    const rotated = await clients.rotateSecret(demoId, client.clientId);
    const old = await requestWithSecret(app.server, 'demo', client);
    expectOAuthError(old, 401, 'invalid_client');
    const fresh = await requestWithSecret(app.server, 'demo', { ...client, secret: rotated });
    expect(fresh.statusCode).toBe(200);
  });

  it('refuses a client disabled after it got a token, with no restart', async () => {
    const client = await secretClient(['care:write']);
    expect((await requestWithSecret(app.server, 'demo', client)).statusCode).toBe(200);
    await clients.disable(demoId, client.clientId);
    const refused = await requestWithSecret(app.server, 'demo', client);
    expectOAuthError(refused, 401, 'invalid_client');
  });

  it("refuses another tenant's client at this tenant's endpoint", async () => {
    const helios = await secretClient(['customers:read'], heliosId);
    const elsewhere = await requestWithSecret(app.server, 'demo', helios);
    expectOAuthError(elsewhere, 401, 'invalid_client');
    const home = await requestWithSecret(app.server, 'helios', helios);
    expect(home.statusCode).toBe(200);
    expect(decodeJwt(home.json().access_token).iss).toBe(issuerOf('helios'));
  });

  it('gives a private_key_jwt client a token for an assertion signed with a registered key', async () => {
    const key = await createClientKey('ES256');
    const rsa = await createClientKey('RS256');
    const issued = await clients.createIntegrationClient(demoId, {
      name: 'ERP with keys',
      scopes: ['fulfilment:write', 'events:read'],
      jwks: { keys: [key.publicJwk, rsa.publicJwk] },
    });
    expect(issued).toEqual({ clientId: issued.clientId, authMethod: 'private_key_jwt' });

    const assertion = await signAssertion(key, issued.clientId);
    const response = await requestWithAssertion(app.server, 'demo', assertion, {
      scope: 'events:read',
    });
    expect(response.statusCode).toBe(200);
    const { payload } = await jwtVerify(response.json().access_token, await realmKeys('demo'), {
      issuer: issuerOf('demo'),
      audience: INTEGRATION_AUDIENCE,
      typ: 'at+jwt',
    });
    expect(payload).toMatchObject({ sub: issued.clientId, scope: 'events:read' });

    // The token endpoint's own URL is an audience oidc-provider accepts too; the other key works.
    const byEndpoint = await signAssertion(rsa, issued.clientId, {
      audience: `${issuerOf('demo')}/protocol/openid-connect/token`,
    });
    expect((await requestWithAssertion(app.server, 'demo', byEndpoint)).statusCode).toBe(200);

    // An assertion is good once (its jti is remembered).
    const replayed = await requestWithAssertion(app.server, 'demo', assertion);
    expectOAuthError(replayed, 401, 'invalid_client');

    // The back office rotates its keys: the dropped key is refused from the next request on.
    await clients.replaceKeys(demoId, issued.clientId, { keys: [rsa.publicJwk] });
    const dropped = await signAssertion(key, issued.clientId);
    expectOAuthError(
      await requestWithAssertion(app.server, 'demo', dropped),
      401,
      'invalid_client',
    );
    const kept = await signAssertion(rsa, issued.clientId);
    expect((await requestWithAssertion(app.server, 'demo', kept)).statusCode).toBe(200);
  });

  it('refuses an assertion signed with a key the client did not register', async () => {
    const registered = await createClientKey('ES256');
    const issued = await clients.createIntegrationClient(demoId, {
      name: 'ERP with keys',
      scopes: ['sales:read'],
      jwks: { keys: [registered.publicJwk] },
    });
    const stranger = await createClientKey('ES256');
    // Even when it claims the registered key's id.
    const forged = await signAssertion(
      { ...stranger, publicJwk: { ...stranger.publicJwk, kid: registered.publicJwk.kid } },
      issued.clientId,
    );
    expectOAuthError(await requestWithAssertion(app.server, 'demo', forged), 401, 'invalid_client');
    const unknownKid = await signAssertion(stranger, issued.clientId);
    expectOAuthError(
      await requestWithAssertion(app.server, 'demo', unknownKid),
      401,
      'invalid_client',
    );
    // A key client cannot fall back to a secret: it has none.
    const basic = await requestWithSecret(app.server, 'demo', {
      clientId: issued.clientId,
      secret: 'guessed',
    });
    expectOAuthError(basic, 401, 'invalid_client');
  });

  it('keeps integration and portal tokens apart: each audience for its own clients only', async () => {
    const client = await secretClient(['customers:read']);
    const portalAudience = await requestWithSecret(app.server, 'demo', client, {
      resource: API_AUDIENCE,
    });
    expectOAuthError(portalAudience, 400, 'invalid_target');

    // The portal's public client has no client-credentials grant.
    const portal = await app.server.inject({
      method: 'POST',
      url: tokenPath('demo'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: 'customer-portal',
      }).toString(),
    });
    expectOAuthError(portal, 400, 'invalid_request');
    expect(portal.json().error_description).toBe(
      'requested grant type is not allowed for this client',
    );
  });

  it("is not a customer's token, and the customer API refuses it (401, envelope)", async () => {
    const customer = await new RealmClient(app.server, 'demo').signIn(jan);
    const customerClaims = decodeJwt(customer.access_token);
    expect(customerClaims.aud).toBe(API_AUDIENCE);
    await expect(
      jwtVerify(customer.access_token, await realmKeys('demo'), { audience: INTEGRATION_AUDIENCE }),
    ).rejects.toThrow();
    // The customer's sign-in still gets exactly its own scopes, with integration scopes on offer.
    expect(customerClaims.client_id).toBe('customer-portal');

    const client = await secretClient(['customers:read', 'customers:write']);
    const integration = (await requestWithSecret(app.server, 'demo', client)).json();
    expect(decodeProtectedHeader(integration.access_token).typ).toBe('at+jwt');
    const me = await app.server.inject({
      url: '/api/auth/me?subDomain=demo',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${integration.access_token}` },
    });
    expect(me.statusCode).toBe(401);
    expect(me.json()).toMatchObject({ data: null, errors: [{ code: 'UNAUTHENTICATED' }] });
    // The customer's own token is still accepted there.
    const mine = await app.server.inject({
      url: '/api/auth/me?subDomain=demo',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${customer.access_token}` },
    });
    expect(mine.statusCode).toBe(200);
  });

  it('refuses the portal client asking for integration scopes at the authorization endpoint', async () => {
    const realm = new RealmClient(app.server, 'demo');
    const asked = await realm.authorize({ scope: 'openid customers:write' });
    const location = String(asked.headers.location ?? '');
    expect(new URLSearchParams(location.slice(location.indexOf('#') + 1)).get('error')).toBe(
      'invalid_scope',
    );
  });
});
