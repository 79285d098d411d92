// When an offer version can be signed: it is the current (latest) version of an offer that is not
// signed or completed, and the version itself is unsigned and pending (not expired).
import { ErrorCode } from '@portal/contract/error-code';
import { OfferVersionState, offerVersionState } from '@portal/domain/offer-version-state';
import { OfferStatusId } from '@portal/domain/status-ids';
import { AppError } from '../../errors/app-error.ts';
import type { OfferVersionRecord } from '../../repositories/offer-repository.ts';

export function notSignable(): AppError {
  return new AppError(
    ErrorCode.Conflict,
    'This offer version can no longer be signed: it is signed, expired or not the current version.',
  );
}

/** The version if it is the current, unsigned, unexpired one; otherwise a 409. */
export function signableVersion(
  offerStatusId: number,
  versions: readonly OfferVersionRecord[],
  versionNumber: number,
  now: Date,
): OfferVersionRecord {
  const latest = versions.at(-1);
  if (!latest || latest.versionNumber !== versionNumber) throw notSignable();
  if (offerStatusId === OfferStatusId.Signed || offerStatusId === OfferStatusId.Completed) {
    throw notSignable();
  }
  const state = offerVersionState({ status: latest.statusId, validUntil: latest.validUntil }, now);
  if (latest.signedAt !== null || state !== OfferVersionState.Pending) throw notSignable();
  return latest;
}
