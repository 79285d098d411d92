import { describe, expect, it } from 'vitest';
import { QUARTER_HOUR_MS } from '../quarter-hour.ts';
import { belgianPlanInput, brusselsAt } from './plan-fixture.ts';
import type { FlexibleLoad, PlanInput } from './plan-input.ts';
import type { EnergyPlan, LoadPlan } from './plan-result.ts';
import { planTomorrow } from './plan-tomorrow.ts';

const winterDay = { year: 2026, month: 1, day: 15 };
const summerDay = { year: 2026, month: 6, day: 14 };
const at = (hour: number, minute = 0) => brusselsAt(winterDay, hour, minute);

function load(plan: EnergyPlan, id: string): LoadPlan {
  const found = plan.loads.find((entry) => entry.id === id);
  if (found === undefined) throw new Error(`no load ${id}`);
  return found;
}

function withLoads(input: PlanInput, loads: FlexibleLoad[], changes: Partial<PlanInput> = {}) {
  return { ...input, ...changes, loads };
}

describe('planTomorrow on a Flemish winter day', () => {
  const input = belgianPlanInput(winterDay, 0.05);
  const { cheapest, greenest } = planTomorrow(input);

  it('charges the car by 07:30 without passing the 4.2 kW peak the month already has', () => {
    const car = load(cheapest, 'car');
    expect(car.ev).toEqual({ targetWh: 22_000, reachable: true, reachableWh: 22_000 });
    expect(car.energyWh).toBeCloseTo(22_000, 6);
    expect(car.windows.at(-1)?.end).toBeLessThanOrEqual(at(7, 30));
    expect(cheapest.peak).toMatchObject({ limitW: 4200, extraPeakW: 0, withinLimit: true });
    expect(cheapest.peak.plannedPeakW).toBeLessThanOrEqual(4200 + 1e-6);
  });

  it('says what charging at full power on plug-in would have set as a peak, and its yearly cost', () => {
    // 7.4 kW of car plus the 250 W the house draws at night: 7.65 kW, 3.45 kW above the month's.
    expect(cheapest.peak.usualPeakW).toBeCloseTo(7650, 0);
    expect(cheapest.peak.usualExtraPeakYearlyEur).toBeCloseTo(3.45 * (53.3 / 12), 2);
  });

  it('moves the machines out of the evening price peak and saves on the whole', () => {
    for (const id of ['dishes', 'washer']) {
      const machine = load(cheapest, id);
      expect(machine.savingEur).toBeGreaterThan(0.05);
      expect(machine.windows).toHaveLength(1);
    }
    expect(cheapest.savingEur).toBeGreaterThan(0);
    expect(cheapest.costEur).toBeLessThan(cheapest.usualCostEur);
  });

  it('grid-charges the battery at night only in the cheapest plan, and it pays for itself', () => {
    const battery = load(cheapest, 'battery');
    expect(battery.status).toBe('planned');
    expect(battery.windows[0]?.energyWh).toBeGreaterThan(0);
    expect(battery.windows[0]?.end).toBeLessThanOrEqual(at(7));
    expect(battery.windows.slice(1).every((w) => w.energyWh < 0 && w.start >= at(7))).toBe(true);
    expect(battery.savingEur).toBeGreaterThan(0);
    expect(load(greenest, 'battery').status).toBe('not-green');
  });

  it('states a cost that is the sum of its quarter-hours', () => {
    const summed = cheapest.timeline.reduce((sum, quarter) => sum + quarter.costEur, 0);
    expect(cheapest.costEur).toBeCloseTo(summed, 10);
    const loads = cheapest.loads.reduce((sum, entry) => sum + entry.costEur, 0);
    expect(cheapest.baseCostEur + loads).toBeCloseTo(cheapest.costEur, 10);
  });
});

