import { describe, expect, it } from 'vitest';
import {
  CONVERTERS_GROUP,
  flattenArticleGroups,
  groupArticlesByCategory,
  groupArticlesForDisplay,
  isConverter,
} from './article-grouping.ts';
import { makeArticle } from './installation-fixture.ts';
import { ProductCategory as C } from './product-category.ts';

const flag = (value: boolean | string | number) => ({ converter: { value, suffix: '' } });

const control = makeArticle({ articleId: 1, category: C.Control });
const charger = makeArticle({ articleId: 2, category: C.ChargingStations });
const inverter = makeArticle({ articleId: 3, category: C.Other, details: flag(true) });
const battery = makeArticle({ articleId: 4, category: C.Batteries });
const heatPump = makeArticle({ articleId: 5, category: C.HeatPumps });
const panels = makeArticle({ articleId: 6, category: C.SolarPanels });
const other = makeArticle({ articleId: 7, category: C.Other });
const boiler = makeArticle({ articleId: 8, category: C.SolarBoilers });
const panels2 = makeArticle({ articleId: 9, category: C.SolarPanels });
const hybrid = makeArticle({ articleId: 10, category: C.Control, details: flag('true') });
const all = [control, charger, inverter, battery, heatPump, panels, other, boiler, panels2, hybrid];
const ids = (groups: { articles: { articleId: number }[] }[]) =>
  groups.map((group) => group.articles.map((article) => article.articleId));

describe('groupArticlesForDisplay', () => {
  it('orders panels, batteries, converters, charging stations, then categories by id', () => {
    const groups = groupArticlesForDisplay(all);
    expect(groups.map((group) => group.key)).toEqual([
      C.SolarPanels,
      C.Batteries,
      CONVERTERS_GROUP,
      C.ChargingStations,
      C.SolarBoilers,
      C.HeatPumps,
      C.Other,
      C.Control,
    ]);
    expect(ids(groups)).toEqual([[6, 9], [4], [3, 10], [2], [8], [5], [7], [1]]);
  });

  it('leaves out empty groups', () => {
    expect(groupArticlesForDisplay([charger, panels]).map((group) => group.key)).toEqual([
      C.SolarPanels,
      C.ChargingStations,
    ]);
    expect(groupArticlesForDisplay([])).toEqual([]);
  });

  it('takes flagged converters out of any category, even solar panels', () => {
    const flaggedPanel = makeArticle({ articleId: 11, category: C.SolarPanels, details: flag(1) });
    expect(groupArticlesForDisplay([panels, flaggedPanel])).toEqual([
      { key: C.SolarPanels, articles: [panels] },
      { key: CONVERTERS_GROUP, articles: [flaggedPanel] },
    ]);
  });
});

describe('groupArticlesByCategory', () => {
  it('uses the same order but keeps converters in their category', () => {
    const groups = groupArticlesByCategory(all);
    expect(groups.map((group) => group.category)).toEqual([
      C.SolarPanels,
      C.Batteries,
      C.ChargingStations,
      C.SolarBoilers,
      C.HeatPumps,
      C.Other,
      C.Control,
    ]);
    expect(ids(groups)).toEqual([[6, 9], [4], [2], [8], [5], [3, 7], [1, 10]]);
  });

  it('round-trips through flattenArticleGroups into the display groups', () => {
    const flat = flattenArticleGroups(groupArticlesByCategory(all));
    expect(flat).toHaveLength(all.length);
    expect(ids(groupArticlesForDisplay(flat))).toEqual(ids(groupArticlesForDisplay(all)));
  });
});

describe('isConverter', () => {
  it('reads the converter flag', () => {
    expect(isConverter(inverter)).toBe(true);
    expect(isConverter(hybrid)).toBe(true);
    expect(isConverter(other)).toBe(false);
    expect(isConverter(makeArticle({ details: flag(false) }))).toBe(false);
    expect(isConverter(makeArticle({ details: flag('no') }))).toBe(false);
  });
});
