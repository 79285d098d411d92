// Runs an operation at most once per Idempotency-Key of a customer: the first call claims the key
// and stores its result (success or AppError); repeats of the same request, concurrent ones too,
// wait for and replay that result; a different request under the same key is refused (409).
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { httpStatusOf } from '../../errors/http-status.ts';
import {
  claimIdempotencyKey,
  completeIdempotencyKey,
  findIdempotencyKey,
  type IdempotencyClaim,
  releaseIdempotencyKey,
} from '../../repositories/offer-idempotency-repository.ts';

const POLL_MS = 25;
const WAIT_MS = 20_000;
const storedError = z.object({ code: z.enum(ErrorCode), message: z.string() });

export async function runIdempotently<T>(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  now: () => Date,
  work: () => Promise<T>,
  decode: (json: unknown) => T,
): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    if (await claimIdempotencyKey(db, claim, now().toISOString()))
      return runClaimed(db, claim, work);
    const stored = await findIdempotencyKey(db, claim);
    if (stored) {
      if (stored.operation !== claim.operation || stored.requestHash !== claim.requestHash) {
        throw new AppError(
          ErrorCode.Conflict,
          'This Idempotency-Key was already used for a different request.',
        );
      }
      if (stored.responseStatus !== null && stored.responseJson !== null) {
        const json: unknown = JSON.parse(stored.responseJson);
        if (stored.responseStatus === 200) return decode(json);
        const error = storedError.parse(json);
        throw new AppError(error.code, error.message);
      }
    }
    if (Date.now() > deadline) {
      throw new AppError(ErrorCode.Conflict, 'This request is still being processed; try again.');
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runClaimed<T>(
  db: Kysely<Database>,
  claim: IdempotencyClaim,
  work: () => Promise<T>,
): Promise<T> {
  let result: T;
  try {
    result = await work();
  } catch (error) {
    if (error instanceof AppError) {
      const json = JSON.stringify({ code: error.code, message: error.message });
      await completeIdempotencyKey(db, claim, { status: httpStatusOf[error.code], json });
    } else {
      await releaseIdempotencyKey(db, claim);
    }
    throw error;
  }
  await completeIdempotencyKey(db, claim, { status: 200, json: JSON.stringify(result) });
  return result;
}
