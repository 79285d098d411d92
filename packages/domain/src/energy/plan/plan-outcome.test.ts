import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planInputs } from './plan-arbitraries.ts';
import { belgianPlanInput, brusselsAt } from './plan-fixture.ts';
import type { PlanInput } from './plan-input.ts';
import { type MeasuredQuarterHour, planOutcome } from './plan-outcome.ts';
import type { EnergyPlan } from './plan-result.ts';
import { planTomorrow } from './plan-tomorrow.ts';
import { addDayToTotal, NO_SAVING_YET } from './saving-total.ts';

const day = { year: 2026, month: 1, day: 15 };

/** What the meter and the loads' own meters read if the day went as `loadsW` says. */
function measure(
  input: PlanInput,
  loadsW: Readonly<Record<string, readonly number[]>>,
): MeasuredQuarterHour[] {
  return input.quarterHours.map((quarter, slot) => {
    const loadsWh = Object.fromEntries(
      Object.entries(loadsW).map(([id, powerW]) => [id, (powerW[slot] ?? 0) / 4]),
    );
    const flexibleWh = Object.values(loadsWh).reduce((sum, wh) => sum + wh, 0);
    const netWh = ((input.baseLoadW[slot] ?? 0) - (input.solarW[slot] ?? 0)) / 4 + flexibleWh;
    return {
      start: quarter.start,
      importWh: Math.max(0, netWh),
      exportWh: Math.max(0, -netWh),
      loadsWh,
    };
  });
}

const followed = (input: PlanInput, plan: EnergyPlan) =>
  measure(input, Object.fromEntries(plan.loads.map((load) => [load.id, load.powerW])));

describe('planOutcome', () => {
  const input = belgianPlanInput(day, 0.05);
  const { cheapest } = planTomorrow(input);

  it('realises what the plan promised when the day goes as planned', () => {
    const outcome = planOutcome(input, cheapest, followed(input, cheapest));
    expect(outcome.actualCostEur).toBeCloseTo(cheapest.costEur, 9);
    expect(outcome.usualCostEur).toBeCloseTo(cheapest.usualCostEur, 9);
    expect(outcome.realisedSavingEur).toBeCloseTo(cheapest.savingEur, 9);
    for (const load of outcome.loads) {
      expect(load.followedShare).toBeCloseTo(1, 9);
      expect(load.realisedSavingEur).toBeCloseTo(load.plannedSavingEur, 9);
    }
  });

  it('finds no saving when the machines ran at their usual times', () => {
    const usualW = (start: number, profileW: number[]) =>
      input.quarterHours.map((q) => profileW[(q.start - start) / 900_000] ?? 0);
    const outcome = planOutcome(
      input,
      cheapest,
      measure(input, {
        washer: usualW(brusselsAt(day, 18), [2000, 250, 200, 200, 300, 500]),
        dishes: usualW(brusselsAt(day, 20, 30), [1800, 150, 150, 150, 1700, 100]),
      }),
    );
    const washer = outcome.loads.find((load) => load.id === 'washer');
    expect(washer?.measured).toBe(true);
    expect(washer?.followedShare).toBe(0);
    expect(washer?.realisedSavingEur).toBeCloseTo(0, 9);
    expect(outcome.realisedSavingEur).toBeCloseTo(0, 9);
    expect(outcome.plannedSavingEur).toBeGreaterThan(0.2);
  });

  it('says nothing of a load without its own measurement, and counts the meter gaps', () => {
    const measured = followed(input, cheapest).map((quarter) => {
      const { dishes: _, ...others } = quarter.loadsWh;
      return { ...quarter, loadsWh: others };
    });
    const outcome = planOutcome(input, cheapest, measured.slice(4));
    const dishes = outcome.loads.find((load) => load.id === 'dishes');
    expect(dishes).toMatchObject({ measured: false, measuredWh: 0, realisedSavingEur: 0 });
    expect(outcome.missingQuarterHours).toBe(4);
  });

  it('keeps a running total that counts each day once', () => {
    const outcome = planOutcome(input, cheapest, followed(input, cheapest));
    const once = addDayToTotal(NO_SAVING_YET, '2026-01-15', outcome);
    const twice = addDayToTotal(once, '2026-01-16', outcome);
    expect(twice).toMatchObject({ days: 2, firstDay: '2026-01-15', lastDay: '2026-01-16' });
    expect(twice.realisedSavingEur).toBeCloseTo(2 * outcome.realisedSavingEur, 12);
    expect(addDayToTotal(twice, '2026-01-16', outcome)).toBe(twice);
  });

  it('for any plan followed to the letter, realises exactly its saving', () => {
    fc.assert(
      fc.property(planInputs, fc.constantFrom('cheapest', 'greenest'), (anyInput, objective) => {
        const plan = planTomorrow(anyInput)[objective];
        const outcome = planOutcome(anyInput, plan, followed(anyInput, plan));
        expect(outcome.actualCostEur).toBeCloseTo(plan.costEur, 9);
        expect(outcome.realisedSavingEur).toBeCloseTo(plan.savingEur, 9);
      }),
    );
  });
});
