// Introspection (RFC 7662) and revocation (RFC 7009) of the realm's JWT access tokens, over HTTP on
// both databases: a client's own live token is active with its claims; a token of another client,
// a customer's token, a token with a broken signature and one of another realm are inactive; a
// customer's access token revoked by its own client is refused by the API at once, and by no
// other client; an unauthenticated caller is refused.
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import {
  basicAuthorization,
  integrationClientsOf,
  requestWithSecret,
} from '../../../test/integration-token-client.ts';
import { clientId, issuerOf, RealmClient } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';
import type { IntegrationClientService } from '../../features/integration/integration-client-service.ts';
import { findTenantBySubdomain } from '../tenancy/tenant-repository.ts';

const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };

describe.each(testDialects())('JWT introspection on %s', (dialect) => {
  let app: TestApp;
  let clients: IntegrationClientService;

  beforeAll(async () => {
    app = await buildTestApp(dialect, { clock: () => new Date() });
    clients = integrationClientsOf(app.database.db);
  });
  afterAll(() => app.close());

  async function tokenHolder(tenant = 'demo') {
    const tenantId = (await findTenantBySubdomain(app.database.db, tenant))?.id ?? Number.NaN;
    const issued = await clients.createIntegrationClient(tenantId, {
      name: 'Resource server',
      scopes: ['customers:read'],
    });
    if (issued.authMethod !== 'client_secret_basic') throw new Error('expected a secret');
    const answer = await requestWithSecret(app.server, tenant, issued);
    expect(answer.statusCode).toBe(200);
    return { ...issued, token: String(answer.json().access_token) };
  }

  const introspect = (
    caller: { clientId: string; secret: string },
    token: string,
    tenant = 'demo',
  ) =>
    app.server.inject({
      method: 'POST',
      url: `/auth/realms/${tenant}/protocol/openid-connect/token/introspect`,
      headers: {
        authorization: basicAuthorization(caller.clientId, caller.secret),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ token }).toString(),
    });

  it("answers a client's own live JWT access token active, with its claims", async () => {
    const holder = await tokenHolder();
    const response = await introspect(holder, holder.token);
    expect(response.statusCode).toBe(200);
    const claims = decodeJwt(holder.token);
    expect(response.json()).toMatchObject({
      active: true,
      token_type: 'Bearer',
      client_id: holder.clientId,
      iss: issuerOf('demo'),
      exp: claims.exp,
      scope: 'customers:read',
    });
  });

  it("answers inactive for another client's, a customer's, a forged and another realm's token", async () => {
    const caller = await tokenHolder();
    const other = await tokenHolder();
    const customer = await new RealmClient(app.server, 'demo').signIn(jan);
    const [header, payload] = caller.token.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not the signature').toString('base64url')}`;
    const foreign = await tokenHolder('helios');
    for (const token of [other.token, customer.access_token, forged, foreign.token, 'opaque']) {
      const response = await introspect(caller, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ active: false });
    }
  });

  const revoke = (form: Record<string, string>, authorization?: string) =>
    app.server.inject({
      method: 'POST',
      url: '/auth/realms/demo/protocol/openid-connect/revoke',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        ...(authorization ? { authorization } : {}),
      },
      payload: new URLSearchParams(form).toString(),
    });
  const me = (accessToken: string) =>
    app.server.inject({
      url: '/api/auth/me',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${accessToken}` },
    });

  it("revokes a customer's JWT access token for its own client only, ending its grant", async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    // Another client presenting it: 200 as for any token not its own, and nothing ends.
    const stranger = await tokenHolder();
    const foreign = await revoke(
      { token: tokens.access_token },
      basicAuthorization(stranger.clientId, stranger.secret),
    );
    expect(foreign.statusCode).toBe(200);
    expect((await me(tokens.access_token)).statusCode).toBe(200);
    const own = await revoke({ client_id: clientId, token: tokens.access_token });
    expect(own.statusCode).toBe(200);
    expect(own.body).toBe('');
    expect((await me(tokens.access_token)).statusCode).toBe(401);
    // RFC 7009 §2.1: the grant's refresh token ends with it.
    expect((await client.refresh(tokens.refresh_token)).statusCode).toBe(400);
  });

  it('keeps a client-credentials token unrevocable, as it names no grant', async () => {
    const holder = await tokenHolder();
    const response = await revoke(
      { token: holder.token },
      basicAuthorization(holder.clientId, holder.secret),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe('unsupported_token_type');
    expect((await introspect(holder, holder.token)).json().active).toBe(true);
  });

  it('refuses a caller with a wrong secret', async () => {
    const holder = await tokenHolder();
    const response = await introspect({ ...holder, secret: 'wrong' }, holder.token);
    expect(response.statusCode).toBe(401);
    expect(response.json().error).toBe('invalid_client');
  });
});
