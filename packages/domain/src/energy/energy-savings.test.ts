import { describe, expect, it } from 'vitest';
import { type EnergyBucket, emptyEnergyBucket, type QuarterHourPrice } from './energy-bucket.ts';
import { energySavings, tariffSaving } from './energy-savings.ts';

const bucket = (flows: Partial<EnergyBucket>): EnergyBucket => ({
  ...emptyEnergyBucket(0),
  ...flows,
});
const fixed: QuarterHourPrice = { consumption: 0.3, injection: 0.05 };
const total = (split: Record<string, number>) => Object.values(split).reduce((a, b) => a + b, 0);

describe('energySavings', () => {
  it('saves nothing without an installation', () => {
    const result = energySavings([bucket({ homeWh: 200, importWh: 200 })], [fixed]);
    expect(result.actualCost).toBeCloseTo(0.06, 12);
    expect(result.baselineCost).toBeCloseTo(0.06, 12);
    expect(total({ ...result.split })).toBeCloseTo(0, 12);
  });

  it('values solar used at home at the consumption price and injected solar at the injection price', () => {
    // 1 kWh solar: 0.4 to the home, 0.6 injected; the home's other 0.1 kWh from the grid.
    const result = energySavings(
      [bucket({ solarWh: 1000, homeWh: 500, importWh: 100, exportWh: 600 })],
      [fixed],
    );
    expect(result.split.solar).toBeCloseTo(0.4 * 0.3 + 0.6 * 0.05, 12);
    expect(result.split.battery).toBeCloseTo(0, 12);
    expect(result.split.energy).toBeCloseTo(0, 12);
    expect(total({ ...result.split })).toBeCloseTo(result.baselineCost - result.actualCost, 12);
  });

  it('credits the battery with its discharge, less what it charged from the grid', () => {
    const buckets = [
      // Noon: 800 Wh solar, 300 to the home, 500 into the battery.
      bucket({ solarWh: 800, homeWh: 300, batteryChargeWh: 500 }),
      // Evening: 450 Wh out of the battery (90 % round trip) cover the home.
      bucket({ homeWh: 450, batteryDischargeWh: 450 }),
    ];
    const result = energySavings(buckets, [fixed, fixed]);
    expect(result.split.battery).toBeCloseTo(0.45 * 0.3, 12);
    expect(result.split.solar).toBeCloseTo(0.3 * 0.3, 12);
    expect(result.actualCost).toBeCloseTo(0, 12);
  });

  it('gives the EV the solar that charged it directly', () => {
    const result = energySavings(
      [bucket({ solarWh: 3000, homeWh: 500, evWh: 2500, importWh: 0 })],
      [fixed],
    );
    expect(result.split.ev).toBeCloseTo(2.5 * 0.3, 12);
    expect(result.split.solar).toBeCloseTo(0.5 * 0.3, 12);
  });

  it('puts the gain of buying at cheap quarter-hours under energy, zero on a fixed price', () => {
    // Night: battery charged 2 kWh from the grid at 0.10; evening: 1.8 kWh discharged at 0.40.
    const night = { consumption: 0.1, injection: 0 };
    const evening = { consumption: 0.4, injection: 0 };
    const buckets = [
      bucket({ homeWh: 200, importWh: 2200, batteryChargeWh: 2000 }),
      bucket({ homeWh: 2000, importWh: 200, batteryDischargeWh: 1800 }),
    ];
    const dynamic = energySavings(buckets, [night, evening]);
    const average = (0.2 * 0.1 + 2 * 0.4) / 2.2;
    expect(dynamic.split.battery).toBeCloseTo(-0.2 * average, 12);
    expect(dynamic.split.energy).toBeCloseTo(2.4 * average - (2.2 * 0.1 + 0.2 * 0.4), 12);
    expect(dynamic.split.energy).toBeGreaterThan(0);
    expect(total({ ...dynamic.split })).toBeCloseTo(dynamic.baselineCost - dynamic.actualCost, 12);

    const flat = energySavings(buckets, [fixed, fixed]);
    expect(flat.split.energy).toBeCloseTo(0, 12);
  });

  it('sums exactly to the saving over a mixed day', () => {
    const buckets = [
      bucket({ homeWh: 150, importWh: 150 }),
      bucket({ solarWh: 900, homeWh: 200, evWh: 300, batteryChargeWh: 250, exportWh: 150 }),
      bucket({ solarWh: 400, homeWh: 300, evWh: 2700, importWh: 2400, batteryDischargeWh: 200 }),
      bucket({ homeWh: 600, importWh: 550, batteryDischargeWh: 50 }),
    ];
    const prices = [0.12, 0.08, 0.35, 0.42].map((consumption) => ({
      consumption,
      injection: 0.02,
    }));
    const result = energySavings(buckets, prices);
    expect(total({ ...result.split })).toBeCloseTo(result.baselineCost - result.actualCost, 12);
  });

  it('refuses buckets without prices', () => {
    expect(() => energySavings([bucket({})], [])).toThrow(RangeError);
  });
});

describe('tariffSaving', () => {
  it('is a twelfth of the rate per kW of billed peak avoided', () => {
    expect(tariffSaving(7500, 4500, 48)).toBeCloseTo(12, 12);
  });

  it('only counts peaks above the 2.5 kW floor', () => {
    expect(tariffSaving(3000, 1000, 60)).toBeCloseTo(2.5, 12);
    expect(tariffSaving(2400, 1000, 60)).toBe(0);
  });
});
