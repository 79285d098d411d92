// The provider's storage adapter on both dialects: every operation keyed by realm and model,
// expired rows invisible, consumption and grant revocation as the provider expects.
import type { AdapterPayload } from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDialects } from '../../../test/databases.ts';
import { createDemoDatabase, tenantId } from '../../../test/demo-database.ts';
import { createLocalSessionEndings, type SessionEnding } from '../cache/session-endings.ts';
import { kyselyAdapterFactory, type PayloadPurger } from './kysely-adapter.ts';
import { purgeExpiredPayloads } from './oidc-payload-repository.ts';

const noPurge: PayloadPurger = { maybePurge: () => undefined };

describe.each(testDialects())('kysely adapter on %s', (dialect) => {
  let database: TestDatabase;
  let demo: ReturnType<typeof kyselyAdapterFactory>;
  let helios: ReturnType<typeof kyselyAdapterFactory>;
  let demoId: number;
  const heard: SessionEnding[] = [];
  const endings = createLocalSessionEndings((error) => {
    throw error;
  });
  endings.subscribe((ending) => heard.push(ending));
  beforeAll(async () => {
    database = await createDemoDatabase(dialect);
    const { db } = database.handle;
    demoId = await tenantId(db, 'demo');
    demo = kyselyAdapterFactory(db, demoId, noPurge, endings);
    helios = kyselyAdapterFactory(db, await tenantId(db, 'helios'), noPurge, endings);
  });
  afterAll(() => database.drop());

  const payload = (extra: AdapterPayload = {}): AdapterPayload => ({
    accountId: '1',
    clientId: 'customer-portal',
    ...extra,
  });

  it('stores, finds and replaces a payload', async () => {
    const codes = demo('AuthorizationCode');
    await codes.upsert('code-1', payload({ grantId: 'grant-1' }), 60);
    expect(await codes.find('code-1')).toEqual(payload({ grantId: 'grant-1' }));
    await codes.upsert('code-1', payload({ grantId: 'grant-2' }), 60);
    expect(await codes.find('code-1')).toEqual(payload({ grantId: 'grant-2' }));
    expect(await codes.find('missing')).toBeUndefined();
  });

  it('keeps realms and models apart', async () => {
    await demo('Session').upsert('shared-id', payload({ uid: 'uid-1' }), 60);
    expect(await helios('Session').find('shared-id')).toBeUndefined();
    expect(await demo('Grant').find('shared-id')).toBeUndefined();
    expect(await helios('Session').findByUid('uid-1')).toBeUndefined();
    expect(await demo('Session').findByUid('uid-1')).toMatchObject({ uid: 'uid-1' });
  });

  it('finds by user code', async () => {
    await demo('DeviceCode').upsert('device-1', payload({ userCode: 'ABCD-EFGH' }), 60);
    expect(await demo('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({
      userCode: 'ABCD-EFGH',
    });
    expect(await helios('DeviceCode').findByUserCode('ABCD-EFGH')).toBeUndefined();
  });

  it('marks a payload consumed', async () => {
    const codes = demo('AuthorizationCode');
    await codes.upsert('code-consumed', payload(), 60);
    await codes.consume('code-consumed');
    expect((await codes.find('code-consumed'))?.consumed).toBeTruthy();
  });

  it('ignores expired payloads and purges them', async () => {
    const sessions = demo('Session');
    await sessions.upsert('short', payload({ uid: 'short-uid' }), -1);
    await sessions.upsert('forever', payload({ uid: 'forever-uid' }));
    expect(await sessions.find('short')).toBeUndefined();
    expect(await sessions.findByUid('short-uid')).toBeUndefined();
    expect(await sessions.find('forever')).toBeDefined();
    expect(await purgeExpiredPayloads(database.handle.db, new Date())).toBeGreaterThanOrEqual(1);
    const left = await database.handle.db
      .selectFrom('oidc_payloads')
      .select('id')
      .where('id', '=', 'short')
      .execute();
    expect(left).toEqual([]);
  });

  it('destroys one payload and revokes a grant per model and realm', async () => {
    const refresh = demo('RefreshToken');
    await refresh.upsert('rt-1', payload({ grantId: 'grant-x' }), 60);
    await refresh.upsert('rt-2', payload({ grantId: 'grant-x' }), 60);
    await refresh.upsert('rt-3', payload({ grantId: 'grant-y' }), 60);
    await helios('RefreshToken').upsert('rt-4', payload({ grantId: 'grant-x' }), 60);
    await refresh.destroy('rt-3');
    expect(await refresh.find('rt-3')).toBeUndefined();
    await refresh.revokeByGrantId('grant-x');
    expect(await refresh.find('rt-1')).toBeUndefined();
    expect(await refresh.find('rt-2')).toBeUndefined();
    expect(await helios('RefreshToken').find('rt-4')).toBeDefined();
  });

  it('tells of a destroyed grant by its id and of a destroyed session by its uid', async () => {
    await demo('Session').upsert('session-1', payload({ uid: 'sid-1' }), 60);
    await demo('Grant').upsert('grant-1', payload(), 60);
    heard.length = 0;
    await demo('Session').destroy('session-1');
    await demo('Grant').destroy('grant-1');
    await demo('RefreshToken').destroy('rt-1');
    expect(heard).toEqual([
      { tenantId: demoId, sessionId: 'sid-1' },
      { tenantId: demoId, grantId: 'grant-1' },
    ]);
  });
});
