// Test fixtures: fast-check arbitraries for any plausible (and some implausible) planner input: an
// ordinary day or either DST day, any prices (injection below zero too), any forecasts, any month
// peak and connection, and any mix of loads with spans that may start or end off a quarter-hour,
// outside the horizon, or the wrong way round. Not used by production code.

import fc from 'fast-check';
import { QUARTER_HOUR_MS, quarterHoursOfBrusselsDay } from '../quarter-hour.ts';
import type {
  ApplianceLoad,
  BatteryLoad,
  BoilerLoad,
  EvLoad,
  FlexibleLoad,
  PlanInput,
} from './plan-input.ts';

const DAYS = [
  { year: 2026, month: 1, day: 15 },
  { year: 2026, month: 3, day: 29 },
  { year: 2026, month: 6, day: 21 },
  { year: 2026, month: 10, day: 25 },
] as const;

const watts = (max: number) => fc.double({ min: 0, max, noNaN: true, noDefaultInfinity: true });
const real = (min: number, max: number) =>
  fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

function loadsFor(first: number, count: number) {
  // Any instant from an hour before the horizon to an hour after it, to the minute.
  const instant = fc
    .integer({ min: -60, max: (count * QUARTER_HOUR_MS) / 60_000 + 60 })
    .map((minutes) => first + minutes * 60_000);
  const ev: fc.Arbitrary<EvLoad> = fc
    .record({
      energyWh: fc.integer({ min: 0, max: 80_000 }),
      maxPowerW: fc.integer({ min: 1400, max: 22_000 }),
      plugInAt: instant,
      // Mostly a departure after plug-in, sometimes the wrong way round.
      stayMinutes: fc.integer({ min: -60, max: (count * QUARTER_HOUR_MS) / 60_000 }),
    })
    .map(({ stayMinutes, ...car }) => ({
      ...car,
      kind: 'ev',
      id: 'car',
      departAt: car.plugInAt + stayMinutes * 60_000,
    }));
  const boiler: fc.Arbitrary<BoilerLoad> = fc.record({
    kind: fc.constant('boiler'),
    id: fc.constant('boiler'),
    energyWh: real(300, 4000),
    powerW: real(800, 3000),
    earliestStartAt: instant,
    latestEndAt: instant,
    usualStartAt: instant,
  });
  const machine = (kind: ApplianceLoad['kind'], id: string): fc.Arbitrary<ApplianceLoad> =>
    fc.record({
      kind: fc.constant(kind),
      id: fc.constant(id),
      profileW: fc.array(watts(2500), { minLength: 1, maxLength: 12 }),
      earliestStartAt: instant,
      latestEndAt: instant,
      usualStartAt: instant,
    });
  const battery: fc.Arbitrary<BatteryLoad> = fc
    .record({
      gridChargingAllowed: fc.boolean(),
      capacityWh: real(2000, 20_000),
      storedShare: real(0, 1),
      maxPowerW: real(1000, 10_000),
      roundTripEfficiency: real(0.75, 0.98),
      chargeFrom: instant,
      readyBy: instant,
    })
    .map(({ storedShare, ...rest }) => ({
      ...rest,
      kind: 'battery',
      id: 'battery',
      storedWh: rest.capacityWh * storedShare,
    }));
  return fc
    .tuple(
      fc.option(ev, { nil: undefined }),
      fc.option(boiler, { nil: undefined }),
      fc.option(machine('dishwasher', 'dishes'), { nil: undefined }),
      fc.option(machine('washing-machine', 'washer'), { nil: undefined }),
      fc.option(battery, { nil: undefined }),
    )
    .map((loads) => loads.filter((load): load is FlexibleLoad => load !== undefined));
}

export const planInputs: fc.Arbitrary<PlanInput> = fc.constantFrom(...DAYS).chain((day) => {
  const starts = quarterHoursOfBrusselsDay(day.year, day.month, day.day);
  const count = starts.length;
  const first = starts[0] ?? 0;
  const perQuarter = <T>(value: fc.Arbitrary<T>) =>
    fc.array(value, { minLength: count, maxLength: count });
  return fc.record({
    quarterHours: perQuarter(
      fc.record({
        consumption: real(0.02, 0.6),
        injection: real(-0.2, 0.2),
        carbonGPerKwh: fc.option(real(20, 400), { nil: undefined }),
      }),
    ).map((prices) =>
      prices.map((price, index) => ({ ...price, start: first + index * QUARTER_HOUR_MS })),
    ),
    solarW: perQuarter(fc.oneof(fc.constant(0), watts(8000))),
    baseLoadW: perQuarter(real(50, 4000)),
    monthPeakW: real(0, 9000),
    capacityRateEurPerKwYear: real(40, 60),
    connectionMaxW: real(3000, 20_000),
    loads: loadsFor(first, count),
  });
});
