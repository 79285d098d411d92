// The month's peak as a Belgian digital meter reports it itself, which wins over the portal's own
// figure (capacity-tariff.ts, effectiveMonthlyPeak):
// - a DSMR P1 telegram (Fluvius e-MUCS) line `1-0:1.6.0(YYMMDDhhmmssX)(NN.NNN*kW)`: when the
//   month's maximum demand was set, X being S (summer time, UTC+2) or W (winter time, UTC+1), and
//   its value in kW;
// - the HomeWizard P1 meter's JSON (`/api/v1/data`): `montly_power_peak_w` (W, spelled so by the
//   device's v1 API) and `montly_power_peak_timestamp` (YYMMDDhhmmss, Brussels time, as a number).
//   The correctly spelled `monthly_power_peak_w`/`monthly_power_peak_timestamp` are read too, for
//   firmware or bridges that fixed the name.

import { fromBrusselsWallClock } from '../brussels-time.ts';
import { brusselsMonth, type MonthKey } from './quarter-hour.ts';

export interface MeterReportedPeak {
  month: MonthKey;
  peakW: number;
  /** When the peak was set (epoch ms), or null when the meter did not say. */
  at: number | null;
}

const DSMR_PEAK = /^1-0:1\.6\.0\((\d{12})([SW])\)\((\d+(?:\.\d+)?)\*kW\)/m;

/** The monthly peak of a DSMR P1 telegram, or null when it has no valid 1-0:1.6.0 line. */
export function dsmrMonthlyPeak(telegram: string): MeterReportedPeak | null {
  const match = DSMR_PEAK.exec(telegram);
  if (!match?.[1] || !match[2] || !match[3]) return null;
  const parts = stampParts(match[1]);
  if (parts === null) return null;
  // The S/W letter gives the offset outright, so the repeated hour of the autumn night is exact.
  const offsetHours = match[2] === 'S' ? 2 : 1;
  const at =
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) -
    offsetHours * 3_600_000;
  return { month: brusselsMonth(at), peakW: Math.round(Number(match[3]) * 1000), at };
}

/** The monthly peak of a HomeWizard P1 JSON reading, or null when it has none. */
export function homeWizardMonthlyPeak(reading: Record<string, unknown>): MeterReportedPeak | null {
  const peakW = reading.montly_power_peak_w ?? reading.monthly_power_peak_w;
  if (typeof peakW !== 'number' || !Number.isFinite(peakW) || peakW < 0) return null;
  const stamp = reading.montly_power_peak_timestamp ?? reading.monthly_power_peak_timestamp;
  const parts = typeof stamp === 'number' ? stampParts(String(stamp).padStart(12, '0')) : null;
  if (parts === null) return null;
  const at = fromBrusselsWallClock(parts).getTime();
  return { month: brusselsMonth(at), peakW, at };
}

// YYMMDDhhmmss; DSMR years are 20YY.
function stampParts(stamp: string) {
  if (!/^\d{12}$/.test(stamp)) return null;
  const [year, month, day, hour, minute, second] = [0, 2, 4, 6, 8, 10].map((at) =>
    Number(stamp.slice(at, at + 2)),
  ) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return { year: 2000 + year, month, day, hour, minute, second };
}
