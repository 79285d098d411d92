// Reading offer versions and recording that one was seen. Everything is looked up through the
// token's customer in the request's tenant: any other offer is NOT_FOUND, never FORBIDDEN. An
// offer is loaded once per request, with its versions, and passed on (owned-offer.ts).
import type { OfferVersionDetail, OfferVersionListItem } from '@portal/contract/offers';
import { flattenArticleGroups, groupArticlesByCategory } from '@portal/domain/article-grouping';
import { offerVersionState } from '@portal/domain/offer-version-state';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { listArticlesOfVersion } from '../installations/index.ts';
import { findVersionSeenAt, markVersionSeen, type OfferVersionRecord } from './offer-repository.ts';
import { isSignable } from './offer-signable.ts';
import { loadOwnOffer, type OwnOffer, versionOf } from './owned-offer.ts';

export interface OfferVersionIds {
  offerId: number;
  versionNumber: number;
}

export interface OfferVersionService {
  list(scope: RequestScope, offerId: number): Promise<OfferVersionListItem[]>;
  get(scope: RequestScope, ids: OfferVersionIds): Promise<OfferVersionDetail>;
  markSeen(
    scope: RequestScope,
    ids: OfferVersionIds,
  ): Promise<{ offerId: number; versionNumber: number; seenAt: string }>;
}

function toListItem(own: OwnOffer, version: OfferVersionRecord, now: Date): OfferVersionListItem {
  const { offer, versions } = own;
  return {
    offerId: offer.id,
    offerTypeId: offer.offerTypeId,
    versionNumber: version.versionNumber,
    state: offerVersionState({ status: version.statusId, validUntil: version.validUntil }, now),
    createdAt: version.createdAt,
    validUntil: version.validUntil,
    seen: version.seenAt !== null,
    signedAt: version.signedAt,
    signable: isSignable(offer, versions, version, now),
    totalExclVatCents: version.totalExclVatCents,
    totalInclVatCents: version.totalInclVatCents,
  };
}

/** The version with its articles in the customer's language (the offer page and its PDF). */
export async function versionDetail(
  db: Kysely<Database>,
  scope: RequestScope,
  own: OwnOffer,
  version: OfferVersionRecord,
  now: Date,
): Promise<OfferVersionDetail> {
  const articles = await listArticlesOfVersion(db, scope.tenant.id, version.id, scope.language);
  return {
    ...toListItem(own, version, now),
    articles: groupArticlesByCategory(flattenArticleGroups(articles)),
  };
}

async function markSeen(
  db: Kysely<Database>,
  scope: RequestScope,
  ids: OfferVersionIds,
  now: Date,
): Promise<{ offerId: number; versionNumber: number; seenAt: string }> {
  const own = await loadOwnOffer(db, scope, ids.offerId);
  const version = versionOf(own, ids.versionNumber);
  const seen = { offerId: own.offer.id, versionNumber: version.versionNumber };
  if (version.seenAt) return { ...seen, seenAt: version.seenAt };
  const seenAt = now.toISOString();
  if (await markVersionSeen(db, scope.tenant.id, version.id, seenAt)) return { ...seen, seenAt };
  // Another request marked it between our read and our write: its time stands.
  return { ...seen, seenAt: (await findVersionSeenAt(db, scope.tenant.id, version.id)) ?? seenAt };
}

export function createOfferVersionService({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): OfferVersionService {
  return {
    async list(scope, offerId) {
      const own = await loadOwnOffer(db, scope, offerId);
      const now = clock();
      return own.versions.map((version) => toListItem(own, version, now));
    },
    async get(scope, ids) {
      const own = await loadOwnOffer(db, scope, ids.offerId);
      return versionDetail(db, scope, own, versionOf(own, ids.versionNumber), clock());
    },
    markSeen: (scope, ids) => markSeen(db, scope, ids, clock()),
  };
}
