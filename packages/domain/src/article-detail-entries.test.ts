import { describe, expect, it } from 'vitest';
import { articleDetailEntries } from './article-detail-entries.ts';
import { batterySummary } from './battery.ts';
import { makeArticle } from './installation-fixture.ts';
import type { ArticleDetail } from './installation-row.ts';
import { ProductCategory as C } from './product-category.ts';

const d = (value: number | string | boolean, suffix = '') =>
  ({ value, suffix }) satisfies ArticleDetail;
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

describe('articleDetailEntries', () => {
  it('shows stored energy as quantity × per unit and caps battery power, hiding flags', () => {
    const modules = makeArticle({
      category: C.Batteries,
      quantity: 4,
      details: {
        storedEnergy: d(2.56, 'kWh'),
        maxPower: d(8, 'kW'),
        batteryModuleBase: d(true),
      },
    });
    const cap = makeArticle({ category: C.Control, details: { maxPowerCap: d(5, 'kW') } });
    const battery = batterySummary([modules, cap]);
    const texts = articleDetailEntries(modules, battery, 'nl-BE', yesNo).map((e) => e.text);
    expect(texts).toEqual(['10,24 kWh', '5,00 kW']);
  });

  it('formats numbers in the locale, flags as words, and other text unchanged', () => {
    const pump = makeArticle({
      category: C.HeatPumps,
      details: { scop: d('4.64'), smartGrid: d(true), refrigerant: d('R290') },
    });
    const texts = articleDetailEntries(pump, batterySummary([pump]), 'fr-BE', yesNo).map(
      (entry) => entry.text,
    );
    expect(texts).toEqual(['4,64', 'yes', 'R290']);
  });
});
