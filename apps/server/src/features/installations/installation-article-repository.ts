// The articles of offer versions with their details, as spec §3 articles: description in the
// customer's language (falling back to nl, then en, then fr) and the details map. Grouped by
// category in ascending id order; the service orders the groups for display.
//
// Every offer page and every installations list reads them, so both reads are compiled once
// (platform/db/compiled-once.ts): one version's, and the latest version of each of a customer's
// offers (found from the customer, not from a list of ids, which would compile again per list
// length).
import type { Language } from '@portal/contract/portal';
import type {
  ArticleDetail,
  ArticleGroup,
  InstallationArticle,
} from '@portal/domain/installation-row';
import type { Expression, Kysely } from 'kysely';
import { compiledOnce, type Slots } from '../../platform/db/compiled-once.ts';
import type { Database } from '../../platform/db/schema.ts';

type Descriptions = Record<Language, string | null>;

/** One version by id, or the latest version (highest number) of each offer of a customer. */
type Versions = { versionId: Expression<number> } | { customerId: Expression<number> };

/** Each article of the versions with its details, one row per detail (an article without any
 * comes once). The latest versions are found from the customer's offers and the
 * (offer_id, version_number) key, so the read stays on the customer's own rows. */
function articleRows(db: Kysely<Database>, tenantId: Expression<number>, versions: Versions) {
  return db
    .selectFrom('offer_articles as a')
    .leftJoin('offer_article_details as d', (join) =>
      join.onRef('d.offer_article_id', '=', 'a.id').onRef('d.tenant_id', '=', 'a.tenant_id'),
    )
    .select([
      'a.id',
      'a.offer_version_id',
      'a.article_code',
      'a.category_id',
      'a.quantity',
      'a.description_nl',
      'a.description_fr',
      'a.description_en',
      'd.detail_key',
      'd.value_json',
      'd.suffix',
    ])
    .where('a.tenant_id', '=', tenantId)
    .where((where) =>
      'versionId' in versions
        ? where('a.offer_version_id', '=', versions.versionId)
        : where(
            'a.offer_version_id',
            'in',
            where
              .selectFrom('offer_versions as v')
              .select('v.id')
              .where('v.tenant_id', '=', tenantId)
              .where('v.offer_id', 'in', (offers) =>
                offers
                  .selectFrom('offers as o')
                  .select('o.id')
                  .where('o.tenant_id', '=', tenantId)
                  .where('o.customer_id', '=', versions.customerId),
              )
              .where('v.version_number', '=', (latest) =>
                latest
                  .selectFrom('offer_versions as l')
                  .select((max) => max.fn.max('l.version_number').as('version_number'))
                  .whereRef('l.offer_id', '=', 'v.offer_id'),
              ),
          ),
    )
    .orderBy('a.offer_version_id')
    .orderBy('a.position')
    .orderBy('a.id')
    .orderBy('d.id');
}

type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleRows>['execute']>>[number];

const articlesOfVersion = compiledOnce((db, key: Slots<{ tenantId: number; versionId: number }>) =>
  articleRows(db, key.tenantId, { versionId: key.versionId }),
);

const articlesOfLatestVersions = compiledOnce(
  (db, own: Slots<{ tenantId: number; customerId: number }>) =>
    articleRows(db, own.tenantId, { customerId: own.customerId }),
);

/** The articles of one offer version, grouped by category. The version must be the caller's. */
export async function listArticlesOfVersion(
  db: Kysely<Database>,
  tenantId: number,
  versionId: number,
  language: Language,
): Promise<ArticleGroup[]> {
  const rows = await articlesOfVersion(db, { tenantId, versionId });
  return groupedByVersion(rows, language).get(versionId) ?? [];
}

/** The articles of the latest version of each of the customer's offers, by version id. */
export async function listLatestArticlesOfCustomer(
  db: Kysely<Database>,
  own: { tenantId: number; customerId: number },
  language: Language,
): Promise<Map<number, ArticleGroup[]>> {
  return groupedByVersion(await articlesOfLatestVersions(db, own), language);
}

function groupedByVersion(
  rows: readonly ArticleRow[],
  language: Language,
): Map<number, ArticleGroup[]> {
  const articles = new Map<number, { versionId: number; article: InstallationArticle }>();
  for (const row of rows) {
    let entry = articles.get(row.id);
    if (!entry) {
      const descriptions = {
        nl: row.description_nl,
        fr: row.description_fr,
        en: row.description_en,
      };
      entry = {
        versionId: row.offer_version_id,
        article: {
          articleId: row.id,
          articleCode: row.article_code,
          category: row.category_id,
          quantity: row.quantity,
          descriptionLanguageText: describe(descriptions, language),
          details: {},
        },
      };
      articles.set(row.id, entry);
    }
    if (row.detail_key !== null && row.value_json !== null) {
      entry.article.details[row.detail_key] = detailOf(row.value_json, row.suffix ?? '');
    }
  }
  const byVersion = new Map<number, ArticleGroup[]>();
  for (const { versionId, article } of articles.values()) {
    const groups = byVersion.get(versionId) ?? [];
    const group = groups.find((candidate) => candidate.category === article.category);
    if (group) group.articles.push(article);
    else groups.push({ category: article.category, articles: [article] });
    byVersion.set(versionId, groups);
  }
  for (const groups of byVersion.values()) groups.sort((a, b) => a.category - b.category);
  return byVersion;
}

function describe(descriptions: Descriptions, language: Language): string {
  return descriptions[language] ?? descriptions.nl ?? descriptions.en ?? descriptions.fr ?? '';
}

function detailOf(valueJson: string, suffix: string): ArticleDetail {
  const value: unknown = JSON.parse(valueJson);
  const typed =
    typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);
  return { value: typed, suffix };
}
