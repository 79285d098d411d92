// Articles grouped for display (spec §2): solar panels, batteries, converters, charging stations,
// then every other category in ascending id order. Empty groups are left out; articles keep their
// order within a group.
//
// Converters (inverters, hybrid converters) have no category id in the spec, and the ERP files
// them under whatever product they were sold with, often Other or Control. We recognise them by
// the article's `converter` detail flag, in any category: the flag is explicit, survives ERP
// category reshuffles, and a category guess would misfile power limiters and meters.

import { detailFlag } from './article-details.ts';
import type { ArticleGroup, InstallationArticle } from './installation-row.ts';
import { ProductCategory } from './product-category.ts';

export const CONVERTERS_GROUP = 'converters';
export type ArticleDisplayGroupKey = ProductCategory | typeof CONVERTERS_GROUP;

export interface ArticleDisplayGroup {
  /** A product category, or the converters group. */
  key: ArticleDisplayGroupKey;
  articles: InstallationArticle[];
}

const LEADING_KEYS: readonly ArticleDisplayGroupKey[] = [
  ProductCategory.SolarPanels,
  ProductCategory.Batteries,
  CONVERTERS_GROUP,
  ProductCategory.ChargingStations,
];

export function isConverter(article: InstallationArticle): boolean {
  return detailFlag(article, 'converter');
}

/** Rank of a group key: the spec's leading groups first, then categories by ascending id. */
function rank(key: ArticleDisplayGroupKey): number {
  const leading = LEADING_KEYS.indexOf(key);
  return leading >= 0 ? leading - LEADING_KEYS.length : key === CONVERTERS_GROUP ? 0 : key;
}

function group<K extends ArticleDisplayGroupKey>(
  articles: readonly InstallationArticle[],
  keyOf: (article: InstallationArticle) => K,
): { key: K; articles: InstallationArticle[] }[] {
  const groups = new Map<K, InstallationArticle[]>();
  for (const article of articles) {
    const key = keyOf(article);
    const list = groups.get(key);
    if (list) list.push(article);
    else groups.set(key, [article]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, list]) => ({ key, articles: list }));
}

/** Display groups with converters taken out of their category. */
export function groupArticlesForDisplay(
  articles: readonly InstallationArticle[],
): ArticleDisplayGroup[] {
  return group(articles, (article) => (isConverter(article) ? CONVERTERS_GROUP : article.category));
}

/**
 * Category groups in the same order, converters staying in their category: the shape of the
 * installation row's `articles` field, which has no place for a group without a category.
 */
export function groupArticlesByCategory(articles: readonly InstallationArticle[]): ArticleGroup[] {
  return group(articles, (article) => article.category).map(({ key, articles: list }) => ({
    category: key,
    articles: list,
  }));
}

/** The articles of category groups, in group order (to regroup a row's articles for display). */
export function flattenArticleGroups(groups: readonly ArticleGroup[]): InstallationArticle[] {
  return groups.flatMap((entry) => entry.articles);
}
