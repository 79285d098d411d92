// Signing is refused (409, nothing changes) unless the domain rule allows it: the current, unsigned,
// unexpired version of an offer that is not done (packages/domain/src/offer-signing.ts).
import { ErrorCode } from '@portal/contract/error-code';
import { canSignOfferVersion } from '@portal/domain/offer-signing';
import { AppError } from '../../platform/errors/app-error.ts';
import type { OfferRecord, OfferVersionRecord } from './offer-repository.ts';

export function notSignable(): AppError {
  return new AppError(
    ErrorCode.Conflict,
    'This offer version can no longer be signed: it is signed, expired or not the current version.',
  );
}

/** Whether the customer may sign this version now (the facts the domain rule needs). */
export function isSignable(
  offer: Pick<OfferRecord, 'statusId'>,
  versions: readonly OfferVersionRecord[],
  version: OfferVersionRecord,
  now: Date,
): boolean {
  return canSignOfferVersion(
    {
      offerStatus: offer.statusId,
      versionNumber: version.versionNumber,
      latestVersionNumber: versions.at(-1)?.versionNumber ?? version.versionNumber,
      versionStatus: version.statusId,
      validUntil: version.validUntil,
      signedAt: version.signedAt,
    },
    now,
  );
}

/** The version if it can be signed now; otherwise a 409. */
export function signableVersion(
  offer: Pick<OfferRecord, 'statusId'>,
  versions: readonly OfferVersionRecord[],
  versionNumber: number,
  now: Date,
): OfferVersionRecord {
  const version = versions.find((candidate) => candidate.versionNumber === versionNumber);
  if (!version || !isSignable(offer, versions, version, now)) throw notSignable();
  return version;
}
