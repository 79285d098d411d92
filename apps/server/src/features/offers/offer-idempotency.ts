// Runs an operation at most once per Idempotency-Key of a customer: the first call claims the key
// and stores its result (success or AppError); repeats of the same request, concurrent ones too,
// wait for and replay that result; a different request under the same key is refused (409).
// The scope owns the operation's one transaction and hands it in (`commit`): it stores the
// result in the transaction of the change, so that a process killed after the commit cannot leave
// a change without its result: its retry replays the result instead of running again and
// answering 409 (decision 024). A 503 (a service unreachable) is not a result: the claim is
// released and a retry runs again.
// Records are kept 24 hours: before a key is claimed, older ones are purged, at most once an hour
// per database handle (so per process), without a timer that would keep the process alive.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { httpStatusOf } from '../../platform/errors/http-status.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  deleteIdempotencyKeysCreatedBefore,
  findIdempotencyKey,
  type IdempotencyClaim,
  reclaimStaleIdempotencyKey,
  releaseIdempotencyKey,
} from './offer-idempotency-repository.ts';

const POLL_MS = 25;
const WAIT_MS = 20_000;
/**
 * How long a claim without a result holds its key. A process killed while signing leaves its
 * claim behind: a retry of the same request takes it over once it is this old, within
 * the WAIT_MS a retry waits. A signing that is merely slow and taken over cannot sign twice (the
 * transaction refuses a signed version), and the first result stored is the one replayed.
 */
export const CLAIM_LEASE_MS = 15_000;
const storedError = z.object({ code: z.enum(ErrorCode), message: z.string() });
const HOUR_MS = 3_600_000;
export const IDEMPOTENCY_RETENTION_MS = 24 * HOUR_MS;
const PURGE_INTERVAL_MS = HOUR_MS;
/** When each database's records were last purged (clock time, ms). */
const lastPurges = new WeakMap<Kysely<Database>, number>();

/** Deletes the records older than the retention, unless that was done less than an hour ago. */
export async function purgeExpiredIdempotencyKeys(db: Kysely<Database>, now: Date): Promise<void> {
  const last = lastPurges.get(db);
  if (last !== undefined && now.getTime() - last < PURGE_INTERVAL_MS) return;
  // Marked before the delete, so that concurrent calls do not all purge.
  lastPurges.set(db, now.getTime());
  try {
    const cutoff = new Date(now.getTime() - IDEMPOTENCY_RETENTION_MS).toISOString();
    await deleteIdempotencyKeysCreatedBefore(db, cutoff);
  } catch (error) {
    if (last === undefined) lastPurges.delete(db);
    else lastPurges.set(db, last);
    throw error;
  }
}

function stillProcessing(): AppError {
  return new AppError(ErrorCode.Conflict, 'This request is still being processed; try again.');
}

/**
 * The operation's one transaction, opened by the idempotency scope: `write` makes the change in
 * it and returns the request's answer (which may name what it made, like a new row's id), and the
 * scope stores that answer in the same transaction, so both commit or neither. Answers it once
 * committed.
 */
export type Commit<T> = (write: (trx: Kysely<Database>) => Promise<T>) => Promise<T>;

/** Another run stored its result first (it took over a claim that was only slow). */
class ResultStoredFirst extends Error {}

/**
 * Runs `work` at most once per Idempotency-Key of the claim's customer when the request carries a
 * key, and plainly when it carries none; either way `work` writes through the `commit` it is
 * handed.
 */
export function runOnce<T>(
  deps: { db: Kysely<Database>; clock: () => Date },
  key: string | undefined,
  claim: Omit<IdempotencyClaim, 'key'>,
  decode: (json: unknown) => T,
  work: (commit: Commit<T>) => Promise<T>,
): Promise<T> {
  if (key === undefined) {
    return work((write) => deps.db.transaction().execute(write));
  }
  return runIdempotently(deps.db, { ...claim, key }, deps.clock, work, decode);
}

export async function runIdempotently<T>(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  now: () => Date,
  work: (commit: Commit<T>) => Promise<T>,
  decode: (json: unknown) => T,
): Promise<T> {
  await purgeExpiredIdempotencyKeys(db, now());
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claimIdempotencyKey(db, claim, now().toISOString()))
      return runClaimed(db, claim, work, decode);
    const staleBefore = new Date(now().getTime() - CLAIM_LEASE_MS).toISOString();
    if (await reclaimStaleIdempotencyKey(db, claim, now().toISOString(), staleBefore)) {
      return runClaimed(db, claim, work, decode);
    }
    const stored = await findIdempotencyKey(db, claim);
    if (stored) {
      if (stored.operation !== claim.operation || stored.requestHash !== claim.requestHash) {
        throw new AppError(
          ErrorCode.Conflict,
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (stored.responseStatus !== null && stored.responseJson !== null) {
        return replayed({ status: stored.responseStatus, json: stored.responseJson }, decode);
      }
    }
    if (Date.now() > deadline) throw stillProcessing();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runClaimed<T>(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  work: (commit: Commit<T>) => Promise<T>,
  decode: (json: unknown) => T,
): Promise<T> {
  let completedInside = false;
  const commit: Commit<T> = (write) =>
    db.transaction().execute(async (trx) => {
      const value = await write(trx);
      const json = JSON.stringify(value);
      if (!(await completeIdempotencyKey(trx, claim, { status: 200, json }))) {
        throw new ResultStoredFirst();
      }
      completedInside = true;
      return value;
    });
  let result: T;
  try {
    result = await work(commit);
  } catch (error) {
    if (error instanceof ResultStoredFirst) return replayStored(db, claim, decode);
    if (error instanceof AppError && error.code !== ErrorCode.Unavailable) {
      const json = JSON.stringify({ code: error.code, message: error.message });
      const stored = await completeIdempotencyKey(db, claim, {
        status: httpStatusOf[error.code],
        json,
      });
      if (!stored) return replayStored(db, claim, decode);
    } else {
      await releaseIdempotencyKey(db, claim);
    }
    throw error;
  }
  // Returned normally, so the transaction that stored the result committed.
  if (completedInside) return result;
  const stored = await completeIdempotencyKey(db, claim, {
    status: 200,
    json: JSON.stringify(result),
  });
  return stored ? result : replayStored(db, claim, decode);
}

/** The result another run stored first (this one took over a claim that was only slow). */
async function replayStored<T>(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  decode: (json: unknown) => T,
): Promise<T> {
  const stored = await findIdempotencyKey(db, claim);
  if (stored?.responseStatus == null || stored.responseJson === null) throw stillProcessing();
  return replayed({ status: stored.responseStatus, json: stored.responseJson }, decode);
}

/** A finished run's stored result: its value, or its refusal thrown again. */
function replayed<T>(response: { status: number; json: string }, decode: (json: unknown) => T): T {
  const json: unknown = JSON.parse(response.json);
  if (response.status === 200) return decode(json);
  const error = storedError.parse(json);
  throw new AppError(error.code, error.message);
}
