// Idempotency records are kept 24 hours: running an idempotent operation first purges older ones
// (of every tenant), at most once an hour per database, on both dialects.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runIdempotently } from '../src/features/offers/offer-idempotency.ts';
import { claimIdempotencyKey } from '../src/features/offers/offer-idempotency-repository.ts';
import { type TestDatabase, testDialects } from './databases.ts';
import {
  type CustomerScope,
  createDemoDatabase,
  customerScope,
  seededAt,
} from './demo-database.ts';

const HOUR = 3_600_000;
const at = (hoursFromSeed: number) => new Date(seededAt.getTime() + hoursFromSeed * HOUR);

describe.each(testDialects())('idempotency record purge on %s', (dialect) => {
  let database: TestDatabase;
  let jan: CustomerScope;
  let camille: CustomerScope;
  beforeEach(async () => {
    database = await createDemoDatabase(dialect);
    jan = await customerScope(database.handle.db, 'demo', 'jan.peeters@example.be');
    camille = await customerScope(database.handle.db, 'helios', 'camille.dubois@example.be');
  });
  afterEach(() => database.drop());

  const store = (scope: CustomerScope, key: string, createdAt: Date) =>
    claimIdempotencyKey(
      database.handle.db,
      { ...scope, key, operation: 'offer.sign', requestHash: key },
      createdAt.toISOString(),
    );
  const keys = async () =>
    (
      await database.handle.db
        .selectFrom('idempotency_keys')
        .select('idempotency_key')
        .orderBy('idempotency_key')
        .execute()
    ).map((row) => row.idempotency_key);
  const run = (key: string, now: Date) =>
    runIdempotently(
      database.handle.db,
      { ...jan, key, operation: 'offer.sign', requestHash: key },
      () => now,
      async () => ({ ran: key }),
      (json) => json as { ran: string },
    );

  it('purges records older than 24 hours of every tenant when a new key is stored', async () => {
    await store(jan, 'old-jan', at(-25));
    await store(camille, 'old-camille', at(-24.01));
    await store(jan, 'recent-jan', at(-23.99));
    expect(await run('new', at(0))).toEqual({ ran: 'new' });
    expect(await keys()).toEqual(['new', 'recent-jan']);
  });

  it('purges at most once an hour, then again', async () => {
    await run('first', at(0));
    await store(jan, 'expired', at(-30));
    await run('half-an-hour-later', at(0.5));
    expect(await keys()).toContain('expired');
    await run('an-hour-later', at(1));
    expect(await keys()).toEqual(['an-hour-later', 'first', 'half-an-hour-later']);
  });

  it('replays a stored result within 24 hours and runs the key afresh after', async () => {
    let runs = 0;
    const sign = (now: Date) =>
      runIdempotently(
        database.handle.db,
        { ...jan, key: 'same', operation: 'offer.sign', requestHash: 'same' },
        () => now,
        async () => ({ run: ++runs }),
        (json) => json as { run: number },
      );
    expect(await sign(at(0))).toEqual({ run: 1 });
    expect(await sign(at(23))).toEqual({ run: 1 });
    expect(await sign(at(24.5))).toEqual({ run: 2 });
    expect(runs).toBe(2);
  });
});
