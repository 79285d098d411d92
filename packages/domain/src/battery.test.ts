import { describe, expect, it } from 'vitest';
import { articleStoredEnergy, batterySummary } from './battery.ts';
import { makeArticle } from './installation-fixture.ts';
import type { ArticleDetail } from './installation-row.ts';
import { ProductCategory as C } from './product-category.ts';

const d = (value: number | string | boolean, suffix = '') =>
  ({ value, suffix }) satisfies ArticleDetail;

const base = makeArticle({
  category: C.Batteries,
  quantity: 1,
  details: { storedEnergy: d(5.12, 'kWh'), maxPower: d(5, 'kW'), batteryModuleBase: d(true) },
});
const extraModules = makeArticle({
  category: C.Batteries,
  quantity: 3,
  details: { storedEnergy: d(5.12, 'kWh'), maxPower: d(2.5, 'kW') },
});
const capArticle = (cap: number | string, category: C = C.Control) =>
  makeArticle({ category, quantity: 2, details: { maxPowerCap: d(cap, 'kW') } });

describe('articleStoredEnergy', () => {
  it('is quantity times the per-unit value, without float noise', () => {
    expect(articleStoredEnergy(extraModules)).toBe(15.36);
    expect(articleStoredEnergy(base)).toBe(5.12);
    expect(
      articleStoredEnergy(makeArticle({ quantity: 2, details: { storedEnergy: d('2,5') } })),
    ).toBe(5);
  });

  it('is null without a stored-energy detail', () => {
    expect(articleStoredEnergy(makeArticle({ category: C.Batteries }))).toBeNull();
  });
});

describe('batterySummary', () => {
  it('adds the capacity of base and extra modules; power comes from the base only', () => {
    expect(batterySummary([base, extraModules])).toEqual({
      storedEnergy: 20.48,
      maxPower: 5,
      capped: false,
    });
  });

  it('multiplies base power by the number of base modules', () => {
    const twoSystems = { ...base, quantity: 2 };
    expect(batterySummary([twoSystems])).toEqual({
      storedEnergy: 10.24,
      maxPower: 10,
      capped: false,
    });
  });

  it('takes every battery article as a base when none is flagged', () => {
    const unflagged = { ...base, details: { storedEnergy: d(5.12), maxPower: d(5) } };
    expect(batterySummary([unflagged, extraModules]).maxPower).toBe(12.5);
  });

  it('lowers max power to the cap, whatever the cap article category or quantity', () => {
    expect(batterySummary([base, extraModules, capArticle(3.68)])).toEqual({
      storedEnergy: 20.48,
      maxPower: 3.68,
      capped: true,
    });
    expect(batterySummary([base, capArticle('4', C.Other)]).maxPower).toBe(4);
  });

  it('uses the lowest of several caps', () => {
    expect(batterySummary([base, capArticle(4.6), capArticle(3)]).maxPower).toBe(3);
  });

  it('leaves max power alone when the cap is not lower', () => {
    expect(batterySummary([base, capArticle(5)])).toEqual({
      storedEnergy: 5.12,
      maxPower: 5,
      capped: false,
    });
    expect(batterySummary([base, capArticle(10)]).capped).toBe(false);
  });

  it('ignores non-battery articles for energy and power', () => {
    const panel = makeArticle({
      category: C.SolarPanels,
      details: { storedEnergy: d(9), maxPower: d(9) },
    });
    expect(batterySummary([panel, base])).toEqual({
      storedEnergy: 5.12,
      maxPower: 5,
      capped: false,
    });
  });

  it('reports absent figures as null', () => {
    expect(batterySummary([])).toEqual({ storedEnergy: null, maxPower: null, capped: false });
    expect(batterySummary([capArticle(3)])).toEqual({
      storedEnergy: null,
      maxPower: null,
      capped: false,
    });
    const noPower = makeArticle({ category: C.Batteries, details: { storedEnergy: d(10) } });
    expect(batterySummary([noPower])).toEqual({ storedEnergy: 10, maxPower: null, capped: false });
  });
});
