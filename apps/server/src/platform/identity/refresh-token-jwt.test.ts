// Refresh tokens are JWTs in Keycloak's shape, which a client such as keycloak-js can decode,
// while the realm keeps judging each one by its stored record: rotation, reuse ending the grant,
// revocation and introspection as before, nothing else accepted in its place, and a token still
// good after the key that signed it has left the published key set.
import type { FastifyInstance } from 'fastify';
import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  type JSONWebKeySet,
  jwtVerify,
  UnsecuredJWT,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anotherInstance } from '../../../test/another-instance.ts';
import { testDialects } from '../../../test/databases.ts';
import { tenantId } from '../../../test/demo-database.ts';
import { clientId, issuerOf, RealmClient } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';
import { realmKeyCipher } from './realm-key-cipher.ts';
import { rotateRealmKeys } from './realm-keys.ts';

const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };
const realTime = () => new Date();
const realmPath = '/auth/realms/demo/protocol/openid-connect';

async function publishedKeys(server: FastifyInstance): Promise<JSONWebKeySet> {
  const response = await server.inject({ url: '/auth/realms/demo/protocol/openid-connect/certs' });
  return response.json() as JSONWebKeySet;
}

function introspect(client: RealmClient, token: string) {
  return client.request('POST', `${realmPath}/token/introspect`, {
    form: { client_id: clientId, token },
  });
}

describe.each(testDialects())('refresh tokens as JWTs on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { clock: realTime });
  });
  afterAll(() => app.close());

  it("are signed by the realm's key and carry Keycloak's refresh-token claims", async () => {
    const tokens = await new RealmClient(app.server, 'demo').signIn(jan);
    const header = decodeProtectedHeader(tokens.refresh_token);
    expect(header).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const issuer = issuerOf('demo');
    const { payload } = await jwtVerify(
      tokens.refresh_token,
      createLocalJWKSet(await publishedKeys(app.server)),
      { issuer, audience: issuer },
    );
    const access = decodeJwt(tokens.access_token);
    expect(payload).toMatchObject({
      typ: 'Refresh',
      azp: clientId,
      sub: access.sub,
      sid: access.sid,
      scope: expect.stringContaining('openid'),
    });
    expect(payload.jti).toEqual(expect.any(String));
    expect(Number(payload.exp)).toBeGreaterThan(Number(payload.iat));
  });

  it('rotate on use, and the old one used again ends the grant', async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    const first = (await client.refresh(tokens.refresh_token)).json();
    expect(decodeJwt(first.refresh_token).jti).not.toBe(decodeJwt(tokens.refresh_token).jti);
    expect((await introspect(client, first.refresh_token)).json()).toMatchObject({
      active: true,
      token_type: 'refresh_token',
      client_id: clientId,
      sub: decodeJwt(tokens.access_token).sub,
    });
    expect((await introspect(client, tokens.refresh_token)).json()).toEqual({ active: false });

    const reused = await client.refresh(tokens.refresh_token);
    expect(reused.json().error).toBe('invalid_grant');
    expect((await client.refresh(first.refresh_token)).json().error).toBe('invalid_grant');
    expect((await introspect(client, first.refresh_token)).json()).toEqual({ active: false });
  });

  it('end with their grant when revoked, for their own client only', async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    const revoke = (id: string) =>
      client.request('POST', `${realmPath}/revoke`, {
        form: { client_id: id, token: tokens.refresh_token },
      });
    // A client that is not the token's is refused, and the token lives on.
    expect((await revoke('someone-else')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await introspect(client, tokens.refresh_token)).json().active).toBe(true);

    expect((await revoke(clientId)).statusCode).toBe(200);
    expect((await client.refresh(tokens.refresh_token)).json().error).toBe('invalid_grant');
    const me = await app.server.inject({
      url: '/api/auth/me?subDomain=demo',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${tokens.access_token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('are never taken for something else, nor something else for them', async () => {
    const client = new RealmClient(app.server, 'demo');
    const tokens = await client.signIn(jan);
    // As a bearer token on the API: not an access token (type, audience).
    const me = await app.server.inject({
      url: '/api/auth/me?subDomain=demo',
      headers: { 'x-subdomain': 'demo', authorization: `Bearer ${tokens.refresh_token}` },
    });
    expect(me.statusCode).toBe(401);
    // An access token or an ID token presented as a refresh token.
    for (const token of [tokens.access_token, tokens.id_token]) {
      expect((await client.refresh(token)).json().error).toBe('invalid_grant');
    }
    // Claims rewritten around an id that does not exist, and a real id under another issuer.
    const claims = decodeJwt(tokens.refresh_token);
    const forged = new UnsecuredJWT({ ...claims, jti: 'made-up' }).encode();
    expect((await client.refresh(forged)).json().error).toBe('invalid_grant');
    const elsewhere = new UnsecuredJWT({ ...claims, iss: issuerOf('helios') }).encode();
    expect((await client.refresh(elsewhere)).json().error).toBe('invalid_grant');
    // The real one still works: none of the above touched it.
    expect((await client.refresh(tokens.refresh_token)).statusCode).toBe(200);
  });
});

describe.each(testDialects())('refresh JWTs across a key rotation on %s', (dialect) => {
  let app: TestApp;
  let restarted: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { clock: realTime });
  });
  afterAll(async () => {
    await restarted?.close();
    await app.close();
  });

  it('keep working after the key that signed them has left the published set', async () => {
    const tokens = await new RealmClient(app.server, 'demo').signIn(jan);
    const oldKid = decodeProtectedHeader(tokens.refresh_token).kid;
    const { db } = app.database;
    // Retired at once: the old keys are no longer published anywhere.
    await rotateRealmKeys(db, realmKeyCipher(app.config), await tenantId(db, 'demo'), {
      graceSeconds: 0,
    });
    restarted = await anotherInstance(app, realTime);
    const kids = (await publishedKeys(restarted)).keys.map((key) => key.kid);
    expect(kids).not.toContain(oldKid);

    const refreshed = await new RealmClient(restarted, 'demo').refresh(tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    expect(kids).toContain(decodeProtectedHeader(refreshed.json().refresh_token).kid);
  });
});
