// Reading offer versions and recording that one was seen. Everything is looked up through the
// token's customer in the request's tenant: any other offer is NOT_FOUND, never FORBIDDEN.
import { ErrorCode } from '@portal/contract/error-code';
import type { OfferVersionDetail, OfferVersionListItem } from '@portal/contract/offers';
import { flattenArticleGroups, groupArticlesByCategory } from '@portal/domain/article-grouping';
import { offerVersionState } from '@portal/domain/offer-version-state';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findCustomerById } from '../../repositories/customer-repository.ts';
import { listArticlesByVersion } from '../../repositories/installation-articles.ts';
import {
  findOwnOffer,
  listOfferVersions,
  markVersionSeen,
  type OfferRecord,
  type OfferScope,
  type OfferVersionRecord,
} from '../../repositories/offer-repository.ts';
import type { TenantRecord } from '../../repositories/tenant-repository.ts';
import { languageOf } from '../language.ts';

export interface CustomerScope {
  tenant: TenantRecord;
  customerId: number;
}

export function offerNotFound(): AppError {
  return new AppError(ErrorCode.NotFound, 'This offer does not exist.');
}

function scopeOf(scope: CustomerScope): OfferScope {
  return { tenantId: scope.tenant.id, customerId: scope.customerId };
}

/** The customer's offer with its versions, or NOT_FOUND. */
export async function loadOwnOffer(
  db: Kysely<Database>,
  scope: CustomerScope,
  offerId: number,
): Promise<{ offer: OfferRecord; versions: OfferVersionRecord[] }> {
  const offer = await findOwnOffer(db, scopeOf(scope), offerId);
  if (!offer) throw offerNotFound();
  return { offer, versions: await listOfferVersions(db, scope.tenant.id, offer.id) };
}

export function toListItem(
  offer: OfferRecord,
  version: OfferVersionRecord,
  now: Date,
): OfferVersionListItem {
  return {
    offerId: offer.id,
    offerTypeId: offer.offerTypeId,
    versionNumber: version.versionNumber,
    state: offerVersionState({ status: version.statusId, validUntil: version.validUntil }, now),
    createdAt: version.createdAt,
    validUntil: version.validUntil,
    seen: version.seenAt !== null,
    signedAt: version.signedAt,
    totalExclVatCents: version.totalExclVatCents,
    totalInclVatCents: version.totalInclVatCents,
  };
}

export async function listVersions(
  db: Kysely<Database>,
  scope: CustomerScope,
  offerId: number,
  now: Date,
): Promise<OfferVersionListItem[]> {
  const { offer, versions } = await loadOwnOffer(db, scope, offerId);
  return versions.map((version) => toListItem(offer, version, now));
}

export async function getVersion(
  db: Kysely<Database>,
  scope: CustomerScope,
  ids: { offerId: number; versionNumber: number },
  now: Date,
): Promise<OfferVersionDetail> {
  const { offer, versions } = await loadOwnOffer(db, scope, ids.offerId);
  const version = versions.find((candidate) => candidate.versionNumber === ids.versionNumber);
  if (!version) throw offerNotFound();
  const customer = await findCustomerById(db, scope.tenant.id, scope.customerId);
  const language = languageOf(customer?.languageCode, scope.tenant.defaultLanguage);
  const articles = await listArticlesByVersion(db, scope.tenant.id, [version.id], language);
  return {
    ...toListItem(offer, version, now),
    articles: groupArticlesByCategory(flattenArticleGroups(articles.get(version.id) ?? [])),
  };
}

export async function markSeen(
  db: Kysely<Database>,
  scope: CustomerScope,
  ids: { offerId: number; versionNumber: number },
  now: Date,
): Promise<{ offerId: number; versionNumber: number; seenAt: string }> {
  const { offer, versions } = await loadOwnOffer(db, scope, ids.offerId);
  const version = versions.find((candidate) => candidate.versionNumber === ids.versionNumber);
  if (!version) throw offerNotFound();
  if (version.seenAt)
    return { offerId: offer.id, versionNumber: version.versionNumber, seenAt: version.seenAt };
  const seenAt = now.toISOString();
  await markVersionSeen(db, scope.tenant.id, version.id, seenAt);
  const [after] = (await listOfferVersions(db, scope.tenant.id, offer.id)).filter(
    (candidate) => candidate.id === version.id,
  );
  return {
    offerId: offer.id,
    versionNumber: version.versionNumber,
    seenAt: after?.seenAt ?? seenAt,
  };
}
