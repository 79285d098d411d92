// The customer's offer, loaded once per request with all its versions and passed on (OwnOffer), or
// NOT_FOUND: an offer of another customer (or tenant) answers exactly like one that does not
// exist. The one place offer ownership is checked, as orders/owned-order.ts is for orders.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import {
  findOwnOffer,
  listOfferVersions,
  type OfferRecord,
  type OfferVersionRecord,
} from './offer-repository.ts';

/** The customer's offer with all its versions, oldest first. */
export interface OwnOffer {
  offer: OfferRecord;
  versions: OfferVersionRecord[];
}

export function offerNotFound(): AppError {
  return new AppError(ErrorCode.NotFound, 'This offer does not exist.');
}

/** The customer's offer with its versions, or NOT_FOUND. */
export async function loadOwnOffer(
  db: Kysely<Database>,
  scope: RequestScope,
  offerId: number,
): Promise<OwnOffer> {
  const offer = await findOwnOffer(db, customerOwner(scope), offerId);
  if (!offer) throw offerNotFound();
  return { offer, versions: await listOfferVersions(db, scope.tenant.id, offer.id) };
}

/** The version with that number, or NOT_FOUND. */
export function versionOf(own: OwnOffer, versionNumber: number): OfferVersionRecord {
  const version = own.versions.find((candidate) => candidate.versionNumber === versionNumber);
  if (!version) throw offerNotFound();
  return version;
}
