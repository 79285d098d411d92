import { describe, expect, it } from 'vitest';
import {
  billedPeakW,
  capacityCharge,
  effectiveMonthlyPeak,
  type MonthlyPeak,
  monthlyPeaks,
} from './capacity-tariff.ts';

const at = (iso: string) => new Date(iso).getTime();
const peak = (month: string, peakW: number): MonthlyPeak => ({
  month,
  peakW,
  at: null,
  billedW: billedPeakW(peakW),
});

describe('monthlyPeaks', () => {
  it("takes each month's highest quarter-hour and bills at least 2.5 kW", () => {
    const peaks = monthlyPeaks([
      { start: at('2026-01-05T18:00+01:00'), averageW: 4200 },
      { start: at('2026-01-20T07:15+01:00'), averageW: 6100 },
      { start: at('2026-01-21T07:15+01:00'), averageW: 5000 },
      { start: at('2026-02-03T19:30+01:00'), averageW: 1800 },
    ]);
    expect(peaks).toEqual([
      { month: '2026-01', peakW: 6100, at: at('2026-01-20T07:15+01:00'), billedW: 6100 },
      { month: '2026-02', peakW: 1800, at: at('2026-02-03T19:30+01:00'), billedW: 2500 },
    ]);
  });

  it('keeps the last Brussels quarter-hour of a month in that month', () => {
    // 23:45 on 31 March (summer time) is 21:45 UTC; on 30 April 23:45 CEST is already May in no zone,
    // but 31 Dec 23:45 CET is 22:45 UTC: the Brussels month decides in every case.
    const peaks = monthlyPeaks([
      { start: at('2026-03-31T23:45+02:00'), averageW: 7000 },
      { start: at('2026-04-01T00:00+02:00'), averageW: 3000 },
      { start: at('2025-12-31T23:45+01:00'), averageW: 9000 },
    ]);
    expect(peaks.map(({ month, peakW }) => [month, peakW])).toEqual([
      ['2025-12', 9000],
      ['2026-03', 7000],
      ['2026-04', 3000],
    ]);
  });

  it('counts the quarter-hours of the DST nights like any other', () => {
    const peaks = monthlyPeaks([
      { start: at('2026-10-25T02:30+02:00'), averageW: 3100 },
      { start: at('2026-10-25T02:30+01:00'), averageW: 3300 },
      { start: at('2026-03-29T03:00+02:00'), averageW: 2900 },
    ]);
    expect(peaks).toEqual([
      { month: '2026-03', peakW: 2900, at: at('2026-03-29T03:00+02:00'), billedW: 2900 },
      { month: '2026-10', peakW: 3300, at: at('2026-10-25T02:30+01:00'), billedW: 3300 },
    ]);
  });
});

describe('effectiveMonthlyPeak', () => {
  it("prefers the meter's own peak, billed with the same 2.5 kW floor", () => {
    const computed = peak('2026-02', 4000);
    expect(effectiveMonthlyPeak(computed, { month: '2026-02', peakW: 4321, at: 1 })).toEqual({
      month: '2026-02',
      peakW: 4321,
      at: 1,
      billedW: 4321,
    });
    expect(
      effectiveMonthlyPeak(computed, { month: '2026-02', peakW: 2000, at: null })?.billedW,
    ).toBe(2500);
  });

  it('falls back to the computed peak when the meter reports none', () => {
    const computed = peak('2026-02', 4000);
    expect(effectiveMonthlyPeak(computed, null)).toBe(computed);
    expect(effectiveMonthlyPeak(null, null)).toBeNull();
  });
});

describe('capacityCharge', () => {
  it('is the mean of the last 12 billed peaks times the rate', () => {
    // 12 months, 2025-03 … 2026-02, peaks 3, 4, … 14 kW: mean 8.5 kW.
    const months = [
      ...Array.from({ length: 10 }, (_, i) => `2025-${String(i + 3).padStart(2, '0')}`),
      '2026-01',
      '2026-02',
    ];
    const peaks = months.map((month, index) => peak(month, (index + 3) * 1000));
    const charge = capacityCharge(peaks, '2026-02', 50);
    expect(charge.months[0]).toBe('2025-03');
    expect(charge.months.at(-1)).toBe('2026-02');
    expect(charge.averagePeakW).toBe(8500);
    expect(charge.yearlyEur).toBeCloseTo(425, 9);
    expect(charge.monthlyEur).toBeCloseTo(425 / 12, 9);
  });

  it('ignores months older than 12 and bills the floor for low ones', () => {
    const charge = capacityCharge(
      [
        peak('2024-12', 50_000),
        ...Array.from({ length: 12 }, (_, i) =>
          peak(`2025-${String(i + 1).padStart(2, '0')}`, 1000),
        ),
      ],
      '2025-12',
      40,
    );
    expect(charge.averagePeakW).toBe(2500);
    expect(charge.yearlyEur).toBe(100);
  });

  it('counts months without a known peak as 2.5 kW, as for a meter younger than a year', () => {
    const charge = capacityCharge([peak('2026-01', 8500)], '2026-01', 60);
    // (8.5 + 11 × 2.5) / 12 = 3 kW.
    expect(charge.averagePeakW).toBe(3000);
    expect(charge.yearlyEur).toBeCloseTo(180, 9);
  });
});
