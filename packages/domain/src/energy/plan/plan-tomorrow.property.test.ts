import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { billedPeakW } from '../capacity-tariff.ts';
import { QUARTER_HOUR_MS } from '../quarter-hour.ts';
import { blockProfileW } from './place-block.ts';
import { planInputs } from './plan-arbitraries.ts';
import type { PlanInput } from './plan-input.ts';
import type { EnergyPlan } from './plan-result.ts';
import { planTomorrow } from './plan-tomorrow.ts';

const TOLERANCE_W = 1e-6;

function eachPlan(check: (input: PlanInput, plan: EnergyPlan) => void) {
  fc.assert(
    fc.property(planInputs, (input) => {
      const { cheapest, greenest } = planTomorrow(input);
      check(input, cheapest);
      check(input, greenest);
    }),
  );
}

const baseNetW = (input: PlanInput, slot: number) =>
  (input.baseLoadW[slot] ?? 0) - (input.solarW[slot] ?? 0);
/** Indices of the quarter-hours wholly inside [from, to). */
const inside = (input: PlanInput, slot: number, from: number, to: number) => {
  const start = input.quarterHours[slot]?.start ?? 0;
  return start >= from && start + QUARTER_HOUR_MS <= to;
};

describe('planTomorrow, for any input', () => {
  it('never plans a quarter-hour above the peak limit, and raises it only for a load that says so', () => {
    eachPlan((input, plan) => {
      const { peak } = plan;
      expect(peak.limitW).toBe(billedPeakW(input.monthPeakW));
      const raised = plan.loads.reduce((sum, load) => sum + load.raisedPeakW, 0);
      expect(peak.extraPeakW).toBeCloseTo(raised, 6);
      expect(peak.withinLimit).toBe(peak.extraPeakW === 0);
      expect(peak.planLimitW).toBe(peak.limitW + peak.extraPeakW);
      plan.timeline.forEach((quarter, slot) => {
        // Where the house alone is above the limit, the plan adds nothing to it.
        const limitW = Math.max(peak.planLimitW, baseNetW(input, slot));
        expect(quarter.gridW).toBeLessThanOrEqual(limitW + TOLERANCE_W);
        // Where a load draws power, the quarter-hour stays under the limit and the connection.
        if (plan.loads.some((load) => (load.powerW[slot] ?? 0) > 0)) {
          const cap = Math.min(peak.planLimitW, input.connectionMaxW);
          expect(quarter.gridW).toBeLessThanOrEqual(cap + TOLERANCE_W);
        }
      });
    });
  });

  it('charges the car to its target by departure whenever the connection allows, and says when not', () => {
    eachPlan((input, plan) => {
      const car = input.loads.find((load) => load.kind === 'ev');
      const planned = plan.loads.find((load) => load.kind === 'ev');
      if (car === undefined || planned === undefined) return;
      let physicalWh = 0;
      planned.powerW.forEach((watts, slot) => {
        if (!inside(input, slot, car.plugInAt, car.departAt)) {
          expect(watts).toBe(0);
          return;
        }
        expect(watts).toBeLessThanOrEqual(car.maxPowerW + TOLERANCE_W);
        const roomW = Math.max(0, input.connectionMaxW - baseNetW(input, slot));
        physicalWh += Math.min(car.maxPowerW, roomW) / 4;
      });
      if (car.energyWh <= 0) {
        expect(planned.status).toBe('not-needed');
        return;
      }
      const reachable = physicalWh >= car.energyWh - 1e-6;
      expect(planned.ev?.reachable).toBe(reachable);
      expect(planned.energyWh).toBeCloseTo(Math.min(car.energyWh, physicalWh), 4);
      expect(planned.ev?.reachableWh).toBeCloseTo(planned.energyWh, 9);
    });
  });

  it('states a cost equal to the sum of its quarter-hours at the prices', () => {
    eachPlan((input, plan) => {
      let summed = 0;
      plan.timeline.forEach((quarter, slot) => {
        const flexibleW = plan.loads.reduce((sum, load) => sum + (load.powerW[slot] ?? 0), 0);
        const gridW = baseNetW(input, slot) + flexibleW;
        expect(quarter.gridW).toBeCloseTo(gridW, 6);
        const price = input.quarterHours[slot];
        summed += (gridW / 4 / 1000) * ((gridW > 0 ? price?.consumption : price?.injection) ?? 0);
      });
      expect(plan.costEur).toBeCloseTo(summed, 9);
      const loads = plan.loads.reduce((sum, load) => sum + load.costEur, 0);
      expect(plan.baseCostEur + loads).toBeCloseTo(plan.costEur, 9);
      expect(plan.savingEur).toBeCloseTo(plan.usualCostEur - plan.costEur, 12);
      const savings = plan.loads.reduce((sum, load) => sum + load.savingEur, 0);
      expect(savings).toBeCloseTo(plan.savingEur, 9);
    });
  });

  it('runs each programme whole inside its allowed span', () => {
    eachPlan((input, plan) => {
      input.loads.forEach((load, index) => {
        if (load.kind === 'ev' || load.kind === 'battery') return;
        const planned = plan.loads[index];
        if (planned?.status !== 'planned') {
          expect(planned?.powerW.every((watts) => watts === 0)).toBe(true);
          return;
        }
        const profile = blockProfileW(load);
        const firstPowered = profile.findIndex((watts) => watts !== 0);
        if (firstPowered < 0) return;
        // The programme's start: where its first powered quarter-hour landed, less what precedes it.
        const start = planned.powerW.findIndex((watts) => watts !== 0) - firstPowered;
        const expected = planned.powerW.map((_, slot) => profile[slot - start] ?? 0);
        expect(planned.powerW).toEqual(expected);
        expect(inside(input, start, load.earliestStartAt, load.latestEndAt)).toBe(true);
        const last = start + profile.length - 1;
        expect(inside(input, last, load.earliestStartAt, load.latestEndAt)).toBe(true);
      });
    });
  });

  it('charges a battery from the grid only where allowed, and gives back only to the house', () => {
    eachPlan((input, plan) => {
      input.loads.forEach((load, index) => {
        if (load.kind !== 'battery') return;
        const planned = plan.loads[index];
        if (!load.gridChargingAllowed || plan.objective === 'greenest') {
          expect(planned?.energyWh).toBe(0);
        }
        planned?.powerW.forEach((watts, slot) => {
          expect(Math.abs(watts)).toBeLessThanOrEqual(load.maxPowerW + TOLERANCE_W);
          if (watts > 0) expect(inside(input, slot, load.chargeFrom, load.readyBy)).toBe(true);
          if (watts < 0) {
            expect(input.quarterHours[slot]?.start).toBeGreaterThanOrEqual(load.readyBy);
            expect(plan.timeline[slot]?.gridW).toBeGreaterThanOrEqual(-TOLERANCE_W);
          }
        });
        const room = (load.capacityWh - load.storedWh) / Math.sqrt(load.roundTripEfficiency);
        expect(planned?.energyWh).toBeLessThanOrEqual(room + 1e-6);
        expect(planned?.savingEur).toBeGreaterThanOrEqual(-1e-9);
      });
    });
  });

  it('plans the same input the same way', () => {
    fc.assert(
      fc.property(planInputs, (input) => {
        expect(planTomorrow(input)).toEqual(planTomorrow(input));
      }),
      { numRuns: 30 },
    );
  });
});
