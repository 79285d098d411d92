// Tomorrow's solar production per quarter-hour, from the installation's own data (decision 061):
//   no weather forecast:   clear-sky × the mean ratio of similar past days (their typical clouds),
//   with a cloud forecast: clear-sky × the ratio of the clearest similar days × the cloud factor,
// the cloud factor being Kasten & Czeplak's (1980) 1 − 0.75 · C^3.4 for a cloud cover C (0..1): a
// quarter of the clear-sky light is left under a fully overcast sky. An hour the forecast does not
// cover falls back to the mean ratio, so a partial forecast still gives a full day.

import type { CalendarDate } from '../../brussels-time.ts';
import { QUARTER_HOUR_IN_HOURS, quarterHoursOfBrusselsDay } from '../quarter-hour.ts';
import { clearSkyQuarterHourW, type PvInstallation } from './clear-sky.ts';
import { type HistoryScale, historyScale, type SolarHistoryDay } from './similar-days.ts';

const HOUR_MS = 3_600_000;

/** One hour of a weather provider's forecast: the share of the sky covered by clouds. */
export interface CloudCoverHour {
  /** Start of the hour (epoch ms, a whole hour). */
  start: number;
  /** 0 (clear) .. 1 (overcast); providers giving oktas or % are converted by their adapter. */
  cover: number;
}

export interface SolarForecastInput {
  installation: PvInstallation;
  /** The Brussels day to forecast. */
  day: CalendarDate;
  /** Daily production of past days; only days before `day` are used. */
  history: readonly SolarHistoryDay[];
  /** The weather provider's forecast, when one is configured. */
  cloudCover?: readonly CloudCoverHour[] | undefined;
}

export interface SolarForecastSlot {
  /** Start of the quarter-hour (epoch ms). */
  start: number;
  /** Clear-sky average power, W. */
  clearSkyW: number;
  /** Forecast average power, W. */
  forecastW: number;
  /** The cover used for this quarter-hour, or null when none was forecast for its hour. */
  cloudCover: number | null;
}

export interface SolarForecast {
  day: CalendarDate;
  /** 92, 96 or 100 quarter-hours, from Brussels midnight. */
  slots: SolarForecastSlot[];
  scale: HistoryScale;
  /** Forecast energy of the day, Wh. */
  energyWh: number;
}

/** Share of the clear-sky light left under a cloud cover (0..1), Kasten & Czeplak (1980). */
export function cloudFactor(cover: number): number {
  const clamped = Math.min(1, Math.max(0, cover));
  return 1 - 0.75 * clamped ** 3.4;
}

export function solarForecast(input: SolarForecastInput): SolarForecast {
  const { installation, day } = input;
  const scale = historyScale(installation, input.history, day);
  const coverByHour = new Map<number, number>();
  for (const hour of input.cloudCover ?? []) {
    if (Number.isFinite(hour.cover)) coverByHour.set(Math.floor(hour.start / HOUR_MS), hour.cover);
  }
  let energyWh = 0;
  const slots = quarterHoursOfBrusselsDay(day.year, day.month, day.day).map((start) => {
    const clearSkyW = clearSkyQuarterHourW(installation, start);
    const cloudCover = coverByHour.get(Math.floor(start / HOUR_MS)) ?? null;
    const scaled =
      cloudCover === null
        ? clearSkyW * scale.meanRatio
        : clearSkyW * scale.clearDayRatio * cloudFactor(cloudCover);
    const forecastW = Math.min(installation.kwp * 1000, scaled);
    energyWh += forecastW * QUARTER_HOUR_IN_HOURS;
    return { start, clearSkyW, forecastW, cloudCover };
  });
  return { day, slots, scale, energyWh };
}
