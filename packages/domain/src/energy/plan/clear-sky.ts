// What an installation would give under a clear sky, per quarter-hour: the plane irradiance of
// solar-geometry.ts × kWp ÷ 1000 W/m² (the standard test conditions the kWp is rated at) × (1 −
// system loss), capped at the kWp. The quarter-hour's average is the mean of three instants (at 2.5,
// 7.5 and 12.5 minutes), which follows the sun's curve to well under 1 % of a day's energy.

import type { CalendarDate } from '../../brussels-time.ts';
import {
  QUARTER_HOUR_IN_HOURS,
  QUARTER_HOUR_MS,
  quarterHoursOfBrusselsDay,
} from '../quarter-hour.ts';
import { clearSkyPlaneIrradiance, type PanelOrientation, sunPosition } from './solar-geometry.ts';

/** Inverter, wiring, heat and soiling losses of a typical installation (performance ratio 0.85). */
export const DEFAULT_SYSTEM_LOSS = 0.15;
const STC_IRRADIANCE = 1000;
const SAMPLE_OFFSETS_MS = [QUARTER_HOUR_MS / 6, QUARTER_HOUR_MS / 2, (5 * QUARTER_HOUR_MS) / 6];

export interface PvInstallation extends PanelOrientation {
  latitude: number;
  longitude: number;
  /** Peak power of the panels, kWp (also taken as the inverter's limit). */
  kwp: number;
  /** Share of the DC energy lost before the meter, 0..1; DEFAULT_SYSTEM_LOSS when not known. */
  systemLoss: number;
}

/** Average clear-sky AC power over the quarter-hour starting at `start` (epoch ms), W. */
export function clearSkyQuarterHourW(installation: PvInstallation, start: number): number {
  const peakW = installation.kwp * 1000;
  let sum = 0;
  for (const offset of SAMPLE_OFFSETS_MS) {
    const sun = sunPosition(start + offset, installation.latitude, installation.longitude);
    const irradiance = clearSkyPlaneIrradiance(sun, installation);
    sum += Math.min(peakW, (peakW * irradiance * (1 - installation.systemLoss)) / STC_IRRADIANCE);
  }
  return sum / SAMPLE_OFFSETS_MS.length;
}

/** Clear-sky average power of each quarter-hour of a Brussels day (92, 96 or 100 of them), W. */
export function clearSkyDayW(installation: PvInstallation, day: CalendarDate): number[] {
  return quarterHoursOfBrusselsDay(day.year, day.month, day.day).map((start) =>
    clearSkyQuarterHourW(installation, start),
  );
}

/** Clear-sky energy of a Brussels day, Wh. */
export function clearSkyDayWh(installation: PvInstallation, day: CalendarDate): number {
  return clearSkyDayW(installation, day).reduce((sum, w) => sum + w * QUARTER_HOUR_IN_HOURS, 0);
}
