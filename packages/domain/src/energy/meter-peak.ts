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
import { dsmrInstant, meterStampParts } from './meter-stamp.ts';
import { brusselsMonth, type MonthKey } from './quarter-hour.ts';

export interface MeterReportedPeak {
  month: MonthKey;
  peakW: number;
  /** When the peak was set (epoch ms), or null when the meter did not say. */
  at: number | null;
}

const DSMR_PEAK = /^1-0:1\.6\.0\((\d{12}[SW])\)\((\d+(?:\.\d+)?)\*kW\)/m;

/** The monthly peak of a DSMR P1 telegram, or null when it has no valid 1-0:1.6.0 line. */
export function dsmrMonthlyPeak(telegram: string): MeterReportedPeak | null {
  const match = DSMR_PEAK.exec(telegram);
  if (!match?.[1] || !match[2]) return null;
  const at = dsmrInstant(match[1]);
  if (at === null) return null;
  return { month: brusselsMonth(at), peakW: Math.round(Number(match[2]) * 1000), at };
}

/** The monthly peak of a HomeWizard P1 JSON reading, or null when it has none. */
export function homeWizardMonthlyPeak(reading: Record<string, unknown>): MeterReportedPeak | null {
  const peakW = reading.montly_power_peak_w ?? reading.monthly_power_peak_w;
  if (typeof peakW !== 'number' || !Number.isFinite(peakW) || peakW < 0) return null;
  const stamp = reading.montly_power_peak_timestamp ?? reading.monthly_power_peak_timestamp;
  const parts = typeof stamp === 'number' ? meterStampParts(String(stamp).padStart(12, '0')) : null;
  if (parts === null) return null;
  const at = fromBrusselsWallClock(parts).getTime();
  return { month: brusselsMonth(at), peakW, at };
}
