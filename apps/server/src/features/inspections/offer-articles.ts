// The articles of an offer as one flat list, in the signed-in customer's language: what an
// inspection or a delivery of that offer's installation carries.
import { flattenArticleGroups } from '@portal/domain/article-grouping';
import type { InstallationArticle } from '@portal/domain/installation-row';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { RequestScope } from '../../platform/scope/request-scope.ts';
import { listArticlesOfVersion } from '../installations/index.ts';
import { articleVersionOfOffer } from './inspection-repository.ts';

/** The articles of the signed (else latest) version of the offer; none without an offer. */
export async function articlesOfOffer(
  db: Kysely<Database>,
  scope: RequestScope,
  offerId: number | null,
): Promise<InstallationArticle[]> {
  if (offerId === null) return [];
  const versionId = await articleVersionOfOffer(db, scope.tenant.id, offerId);
  if (versionId === undefined) return [];
  const groups = await listArticlesOfVersion(db, scope.tenant.id, versionId, scope.language);
  return flattenArticleGroups(groups);
}
