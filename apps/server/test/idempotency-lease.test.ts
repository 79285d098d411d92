// Crash-safe idempotency (decision 024): a claim whose process died (killed while signing) no
// longer holds its key for 24 hours: a retry of the same request takes it over once the claim is
// older than the lease, and runs. A run that takes over a claim which was only slow replays the
// first result stored. A run killed after its commit left its result with its change, so the retry
// replays it (no 409).

import { ErrorCode } from '@portal/contract/error-code';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLAIM_LEASE_MS,
  type Commit,
  runIdempotently,
} from '../src/features/offers/offer-idempotency.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
} from '../src/features/offers/offer-idempotency-repository.ts';
import { AppError } from '../src/platform/errors/app-error.ts';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('idempotency claims of dead requests on %s', (dialect) => {
  let app: TestApp;
  let owner: { tenantId: number; customerId: number };
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    owner = await customerScope(app.database.db, 'demo', 'jan.peeters@example.be');
  });
  afterAll(() => app.close());

  const now = new Date('2026-11-25T10:00:00.000Z');
  const claimOf = (key: string) => ({ ...owner, key, operation: 'test.op', requestHash: 'h' });
  const decode = (json: unknown) => json as { ran: string };
  type Ran = { ran: string };
  const run = (claim: ReturnType<typeof claimOf>, work: (commit: Commit<Ran>) => Promise<Ran>) =>
    runIdempotently(app.database.db, claim, () => now, work, decode);

  it('lets a retry take over a claim older than the lease, and run', async () => {
    const claim = claimOf('dead-claim');
    const claimedAt = new Date(now.getTime() - CLAIM_LEASE_MS - 1_000);
    expect(await claimIdempotencyKey(app.database.db, claim, claimedAt.toISOString())).toBe(true);
    const result = await run(claim, async () => ({ ran: 'retry' }));
    expect(result).toEqual({ ran: 'retry' });
    // And the result is kept: a further repeat replays it without running.
    const again = await run(claim, async () => ({ ran: 'third' }));
    expect(again).toEqual({ ran: 'retry' });
  });

  it('replays the first stored result when the slow first run finishes meanwhile', async () => {
    const claim = claimOf('slow-claim');
    const claimedAt = new Date(now.getTime() - CLAIM_LEASE_MS - 1_000);
    await claimIdempotencyKey(app.database.db, claim, claimedAt.toISOString());
    const result = await run(claim, async () => {
      // The first run, only slow, stores its result while the retry works.
      await completeIdempotencyKey(app.database.db, claim, {
        status: 200,
        json: JSON.stringify({ ran: 'first' }),
      });
      return { ran: 'retry' };
    });
    expect(result).toEqual({ ran: 'first' });
  });

  it('does not take over a claim younger than the lease', async () => {
    const claim = claimOf('live-claim');
    await claimIdempotencyKey(app.database.db, claim, now.toISOString());
    let ran = false;
    const answer = run(claim, async () => {
      ran = true;
      return { ran: 'retry' };
    });
    // The live claim finishes: the waiting retry replays it and never runs.
    await completeIdempotencyKey(app.database.db, claim, {
      status: 200,
      json: JSON.stringify({ ran: 'live' }),
    });
    expect(await answer).toEqual({ ran: 'live' });
    expect(ran).toBe(false);
  });

  it('replays the result a run committed with its change, though it died before answering', async () => {
    const claim = claimOf('committed-then-killed');
    // The first run stores its result in the transaction of its change; then its process dies
    // before it answers (as far as its caller can tell, it fails after the commit).
    const first = run(claim, async (commit) => {
      await commit(async () => ({ ran: 'first' }));
      throw new Error('killed after the commit');
    });
    await expect(first).rejects.toThrow('killed after the commit');
    let ranAgain = false;
    const retry = await run(claim, async () => {
      ranAgain = true;
      return { ran: 'retry' };
    });
    expect(retry).toEqual({ ran: 'first' });
    expect(ranAgain).toBe(false);
  });

  it('keeps no 503 as a result: the claim is released and the retry runs', async () => {
    const claim = claimOf('unavailable');
    const first = run(claim, async () => {
      throw new AppError(ErrorCode.Unavailable, 'The database is not reachable.');
    });
    await expect(first).rejects.toThrow('not reachable');
    expect(await run(claim, async () => ({ ran: 'retry' }))).toEqual({ ran: 'retry' });
  });
});
