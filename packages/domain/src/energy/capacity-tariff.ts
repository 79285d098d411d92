// The Flemish capacity tariff (capaciteitstarief, Fluvius, since 2023): the grid fee for a
// household follows its monthly peak, the highest average import power of any quarter-hour in the
// calendar month. A peak below 2.5 kW is billed as 2.5 kW. The yearly charge is the mean of the
// last 12 monthly peaks times the tenant's rate in euro per kW per year (billed a twelfth a month).

import type { MonthKey } from './quarter-hour.ts';
import { brusselsMonth, shiftMonth } from './quarter-hour.ts';

/** Fluvius bills at least this peak for a month, however low the real one. */
export const MINIMUM_BILLED_PEAK_W = 2500;
/** The rolling window the yearly charge averages over. */
export const PEAK_MONTHS_IN_CHARGE = 12;

export interface QuarterHourAverage {
  /** Start of the quarter-hour (epoch ms). */
  start: number;
  /** Average import power in W. */
  averageW: number;
}

export interface MonthlyPeak {
  month: MonthKey;
  /** The highest quarter-hour average of the month, W (the meter's figure when it reports one). */
  peakW: number;
  /** Start of that quarter-hour (epoch ms), or null when the peak came from the meter undated. */
  at: number | null;
  /** What is billed: the peak, but at least 2.5 kW. */
  billedW: number;
}

/** The billed peak for a measured one: never below the 2.5 kW minimum. */
export function billedPeakW(peakW: number): number {
  return Math.max(peakW, MINIMUM_BILLED_PEAK_W);
}

/**
 * Each Brussels calendar month's highest quarter-hour, in month order. A quarter-hour belongs to the
 * month its start falls in, so 23:45–24:00 on the last day stays in that month.
 */
export function monthlyPeaks(quarters: readonly QuarterHourAverage[]): MonthlyPeak[] {
  const byMonth = new Map<MonthKey, QuarterHourAverage>();
  for (const quarter of quarters) {
    const month = brusselsMonth(quarter.start);
    const best = byMonth.get(month);
    if (best === undefined || quarter.averageW > best.averageW) byMonth.set(month, quarter);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, quarter]) => ({
      month,
      peakW: quarter.averageW,
      at: quarter.start,
      billedW: billedPeakW(quarter.averageW),
    }));
}

/**
 * The month's peak to use: a peak the meter reports itself (DSMR 1-0:1.6.0, HomeWizard's monthly
 * peak) wins over ours, because it is the figure the grid operator bills; ours may miss samples.
 */
export function effectiveMonthlyPeak(
  computed: MonthlyPeak | null,
  meterReported: { month: MonthKey; peakW: number; at: number | null } | null,
): MonthlyPeak | null {
  if (meterReported === null) return computed;
  return { ...meterReported, billedW: billedPeakW(meterReported.peakW) };
}

export interface CapacityCharge {
  /** The months averaged, oldest first: the 12 months up to and including `lastMonth`. */
  months: MonthKey[];
  /** Mean of their billed peaks, W. */
  averagePeakW: number;
  /** averagePeakW in kW × rate, euro per year. */
  yearlyEur: number;
  /** A twelfth of the yearly charge: what one monthly bill carries. */
  monthlyEur: number;
}

/**
 * The yearly capacity charge at `lastMonth`: the mean of the billed peaks of the 12 months ending
 * with it, times the rate (€/kW/year). A month with no peak known (before the meter was read, or
 * before monitoring started) counts as the 2.5 kW minimum, as Fluvius does for a meter younger than
 * a year.
 */
export function capacityCharge(
  peaks: readonly MonthlyPeak[],
  lastMonth: MonthKey,
  rateEurPerKwYear: number,
): CapacityCharge {
  const billedByMonth = new Map(peaks.map((peak) => [peak.month, peak.billedW]));
  const months: MonthKey[] = [];
  let totalW = 0;
  for (let offset = PEAK_MONTHS_IN_CHARGE - 1; offset >= 0; offset--) {
    const month = shiftMonth(lastMonth, -offset);
    months.push(month);
    totalW += billedByMonth.get(month) ?? MINIMUM_BILLED_PEAK_W;
  }
  const averagePeakW = totalW / PEAK_MONTHS_IN_CHARGE;
  const yearlyEur = (averagePeakW / 1000) * rateEurPerKwYear;
  return { months, averagePeakW, yearlyEur, monthlyEur: yearlyEur / 12 };
}
