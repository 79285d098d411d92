// Spec §4: "Offer done means completed or signed; offers can be pending, done or expired."

import { brusselsDayNumber } from './brussels-time.ts';
import { OfferStatusId } from './status-ids.ts';

export const OfferVersionState = {
  Pending: 'pending',
  Done: 'done',
  Expired: 'expired',
} as const;
export type OfferVersionState = (typeof OfferVersionState)[keyof typeof OfferVersionState];

/** Completed or signed (spec §4); also rule 1 of the installation status. */
export function isOfferDone(offerStatus: number | null): boolean {
  return offerStatus === OfferStatusId.Signed || offerStatus === OfferStatusId.Completed;
}

export interface OfferVersionFacts {
  /** Offer status id (see OfferStatusId). */
  status: number | null;
  /** Last day the offer can be signed (ISO date), when the installer sets one. */
  validUntil?: string | null;
}

/**
 * Done wins over everything: a signed offer never turns expired. Otherwise an offer is expired
 * when its status says so, or when its validity date (inclusive, Brussels calendar day) has
 * passed; the spec names no validity field, so a missing one simply never expires the offer.
 */
export function offerVersionState(offer: OfferVersionFacts, now: Date): OfferVersionState {
  if (isOfferDone(offer.status)) return OfferVersionState.Done;
  if (offer.status === OfferStatusId.Expired) return OfferVersionState.Expired;
  if (offer.validUntil) {
    const lastDay = brusselsDayNumber(offer.validUntil);
    const today = brusselsDayNumber(now);
    if (lastDay !== null && today !== null && today > lastDay) return OfferVersionState.Expired;
  }
  return OfferVersionState.Pending;
}
