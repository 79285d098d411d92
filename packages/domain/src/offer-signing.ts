// When a customer can sign an offer version (spec §2 offer signing, §4 offer states): it is the
// offer's current (latest) version, the offer itself is not done, and the version is pending (not
// done, not expired) and unsigned. One rule for the server, which refuses to sign anything else
// and tells the offer page whether to show the signature box.
import { isOfferDone, OfferVersionState, offerVersionState } from './offer-version-state.ts';

export interface OfferSigningFacts {
  /** Status id of the offer (see OfferStatusId). */
  offerStatus: number | null;
  versionNumber: number;
  /** The highest version number of the offer. */
  latestVersionNumber: number;
  /** Status id of the version. */
  versionStatus: number | null;
  /** Last day the version can be signed (ISO date), when the installer set one. */
  validUntil: string | null;
  signedAt: string | null;
}

export function canSignOfferVersion(facts: OfferSigningFacts, now: Date): boolean {
  if (facts.versionNumber !== facts.latestVersionNumber) return false;
  if (isOfferDone(facts.offerStatus) || facts.signedAt !== null) return false;
  const state = offerVersionState(
    { status: facts.versionStatus, validUntil: facts.validUntil },
    now,
  );
  return state === OfferVersionState.Pending;
}