describe('planTomorrow when the peak or the connection is in the way', () => {
  const base = belgianPlanInput(winterDay, 0.05);
  const car = (energyWh: number, maxPowerW: number): FlexibleLoad => ({
    kind: 'ev',
    id: 'car',
    energyWh,
    maxPowerW,
    plugInAt: at(0),
    departAt: at(6),
  });

  it('raises the peak only as far as the car needs, and prices the extra over the year', () => {
    // 6 h under the 2.5 kW minimum leaves about 13.5 kWh for the car; it needs 20.
    const { cheapest } = planTomorrow(withLoads(base, [car(20_000, 11_000)], { monthPeakW: 1800 }));
    const { peak } = cheapest;
    expect(peak.limitW).toBe(2500);
    expect(peak.withinLimit).toBe(false);
    // 20 kWh over 24 quarter-hours is 3,333 W each, plus the 250 W the house draws at night.
    expect(peak.planLimitW).toBeGreaterThanOrEqual(3583);
    expect(peak.planLimitW).toBeLessThanOrEqual(3585);
    expect(peak.extraPeakYearlyEur).toBeCloseTo((peak.extraPeakW / 1000) * (53.3 / 12), 10);
    expect(load(cheapest, 'car').raisedPeakW).toBe(peak.extraPeakW);
    expect(load(cheapest, 'car').ev?.reachable).toBe(true);
  });

  it('says so when the car cannot reach its target by departure, and gives it all it can', () => {
    const { cheapest } = planTomorrow(withLoads(base, [car(60_000, 7400)]));
    const ev = load(cheapest, 'car').ev;
    expect(ev?.reachable).toBe(false);
    expect(ev?.reachableWh).toBeCloseTo(7400 * 6, 6);
  });

  it('counts the connection, not the charger, when the house leaves less', () => {
    const { cheapest } = planTomorrow(
      withLoads(base, [car(60_000, 11_000)], { connectionMaxW: 5750 }),
    );
    // The 5.75 kW connection minus what the house draws (about 250 W) in each quarter-hour to 06:00.
    const leftWh = base.baseLoadW.slice(0, 24).reduce((sum, w) => sum + (5750 - w) / 4, 0);
    expect(leftWh).toBeCloseTo(5500 * 6, -1);
    expect(load(cheapest, 'car').ev?.reachableWh).toBeCloseTo(leftWh, 6);
  });

  it('runs the machine first when the car would otherwise take the only hours it has', () => {
    const flat = base.quarterHours.map((q, index) => ({
      ...q,
      consumption: index >= 8 && index < 16 ? 0.1 : 0.3,
    }));
    const { cheapest } = planTomorrow(
      withLoads(
        base,
        [
          car(16_000, 7400),
          {
            kind: 'dishwasher',
            id: 'dishes',
            profileW: Array(8).fill(2000),
            earliestStartAt: at(2),
            latestEndAt: at(4),
            usualStartAt: at(2),
          },
        ],
        { quarterHours: flat, monthPeakW: 4000 },
      ),
    );
    expect(cheapest.peak.withinLimit).toBe(true);
    expect(load(cheapest, 'dishes').windows).toEqual([
      { start: at(2), end: at(4), energyWh: 4000 },
    ]);
    expect(load(cheapest, 'car').energyWh).toBeCloseTo(16_000, 6);
  });

  it('leaves a programme out when its span is shorter than the programme', () => {
    const { cheapest } = planTomorrow(
      withLoads(base, [
        {
          kind: 'washing-machine',
          id: 'washer',
          profileW: [2000, 500, 500, 500],
          earliestStartAt: at(10),
          latestEndAt: at(10, 45),
          usualStartAt: at(10),
        },
      ]),
    );
    expect(load(cheapest, 'washer')).toMatchObject({ status: 'window-too-short', windows: [] });
    expect(cheapest.savingEur).toBe(0);
  });
});

describe('planTomorrow on a sunny June Sunday', () => {
  const input = belgianPlanInput(summerDay, 1);
  const { cheapest, greenest } = planTomorrow(input);

  it('puts the machines and the boiler in the sun in the greenest plan', () => {
    for (const id of ['boiler', 'dishes', 'washer']) {
      const window = load(greenest, id).windows[0];
      expect(window?.start).toBeGreaterThanOrEqual(brusselsAt(summerDay, 9));
      expect(window?.end).toBeLessThanOrEqual(brusselsAt(summerDay, 18));
    }
    expect(greenest.selfConsumedSolarWh).toBeGreaterThanOrEqual(
      cheapest.selfConsumedSolarWh - 1e-6,
    );
    expect(greenest.gridImportWh).toBeLessThanOrEqual(cheapest.gridImportWh + 1e-6);
  });

  it('does not grid-charge the battery when the night is no cheaper than the evening it serves', () => {
    expect(['planned', 'not-worth-it']).toContain(load(cheapest, 'battery').status);
    expect(load(cheapest, 'battery').savingEur).toBeGreaterThanOrEqual(0);
  });
});

describe('planTomorrow on the days the clocks change', () => {
  for (const [day, count] of [
    [{ year: 2026, month: 3, day: 29 }, 92],
    [{ year: 2026, month: 10, day: 25 }, 100],
  ] as const) {
    it(`plans all ${count} quarter-hours of ${day.year}-${day.month}-${day.day}`, () => {
      const { cheapest } = planTomorrow(belgianPlanInput(day, 0.5));
      expect(cheapest.timeline).toHaveLength(count);
      const car = load(cheapest, 'car');
      expect(car.ev?.reachable).toBe(true);
      // The car leaves at 07:30 on the wall clock, whatever the night's length.
      expect(car.windows.at(-1)?.end).toBeLessThanOrEqual(brusselsAt(day, 7, 30));
      expect(cheapest.timeline[1]?.start).toBe(
        (cheapest.timeline[0]?.start ?? 0) + QUARTER_HOUR_MS,
      );
    });
  }
});

describe('planTomorrow input', () => {
  it('refuses forecasts that do not match the horizon', () => {
    const input = belgianPlanInput(winterDay, 0);
    expect(() => planTomorrow({ ...input, solarW: input.solarW.slice(1) })).toThrow(RangeError);
    expect(() => planTomorrow({ ...input, quarterHours: input.quarterHours.slice(0, 0) })).toThrow(
      RangeError,
    );
  });

  it('plans the same way every time', () => {
    const input = belgianPlanInput(winterDay, 0.2);
    expect(planTomorrow(input)).toEqual(planTomorrow(input));
  });
});
