// Reading typed values out of an article's details map. The ERP sends values as numbers, numeric
// strings (sometimes with a decimal comma) or booleans, so the readers are lenient on form and
// strict on meaning: a value that is not clearly a number or a flag reads as absent.

import type { ArticleDetailKey, InstallationArticle } from './installation-row.ts';

/** The detail as a finite number ("5,12" and " 5.12 " included), else null. */
export function detailNumber(article: InstallationArticle, key: ArticleDetailKey): number | null {
  const value = article.details[key]?.value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const text = value.trim().replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** The detail as a flag: true, 1, "true", "1", "yes" (any case) are set; anything else is not. */
export function detailFlag(article: InstallationArticle, key: ArticleDetailKey): boolean {
  const value = article.details[key]?.value;
  if (typeof value === 'boolean') return value;
  if (typeof value === 'number') return value === 1;
  if (typeof value === 'string') return ['true', '1', 'yes'].includes(value.trim().toLowerCase());
  return false;
}
