// The live capacity tariff on a fake clock: readings carry their own timestamps, so a quarter-hour
// of readings a second apart is simulated without waiting, and every figure is exact.
import { describe, expect, it } from 'vitest';
import type { HouseholdSample } from '../simulator/household-sample.ts';
import { createCapacityTracker } from './capacity-tracker.ts';
import { createLiveQuarters } from './live-quarters.ts';

const QUARTER = Date.parse('2026-01-14T17:00:00Z');

function reading(at: number, gridW: number): HouseholdSample {
  const gridConsume = Math.max(0, gridW);
  return {
    timestamp: at,
    home: gridConsume,
    ownConsumption: 0,
    grid: gridW,
    ev: 0,
    solar: 0,
    battery: 0,
    batteryCharge: 0,
    batteryDischarge: 0,
    batteryChargeState: null,
    gridConsume,
    gridInject: 0,
  };
}

/** Feeds readings a second apart over [from, to) with the power `gridAt` gives. */
function feed(from: number, to: number, gridAt: (at: number) => number) {
  const quarters = createLiveQuarters();
  const tracker = createCapacityTracker();
  tracker.historyPeak('2026-01', 3000);
  const peaks = [];
  const closed = [];
  for (let at = from; at < to; at += 1000) {
    const done = quarters.add(reading(at, gridAt(at)));
    closed.push(...done);
    peaks.push(...tracker.closed(done));
  }
  return { quarters, tracker, peaks, closed };
}

describe('live quarter-hours', () => {
  it('sums a quarter-hour held at 4 kW to 1 kWh and calls the first partial one incomplete', () => {
    const { closed } = feed(QUARTER - 300_000, QUARTER + 901_000, () => 4000);
    expect(closed).toHaveLength(2);
    expect(closed[0]?.complete).toBe(false);
    expect(closed[1]?.complete).toBe(true);
    expect(closed[1]?.bucket.start).toBe(QUARTER);
    expect(closed[1]?.bucket.importWh).toBeCloseTo(1000, 6);
    expect(closed[1]?.bucket.averageImportW).toBeCloseTo(4000, 6);
  });

  it('does not hold a reading through a silence longer than a minute', () => {
    const quarters = createLiveQuarters();
    quarters.add(reading(QUARTER, 6000));
    const closed = quarters.add(reading(QUARTER + 20 * 60_000, 6000));
    expect(closed).toHaveLength(1);
    expect(closed[0]?.complete).toBe(false);
    expect(closed[0]?.bucket.importWh).toBeCloseTo(100, 6);
  });
});

describe('the live capacity tariff', () => {
  it('projects the quarter-hour from the energy so far and the power now', () => {
    // 5 minutes at 1.5 kW (125 Wh), then 6 kW now: 125 + 6000 × 10/60 = 1125 Wh → 4.5 kW.
    const { quarters, tracker } = feed(QUARTER - 1000, QUARTER + 300_000, () => 1500);
    const now = QUARTER + 300_000;
    quarters.add(reading(now, 6000));
    const capacity = tracker.capacity(now, quarters.current()?.importWh ?? 0, 6000, null);
    expect(capacity).toEqual({
      quarterStart: '2026-01-14T17:00:00.000Z',
      projectedW: 4500,
      monthPeakW: 3000,
      thresholdW: 3000,
      // (750 Wh − 1125 Wh) over 10 minutes: 2.25 kW to shed.
      headroomW: -2250,
      newPeak: true,
    });
  });

  it('is silent until the history said what the month’s peak is', () => {
    expect(createCapacityTracker().capacity(QUARTER, 0, 1000, null)).toBeUndefined();
  });

  it('lets the meter’s own peak win over the history’s', () => {
    const tracker = createCapacityTracker();
    tracker.historyPeak('2026-01', 3000);
    const meter = { month: '2026-01', peakW: 5200, at: null };
    expect(tracker.capacity(QUARTER, 0, 1000, meter)?.monthPeakW).toBe(5200);
    // Remembered for the readings after it that do not repeat it.
    expect(tracker.capacity(QUARTER + 1000, 0, 1000, null)?.monthPeakW).toBe(5200);
  });

  it('tells of a new peak once, when a complete quarter-hour closes above the month’s', () => {
    // 17:00–17:15 at 4 kW passes the 3 kW peak; 17:15–17:30 at 3.5 kW is under the new 4 kW one.
    const { peaks } = feed(QUARTER - 1000, QUARTER + 1_801_000, (at) =>
      at < QUARTER + 900_000 ? 4000 : 3500,
    );
    expect(peaks).toHaveLength(1);
    expect(peaks[0]?.quarterStart).toBe(QUARTER);
    expect(peaks[0]?.peakW).toBeCloseTo(4000, 3);
    expect(peaks[0]?.previousW).toBe(3000);
  });

  it('never counts a quarter-hour under 2.5 kW as a new peak', () => {
    const quarters = createLiveQuarters();
    const tracker = createCapacityTracker();
    tracker.historyPeak('2026-01', 0);
    const peaks = [];
    for (let at = QUARTER - 1000; at < QUARTER + 901_000; at += 1000) {
      peaks.push(...tracker.closed(quarters.add(reading(at, 2400))));
    }
    expect(peaks).toEqual([]);
  });
});
