// The articles of offer versions with their details, in one query, as spec §3 articles:
// description in the customer's language (falling back to nl, then en, then fr) and the details
// map. Grouped by category in ascending id order; the service orders the groups for display.
import type { Language } from '@portal/contract/portal';
import type {
  ArticleDetail,
  ArticleGroup,
  InstallationArticle,
} from '@portal/domain/installation-row';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

type Descriptions = Record<Language, string | null>;

/** Articles per offer version id, grouped by category. Version ids must be the caller's own. */
export async function listArticlesByVersion(
  db: Kysely<Database>,
  tenantId: number,
  versionIds: readonly number[],
  language: Language,
): Promise<Map<number, ArticleGroup[]>> {
  const byVersion = new Map<number, ArticleGroup[]>();
  if (versionIds.length === 0) return byVersion;
  const rows = await db
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
    .where('a.offer_version_id', 'in', [...versionIds])
    .orderBy('a.offer_version_id')
    .orderBy('a.position')
    .orderBy('a.id')
    .orderBy('d.id')
    .execute();

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
