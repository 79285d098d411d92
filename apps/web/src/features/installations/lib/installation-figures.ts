// The main figures of an installation for its card (spec §9 units): solar peak power in kWp
// (panel Wp × quantity), battery capacity in kWh and max power in kW (batterySummary: stored
// energy = quantity × per-unit, max power capped), the charging stations' and heat pumps' kW.
import { detailNumber } from '@portal/domain/article-details';
import { batterySummary } from '@portal/domain/battery';
import type { InstallationArticle, InstallationRow } from '@portal/domain/installation-row';
import { ProductCategory } from '@portal/domain/product-category';

export interface InstallationFigures {
  /** Total panel peak power in kWp. */
  solarKwp: number | null;
  /** Battery capacity in kWh. */
  batteryKwh: number | null;
  /** Charging-station power in kW (the strongest station). */
  chargerKw: number | null;
  /** Heat-pump power in kW (heat pumps and heat-pump boilers). */
  heatPumpKw: number | null;
}

function strongest(articles: InstallationArticle[], categories: number[]): number | null {
  const values = articles
    .filter((article) => categories.includes(article.category))
    .map((article) => detailNumber(article, 'maxPower'))
    .filter((value): value is number => value !== null);
  return values.length > 0 ? Math.max(...values) : null;
}

export function rowArticles(row: Pick<InstallationRow, 'articles'>): InstallationArticle[] {
  return row.articles.flatMap((group) => group.articles);
}

/** Panel power per unit in Wp: the `power` detail when its suffix is Wp (or kWp). */
function panelWp(article: InstallationArticle): number | null {
  const detail = article.details.power;
  if (!detail) return null;
  const value = typeof detail.value === 'number' ? detail.value : Number(detail.value);
  if (!Number.isFinite(value)) return null;
  const suffix = detail.suffix.trim().toLowerCase();
  if (suffix === 'kwp') return value * 1000;
  return suffix === 'wp' ? value : null;
}

export function installationFigures(row: Pick<InstallationRow, 'articles'>): InstallationFigures {
  const articles = rowArticles(row);
  let wp: number | null = null;
  for (const article of articles) {
    if (article.category !== ProductCategory.SolarPanels) continue;
    const perUnit = panelWp(article);
    if (perUnit !== null) wp = (wp ?? 0) + perUnit * article.quantity;
  }
  return {
    solarKwp: wp === null ? null : Math.round(wp) / 1000,
    batteryKwh: batterySummary(articles).storedEnergy,
    chargerKw: strongest(articles, [ProductCategory.ChargingStations]),
    heatPumpKw: strongest(articles, [ProductCategory.HeatPumps, ProductCategory.HeatPumpBoiler]),
  };
}
