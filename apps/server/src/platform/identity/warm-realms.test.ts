// The warm-up before listening builds every realm's provider (its signing keys are made on that
// first build), reads and writes nothing else, and reports a realm it could not reach instead of
// failing the start.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { tenantId } from '../../../test/demo-database.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';
import { listSigningKeys } from './signing-key-repository.ts';
import { warmRealms } from './warm-realms.ts';

describe.each(testDialects())('realm warm-up on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { clock: () => new Date() });
  });
  afterAll(() => app.close());

  it('builds each realm before the first customer asks, and names the ones it could not', async () => {
    const { db } = app.database;
    const realms = ['demo', 'helios'];
    const ids = await Promise.all(realms.map((realm) => tenantId(db, realm)));
    const keysOf = async () =>
      Promise.all(ids.map(async (id) => (await listSigningKeys(db, id)).length));
    expect(await keysOf()).toEqual([0, 0]);
    const interactionsBefore = await db
      .selectFrom('oidc_payloads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();

    const result = await warmRealms(app.server, [...realms, 'no-such-realm']);

    expect(result).toEqual({ warmed: realms, failed: ['no-such-realm'] });
    for (const count of await keysOf()) expect(count).toBeGreaterThan(0);
    const interactionsAfter = await db
      .selectFrom('oidc_payloads')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(interactionsAfter.count)).toBe(Number(interactionsBefore.count));
  });
});
