// Battery figures of an installation (spec §9): "battery max power is capped by a cap article if
// present; stored energy is quantity times the per-unit value".
//
// How the module-base flag takes part: a battery is one base module (it holds the inverter, so
// it carries the max power) plus optional extra modules that only add capacity. So
// - stored energy sums quantity × storedEnergy over every battery article, base or extra;
// - max power sums quantity × maxPower over the base modules only (two systems → twice the power);
//   when no article has the base flag (older offers), every battery article with a maxPower is
//   taken as a base, as the flag did not exist to tell them apart;
// - a cap article is any article, of any category, with a `maxPowerCap` detail (a power limiter
//   or the grid connection's limit); it limits the total, is not multiplied by its quantity, and
//   the lowest cap wins when there are several.

import { detailFlag, detailNumber } from './article-details.ts';
import type { InstallationArticle } from './installation-row.ts';
import { ProductCategory } from './product-category.ts';

export interface BatterySummary {
  /** Total storable energy in kWh, or null when no battery article gives one. */
  storedEnergy: number | null;
  /** Max power in kW after the cap, or null when no base module gives one. */
  maxPower: number | null;
  /** The cap lowered the max power. */
  capped: boolean;
}

/** Quantity × per-unit stored energy of one article, or null without a storedEnergy detail. */
export function articleStoredEnergy(article: InstallationArticle): number | null {
  const perUnit = detailNumber(article, 'storedEnergy');
  return perUnit === null ? null : tidy(article.quantity * perUnit);
}

export function batterySummary(articles: readonly InstallationArticle[]): BatterySummary {
  const batteries = articles.filter((article) => article.category === ProductCategory.Batteries);
  const storedEnergy = sumOf(batteries, articleStoredEnergy);

  const flagged = batteries.filter((article) => detailFlag(article, 'batteryModuleBase'));
  const bases = flagged.length > 0 ? flagged : batteries;
  const uncapped = sumOf(bases, (article) => {
    const perUnit = detailNumber(article, 'maxPower');
    return perUnit === null ? null : article.quantity * perUnit;
  });

  const caps = articles
    .map((article) => detailNumber(article, 'maxPowerCap'))
    .filter((cap): cap is number => cap !== null);
  const cap = caps.length > 0 ? Math.min(...caps) : null;

  if (uncapped === null || cap === null || cap >= uncapped) {
    return { storedEnergy, maxPower: uncapped, capped: false };
  }
  return { storedEnergy, maxPower: cap, capped: true };
}

function sumOf(
  articles: readonly InstallationArticle[],
  amountOf: (article: InstallationArticle) => number | null,
): number | null {
  let total: number | null = null;
  for (const article of articles) {
    const value = amountOf(article);
    if (value !== null) total = (total ?? 0) + value;
  }
  return total === null ? null : tidy(total);
}

// 3 × 5.12 is 15.360000000000001 in binary floating point; six decimals is far below any unit
// shown and removes that noise before the value reaches a formatter or a comparison.
function tidy(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
