// Realm keys and provider state live in the database: a second instance (or a restart) publishes
// the same keys, honours the first one's sessions and refresh tokens, and after a rotation signs
// with new keys while tokens signed by the old ones keep verifying until the old keys retire.
import Fastify, { type FastifyInstance } from 'fastify';
import { createLocalJWKSet, decodeProtectedHeader, type JSONWebKeySet, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { tenantId } from '../../../test/demo-database.ts';
import { issuerOf, RealmClient, testConfig } from '../../../test/oidc-client.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { createRealmTestKey, storeRealmKey } from '../../../test/token-minter.ts';
import { app as portal } from '../../app.ts';
import { demoPasswords } from '../../demo/demo-accounts.ts';
import { serverOptions } from '../http/server-options.ts';
import { API_AUDIENCE } from '../tenancy/realm-settings.ts';
import { createRealmKeyCipher, keyEncryptionKeyOf, realmKeyCipher } from './realm-key-cipher.ts';
import {
  KEY_RETIREMENT_GRACE_SECONDS,
  keysFingerprint,
  listRealmKeys,
  publishedJwks,
  resealRealmKeys,
  rotateRealmKeys,
} from './realm-keys.ts';
import { listAllSigningKeys, listSigningKeys } from './signing-key-repository.ts';

const jan = { email: 'jan.peeters@example.be', password: demoPasswords.demo };
// The app under test seals its realm keys with the key of its configuration (DATA_DIR's file).
const cipher = realmKeyCipher(testConfig);

describe.each(testDialects())('realm keys on %s', (dialect) => {
  let first: TestApp;
  const others: FastifyInstance[] = [];

  /** Another instance of the portal on the same database (another process, or a restart). */
  async function anotherInstance(): Promise<FastifyInstance> {
    const server = Fastify(serverOptions(testConfig));
    await server.register(portal, {
      config: { ...testConfig, webDist: '/nonexistent' },
      database: first.database,
      clock: () => new Date(),
    });
    await server.ready();
    others.push(server);
    return server;
  }

  async function jwksOf(server: FastifyInstance): Promise<JSONWebKeySet> {
    const response = await server.inject({
      url: '/auth/realms/demo/protocol/openid-connect/certs',
    });
    return response.json() as JSONWebKeySet;
  }

  beforeAll(async () => {
    first = await buildTestApp(dialect, { clock: () => new Date() });
  });
  afterAll(async () => {
    // The instances share one database handle: the last close releases it.
    for (const server of others) await server.close();
    await first.close();
  });

  it('keeps keys, sessions and refresh tokens across instances', async () => {
    const client = new RealmClient(first.server, 'demo');
    const tokens = await client.signIn(jan);
    const second = await anotherInstance();
    const kids = (keys: JSONWebKeySet) => keys.keys.map((key) => key.kid).sort();
    // Another instance publishes the keys the database holds, those the first signed with among
    // them. (Compared with the database, not with the first instance's answer: that one may be
    // up to a minute behind a rotation another test made.)
    const { db } = first.database;
    const stored = await listRealmKeys(db, cipher, await tenantId(db, 'demo'));
    const published = kids(await jwksOf(second));
    expect(published).toEqual(
      publishedJwks(stored, new Date())
        .map((key) => key.kid)
        .sort(),
    );
    expect(published).toContain(decodeProtectedHeader(tokens.access_token).kid);

    const onSecond = new RealmClient(second, 'demo');
    const refreshed = await onSecond.refresh(tokens.refresh_token);
    expect(refreshed.statusCode).toBe(200);
    // The same browser, now served by the second instance: its session cookie is still valid
    // (cookie keys come from the database), so it signs in without the form.
    const again = await new RealmClient(second, 'demo', { jar: client.jar }).authorize();
    expect(String(again.headers.location)).toContain('#code=');
  });

  it('signs with new keys after a rotation and still verifies tokens of the old ones', async () => {
    const before = await new RealmClient(first.server, 'demo').signIn(jan);
    const oldKid = decodeProtectedHeader(before.access_token).kid;
    const { db } = first.database;
    const demoId = await tenantId(db, 'demo');
    // Published before the rotation: the realm's pair, and any key another test of this file
    // stored beside it.
    const publishedBefore = publishedJwks(await listRealmKeys(db, cipher, demoId), new Date());
    expect(publishedBefore.map((key) => key.kid)).toContain(oldKid);
    const fresh = await rotateRealmKeys(db, cipher, demoId);
    expect(fresh).toHaveLength(2);

    const restarted = await anotherInstance();
    const published = await jwksOf(restarted);
    expect(published.keys).toHaveLength(publishedBefore.length + 2);
    const after = await new RealmClient(restarted, 'demo').signIn(jan);
    const newKid = decodeProtectedHeader(after.access_token).kid;
    expect(fresh).toContain(newKid);
    expect(newKid).not.toBe(oldKid);

    const keySet = createLocalJWKSet(published);
    for (const token of [before.access_token, after.access_token]) {
      const verified = await jwtVerify(token, keySet, {
        issuer: issuerOf('demo'),
        audience: API_AUDIENCE,
      });
      expect(verified.payload.sub).toBe('1');
      const me = await restarted.inject({
        url: '/api/auth/me?subDomain=demo',
        headers: { 'x-subdomain': 'demo', authorization: `Bearer ${token}` },
      });
      expect(me.statusCode).toBe(200);
    }

    // Once the grace period is over, the old keys are no longer published.
    const keys = await listRealmKeys(db, cipher, demoId);
    const later = new Date(Date.now() + (KEY_RETIREMENT_GRACE_SECONDS + 60) * 1000);
    expect(publishedJwks(keys, later).map((key) => key.kid)).toEqual(expect.arrayContaining(fresh));
    expect(publishedJwks(keys, later)).toHaveLength(2);
    expect(keysFingerprint(keys, later)).not.toBe(keysFingerprint(keys, new Date()));
  });

  it('keeps each realm on its own keys', async () => {
    for (const realm of ['demo', 'helios']) {
      await first.server.inject({ url: `/auth/realms/${realm}/protocol/openid-connect/certs` });
    }
    const { db } = first.database;
    const helios = await listSigningKeys(db, await tenantId(db, 'helios'));
    const demo = await listSigningKeys(db, await tenantId(db, 'demo'));
    expect(helios.length).toBeGreaterThan(0);
    expect(demo.length).toBeGreaterThan(0);
    expect(helios.some((key) => demo.some((other) => other.kid === key.kid))).toBe(false);
  });

  it('stores private keys sealed: no private part in the database, bound to realm and key id', async () => {
    // A realm makes its keys on first use: publishing them is that use, whatever ran before.
    await jwksOf(first.server);
    const { db } = first.database;
    const stored = await listSigningKeys(db, await tenantId(db, 'demo'));
    expect(stored.length).toBeGreaterThan(0);
    for (const key of stored) {
      expect(key.sealedJwk).toMatch(/^v1\./);
      expect(key.sealedJwk).not.toContain('"d"');
    }
    const [key] = stored;
    if (!key) throw new Error('no key');
    const demoId = await tenantId(db, 'demo');
    expect(cipher.open(key.sealedJwk, { tenantId: demoId, kid: key.kid }).d).toBeDefined();
    // Moved to another realm's row, or opened with another key, it does not open.
    expect(() => cipher.open(key.sealedJwk, { tenantId: demoId + 1, kid: key.kid })).toThrow();
    const stranger = createRealmKeyCipher(Buffer.alloc(32, 9));
    expect(() => stranger.open(key.sealedJwk, { tenantId: demoId, kid: key.kid })).toThrow();
  });

  it('reseals plain and previously sealed keys with a new key, which then opens them all', async () => {
    const { db } = first.database;
    const demoId = await tenantId(db, 'demo');
    // A key stored in plain JSON, as before keys were sealed.
    await storeRealmKey(db, demoId, await createRealmTestKey('ES256'), new Date());
    const before = await listRealmKeys(db, cipher, demoId);
    const appKey = keyEncryptionKeyOf(testConfig);
    const newKey = Buffer.alloc(32, 3);
    // A reseal covers every realm's keys, whichever realms earlier tests made keys for.
    const everyRealm = (await listAllSigningKeys(db)).length;
    expect(everyRealm).toBeGreaterThanOrEqual(before.length);
    expect(await resealRealmKeys(db, createRealmKeyCipher(newKey, [appKey]))).toBe(everyRealm);
    const stored = await listSigningKeys(db, demoId);
    expect(stored.every((key) => key.sealedJwk.startsWith('v1.'))).toBe(true);
    const after = await listRealmKeys(db, createRealmKeyCipher(newKey), demoId);
    expect(after.map((key) => key.privateJwk)).toEqual(before.map((key) => key.privateJwk));
    // Back to the key of the app under test.
    await resealRealmKeys(db, createRealmKeyCipher(appKey, [newKey]));
    expect(await listRealmKeys(db, cipher, demoId)).toHaveLength(before.length);
  });
});
