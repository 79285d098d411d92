import { quarterHoursOfBrusselsDay } from '@portal/domain/energy/quarter-hour';
import { describe, expect, it } from 'vitest';
import { backfillQuarterHours } from './backfill.ts';
import { FULL_HOUSEHOLD } from './household-profile.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('backfillQuarterHours', () => {
  // The autumn DST week: a 25-hour day among ordinary ones.
  const from = at('2026-10-20T00:00+02:00');
  const to = at('2026-10-27T00:00+01:00');
  const buckets = backfillQuarterHours(FULL_HOUSEHOLD, 9, from, to);

  it('has one bucket per Brussels quarter-hour, 100 on the fall-back day', () => {
    expect(buckets).toHaveLength(6 * 96 + 100);
    const fallBack = new Set(quarterHoursOfBrusselsDay(2026, 10, 25));
    expect(buckets.filter((bucket) => fallBack.has(bucket.start))).toHaveLength(100);
    expect(buckets[0]?.start).toBe(from);
  });

  it('balances each quarter-hour and gives its average import power', () => {
    for (const b of buckets) {
      const supply = b.solarWh + b.importWh - b.exportWh + b.batteryDischargeWh - b.batteryChargeWh;
      expect(b.homeWh + b.evWh).toBeCloseTo(supply, 6);
      expect(b.averageImportW).toBeCloseTo(b.importWh * 4, 9);
      expect(Math.min(b.importWh, b.exportWh, b.solarWh, b.evWh)).toBeGreaterThanOrEqual(0);
    }
  });

  it('is the same for the same seed', () => {
    expect(backfillQuarterHours(FULL_HOUSEHOLD, 9, from, from + 86_400_000)).toEqual(
      buckets.slice(0, 96),
    );
  });

  it('shows the EV sessions as the quarter-hours with the highest import', () => {
    const highest = [...buckets].sort((a, b) => b.averageImportW - a.averageImportW)[0];
    expect(highest?.evWh).toBeGreaterThan(2000);
    expect(highest?.averageImportW).toBeGreaterThan(10_000);
  });
});
