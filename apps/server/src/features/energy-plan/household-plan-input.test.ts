// What one household's plan is given: the horizon from 18:00 (or the next quarter-hour when later)
// to the end of tomorrow, imported prices where they are and the estimate elsewhere (said so), and
// the loads of its profile (the car as much as its owner said, by when) and of the machines the
// customer named, within their hours.
import { describe, expect, it } from 'vitest';
import { FULL_HOUSEHOLD, SOLAR_ONLY_HOUSEHOLD } from '../monitoring/index.ts';
import {
  brusselsAt,
  type HouseholdFacts,
  householdPlanInput,
  type PlanSources,
  planHorizon,
} from './household-plan-input.ts';

const today = { year: 2026, month: 11, day: 21 };
const tomorrow = { year: 2026, month: 11, day: 22 };
const facts: HouseholdFacts = {
  profile: FULL_HOUSEHOLD,
  place: { latitude: 51.05, longitude: 3.75 },
  solarPeakW: null,
  gridConnectionW: null,
  machines: { dishwasher: false, washingMachine: false },
  car: { needWh: 18_000, departure: '07:30' },
};
const sources = (now: number, imported = new Map()): PlanSources => ({
  now,
  importedPrices: imported,
  estimatedPrice: () => ({ consumption: 0.3, injection: 0.05 }),
  gridChargingAllowed: true,
  capacityRateEurPerKwYear: 53.3,
  monthPeakW: 4000,
  solarHistory: [],
  homeHistory: [],
  cloudCover: undefined,
});

describe('a household’s plan input', () => {
  it('runs from 18:00 today, or the next quarter-hour when later, to the end of tomorrow', () => {
    const noon = brusselsAt(today, 13, 30);
    const horizon = planHorizon(today, noon);
    expect(horizon[0]).toBe(brusselsAt(today, 18));
    expect(horizon.at(-1)).toBe(brusselsAt(tomorrow, 23, 45));
    expect(horizon).toHaveLength(6 * 4 + 96);
    expect(planHorizon(today, brusselsAt(today, 21, 7))[0]).toBe(brusselsAt(today, 21, 15));
  });

  it('uses the imported prices where they are and says when it estimated one', () => {
    const now = brusselsAt(today, 13, 30);
    const all = new Map(
      planHorizon(today, now).map((start) => [start, { consumption: 0.2, injection: 0.01 }]),
    );
    const complete = householdPlanInput(today, facts, sources(now, all));
    expect(complete.pricesEstimated).toBe(false);
    expect(complete.input.quarterHours.every((quarter) => quarter.consumption === 0.2)).toBe(true);
    all.delete(brusselsAt(tomorrow, 12));
    const partial = householdPlanInput(today, facts, sources(now, all));
    expect(partial.pricesEstimated).toBe(true);
    expect(complete.day).toEqual(tomorrow);
  });

  it('plans the car, boiler and battery of the profile, and the machines only when named', () => {
    const now = brusselsAt(today, 13, 30);
    const full = householdPlanInput(today, facts, sources(now)).input.loads;
    expect(full.map((load) => load.kind)).toEqual(['ev', 'boiler', 'battery']);
    const car = full[0];
    expect(car?.kind === 'ev' && car.plugInAt).toBe(brusselsAt(today, 18));
    expect(car?.kind === 'ev' && car.departAt).toBe(brusselsAt(tomorrow, 7, 30));
    const named = { ...facts, machines: { dishwasher: true, washingMachine: true } };
    const withMachines = householdPlanInput(today, named, sources(now)).input.loads;
    expect(withMachines.map((load) => load.kind)).toContain('dishwasher');
    const washer = withMachines.find((load) => load.kind === 'washing-machine');
    expect(washer?.kind === 'washing-machine' && washer.latestEndAt).toBe(brusselsAt(tomorrow, 22));
    const early = { ...facts, car: { needWh: 30_000, departure: '06:15' } };
    const earlyCar = householdPlanInput(today, early, sources(now)).input.loads[0];
    expect(earlyCar?.kind === 'ev' && [earlyCar.energyWh, earlyCar.departAt]).toEqual([
      30_000,
      brusselsAt(tomorrow, 6, 15),
    ]);
    const solarOnly = { ...facts, profile: SOLAR_ONLY_HOUSEHOLD };
    expect(householdPlanInput(today, solarOnly, sources(now)).input.loads).toEqual([]);
  });
});
