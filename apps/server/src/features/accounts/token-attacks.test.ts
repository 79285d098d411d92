// Every way a bearer token can be wrong is refused with 401, on both dialects.
import { createHmac, createSign, KeyObject } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { customerScope } from '../../../test/demo-database.ts';
import { buildTestApp, type TestApp, testNow } from '../../../test/test-app.ts';
import {
  createRealmTestKey,
  type RealmTestKey,
  signToken,
  storeRealmKey,
} from '../../../test/token-minter.ts';
import { loadConfig } from '../../platform/config/config.ts';
import { API_AUDIENCE, embeddedIssuer } from '../../platform/tenancy/realm-settings.ts';

const config = loadConfig({});
const seconds = Math.floor(testNow.getTime() / 1000);
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

describe.each(testDialects())('bearer token attacks on %s', (dialect) => {
  let app: TestApp;
  let demoKey: RealmTestKey;
  let heliosKey: RealmTestKey;
  let jan: { tenantId: number; customerId: number };
  let camille: { tenantId: number; customerId: number };

  const claims = (overrides: Record<string, unknown> = {}) => ({
    iss: embeddedIssuer(config, 'demo'),
    aud: API_AUDIENCE,
    sub: String(jan.customerId),
    iat: seconds - 60,
    exp: seconds + 600,
    ...overrides,
  });
  const me = (token: string | undefined, tenant = 'demo') =>
    app.server.inject({
      url: '/api/auth/me',
      headers: { 'x-subdomain': tenant, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  const expectRefused = async (token: string | undefined, tenant = 'demo') => {
    const response = await me(token, tenant);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'UNAUTHENTICATED' }] });
  };

  beforeAll(async () => {
    app = await buildTestApp(dialect);
    jan = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
    camille = await customerScope(app.database.db, 'helios', 'camille.dubois@example.be');
    demoKey = await createRealmTestKey('RS256');
    heliosKey = await createRealmTestKey('ES256');
    await storeRealmKey(app.database.db, jan.tenantId, demoKey, testNow);
    await storeRealmKey(app.database.db, camille.tenantId, heliosKey, testNow);
  });
  afterAll(() => app.close());

  it('accepts a well-formed token of the realm and answers auth/me from it', async () => {
    const response = await me(await signToken(demoKey, claims()));
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      customerIds: jan.customerId,
      email: 'jan.peeters@example.be',
      languageCode: 'nl',
      countryCode: 'BE',
    });
  });

  it('refetches the keys once for a key published after the cache was filled', async () => {
    // An app of its own: a realm's forced refetch is allowed once per 30 s, and another test here
    // spends this app's on a key the realm never published.
    const own = await buildTestApp(dialect);
    try {
      const ownMe = (token: string) =>
        own.server.inject({
          url: '/api/auth/me',
          headers: { 'x-subdomain': 'demo', authorization: `Bearer ${token}` },
        });
      const ownJan = await customerScope(own.database.db, 'demo', 'jan.peeters@example.be');
      const ownClaims = claims({ sub: String(ownJan.customerId) });
      await storeRealmKey(own.database.db, ownJan.tenantId, demoKey, testNow);
      expect((await ownMe(await signToken(demoKey, ownClaims))).statusCode).toBe(200);
      const rotated = await createRealmTestKey('ES256');
      await storeRealmKey(own.database.db, ownJan.tenantId, rotated, testNow);
      expect((await ownMe(await signToken(rotated, ownClaims))).statusCode).toBe(200);
    } finally {
      await own.close();
    }
  });

  it('refuses a token issued more than 60 s in the future, accepts small clock drift', async () => {
    await expectRefused(await signToken(demoKey, claims({ iat: seconds + 120 })));
    expect((await me(await signToken(demoKey, claims({ iat: seconds + 30 })))).statusCode).toBe(
      200,
    );
  });

  it.each([
    ['jku', { jku: 'https://attacker.example/jwks.json' }],
    ['x5u', { x5u: 'https://attacker.example/cert.pem' }],
    ['jwk', { jwk: { kty: 'RSA', n: 'AQAB', e: 'AQAB' } }],
    ['x5c', { x5c: ['MIIB'] }],
    ['an unknown crit extension', { crit: ['exp-override'], 'exp-override': true }],
  ])('refuses a token whose header carries %s', async (_name, extra) => {
    // Signed by hand: jose will not sign an unknown crit extension itself.
    const header = { alg: 'RS256', kid: demoKey.kid, typ: 'at+jwt', ...extra };
    const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims()))}`;
    const signature = createSign('RSA-SHA256')
      .update(signingInput)
      .sign(KeyObject.from(demoKey.privateKey));
    await expectRefused(`${signingInput}.${base64url(signature)}`);
  });

  it('refuses a request without a token', () => expectRefused(undefined));

  it.each(['none', 'None', 'NONE', 'nOnE'])('refuses alg %j', async (alg) => {
    const unsigned = `${base64url(JSON.stringify({ alg, typ: 'at+jwt', kid: demoKey.kid }))}.${base64url(JSON.stringify(claims()))}.`;
    await expectRefused(unsigned);
  });

  it('refuses HS256 signed with the realm public key as the secret', async () => {
    const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'at+jwt', kid: demoKey.kid }));
    const payload = base64url(JSON.stringify(claims()));
    for (const secret of [JSON.stringify(demoKey.publicJwk), demoKey.publicJwk.n ?? '']) {
      const signature = createHmac('sha256', secret)
        .update(`${header}.${payload}`)
        .digest('base64url');
      await expectRefused(`${header}.${payload}.${signature}`);
    }
  });

  it('refuses a tampered payload', async () => {
    const [header, , signature] = (await signToken(demoKey, claims())).split('.');
    const otherCustomer = base64url(JSON.stringify(claims({ sub: String(jan.customerId + 1) })));
    await expectRefused(`${header}.${otherCustomer}.${signature}`);
  });

  it('refuses an expired token', async () => {
    await expectRefused(
      await signToken(demoKey, claims({ iat: seconds - 3600, exp: seconds - 60 })),
    );
  });

  it('refuses a token that is not yet valid', async () => {
    await expectRefused(await signToken(demoKey, claims({ nbf: seconds + 600 })));
  });

  it("refuses another tenant's realm as issuer, even signed with this realm's key", async () => {
    await expectRefused(
      await signToken(demoKey, claims({ iss: embeddedIssuer(config, 'helios') })),
    );
  });

  it("refuses a valid token of tenant B's realm sent with x-subdomain A", async () => {
    const heliosToken = await signToken(
      heliosKey,
      claims({ iss: embeddedIssuer(config, 'helios'), sub: String(camille.customerId) }),
    );
    expect((await me(heliosToken, 'helios')).statusCode).toBe(200);
    await expectRefused(heliosToken, 'demo');
  });

  it('refuses a demo-realm token naming a customer of another tenant', async () => {
    await expectRefused(await signToken(demoKey, claims({ sub: String(camille.customerId) })));
  });

  it('refuses a wrong audience', async () => {
    await expectRefused(await signToken(demoKey, claims({ aud: 'customer-portal' })));
    await expectRefused(await signToken(demoKey, claims({ aud: 'urn:other:api' })));
  });

  it('refuses an ID token used as access token', async () => {
    const idToken = claims({
      aud: 'customer-portal',
      nonce: 'n-0S6_WzA2Mj',
      auth_time: seconds - 60,
    });
    await expectRefused(await signToken(demoKey, idToken, { typ: 'JWT' }));
    // Even with the API audience, only an access token (typ at+jwt) is accepted.
    await expectRefused(await signToken(demoKey, claims(), { typ: 'JWT' }));
  });

  it('refuses a token signed by a key the realm never published', async () => {
    const stranger = await createRealmTestKey('RS256');
    await expectRefused(await signToken(stranger, claims()));
    await expectRefused(await signToken(stranger, claims(), { kid: demoKey.kid }));
  });

  it('refuses a subject that is not a customer id', async () => {
    await expectRefused(await signToken(demoKey, claims({ sub: 'admin' })));
    await expectRefused(await signToken(demoKey, claims({ sub: '0' })));
    // Only the id written plainly: not another spelling of the same number.
    const id = jan.customerId;
    for (const spelled of [` ${id}`, `0x${id.toString(16)}`, `${id}.0`, `0${id}`, `+${id}`]) {
      await expectRefused(await signToken(demoKey, claims({ sub: spelled })));
    }
  });
});
