// The details of an article as display entries (spec §9): value and suffix, numbers formatted in
// the customer's locale; stored energy is quantity × per-unit; a battery's max power is capped by
// a cap article when there is one. Internal flags (module base, converter) are not shown.
import { detailNumber } from './article-details.ts';
import { articleStoredEnergy, type BatterySummary } from './battery.ts';
import type { FormatLocale } from './format-locale.ts';
import { formatNumber } from './format-number.ts';
import type { InstallationArticle } from './installation-row.ts';
import { ProductCategory } from './product-category.ts';

const HIDDEN_DETAILS = new Set(['batteryModuleBase', 'converter']);

export interface DetailEntry {
  key: string;
  text: string;
}

function withSuffix(value: string, suffix: string): string {
  return suffix.trim() === '' ? value : `${value} ${suffix.trim()}`;
}

export function articleDetailEntries(
  article: InstallationArticle,
  battery: BatterySummary,
  locale: FormatLocale,
  yesNo: (value: boolean) => string,
): DetailEntry[] {
  const entries: DetailEntry[] = [];
  for (const [key, detail] of Object.entries(article.details)) {
    if (HIDDEN_DETAILS.has(key) || detail === undefined) continue;
    let value: unknown = detail.value;
    if (key === 'storedEnergy') value = articleStoredEnergy(article) ?? detail.value;
    if (
      key === 'maxPower' &&
      article.category === ProductCategory.Batteries &&
      battery.capped &&
      battery.maxPower !== null
    ) {
      const perUnit = detailNumber(article, 'maxPower');
      if (perUnit !== null) value = Math.min(perUnit, battery.maxPower);
    }
    const text = typeof value === 'boolean' ? yesNo(value) : formatNumber(value, locale);
    entries.push({ key, text: withSuffix(text, detail.suffix) });
  }
  return entries;
}
