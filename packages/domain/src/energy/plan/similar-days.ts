// How the installation's real production compares with its clear-sky model, from its own history:
// the ratio actual ÷ clear-sky on past days of the same season (within 30 days of the date, any
// year). It carries what the model cannot know (shade, soiling, a wrong azimuth on file, an
// inverter that clips) and, for a day with no weather forecast, the season's typical clouds.

import { type CalendarDate, dayNumber } from '../../brussels-time.ts';
import { clearSkyDayWh, type PvInstallation } from './clear-sky.ts';

/** Days either side of the date (any year) that count as the same season. */
export const SIMILAR_SEASON_DAYS = 30;
/** Fewer usable days than this and the season's ratio is not trusted. */
export const MIN_SIMILAR_DAYS = 5;
/** The most recent days used: older years say less about today's panels. */
const MAX_DAYS_USED = 60;
/** Daily ratios outside this range are outages, snow or data errors, not weather. */
const PLAUSIBLE_RATIO = { min: 0.01, max: 1.5 } as const;
/** The clearest days: this quantile of the daily ratios. */
const CLEAR_DAY_QUANTILE = 0.9;

export interface SolarHistoryDay {
  date: CalendarDate;
  /** What the installation produced that Brussels day, Wh. */
  solarWh: number;
}

export interface HistoryScale {
  /** Which days the ratios come from; 'clear-sky' when there were too few (both ratios are 1). */
  basis: 'similar-days' | 'all-history' | 'clear-sky';
  /** How many days were used. */
  days: number;
  /** Σ actual ÷ Σ clear-sky over those days: the typical share of the clear sky. */
  meanRatio: number;
  /** The share on the clearest of them (90th percentile of the daily ratios): clouds left out. */
  clearDayRatio: number;
}

export function historyScale(
  installation: PvInstallation,
  history: readonly SolarHistoryDay[],
  day: CalendarDate,
): HistoryScale {
  const target = dayNumber(day);
  const past = history
    .filter((entry) => dayNumber(entry.date) < target)
    .sort((a, b) => dayNumber(b.date) - dayNumber(a.date));
  const sameSeason = past.filter((entry) => seasonDistance(entry.date, day) <= SIMILAR_SEASON_DAYS);
  const seasonal = usableRatios(installation, sameSeason);
  if (seasonal.length >= MIN_SIMILAR_DAYS) return scaleOf('similar-days', seasonal);
  const any = usableRatios(installation, past);
  if (any.length >= MIN_SIMILAR_DAYS) return scaleOf('all-history', any);
  return { basis: 'clear-sky', days: 0, meanRatio: 1, clearDayRatio: 1 };
}

interface DayRatio {
  actualWh: number;
  clearWh: number;
}

function usableRatios(installation: PvInstallation, days: readonly SolarHistoryDay[]): DayRatio[] {
  const usable: DayRatio[] = [];
  for (const entry of days) {
    if (usable.length >= MAX_DAYS_USED) break;
    const clearWh = clearSkyDayWh(installation, entry.date);
    if (clearWh <= 0) continue;
    const ratio = entry.solarWh / clearWh;
    if (ratio >= PLAUSIBLE_RATIO.min && ratio <= PLAUSIBLE_RATIO.max) {
      usable.push({ actualWh: entry.solarWh, clearWh });
    }
  }
  return usable;
}

function scaleOf(basis: 'similar-days' | 'all-history', days: readonly DayRatio[]): HistoryScale {
  const actual = days.reduce((sum, d) => sum + d.actualWh, 0);
  const clear = days.reduce((sum, d) => sum + d.clearWh, 0);
  const ratios = days.map((d) => d.actualWh / d.clearWh).sort((a, b) => a - b);
  // Nearest-rank quantile: an actual day's ratio, never an interpolation between two.
  const rank = Math.max(0, Math.ceil(CLEAR_DAY_QUANTILE * ratios.length) - 1);
  return {
    basis,
    days: days.length,
    meanRatio: actual / clear,
    clearDayRatio: ratios[rank] ?? actual / clear,
  };
}

/** Days between two dates' places in the year, going round New Year: 0..182. */
function seasonDistance(a: CalendarDate, b: CalendarDate): number {
  const distance = Math.abs(dayOfYear(a) - dayOfYear(b));
  return Math.min(distance, 365 - distance);
}

function dayOfYear(date: CalendarDate): number {
  return dayNumber(date) - dayNumber({ year: date.year, month: 1, day: 1 });
}
