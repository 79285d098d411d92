// The average grid import power of each quarter-hour, as the digital meter measures it for the
// capacity tariff: the energy taken from the grid during the quarter-hour divided by its 15
// minutes. The meter sums the phases before it registers import or export, so a sample's grid power
// is the net of all phases; only its positive part (import) counts, and injection in one moment
// does not cancel import in another.

import { QUARTER_HOUR_IN_HOURS, QUARTER_HOUR_MS, quarterHourStart } from './quarter-hour.ts';

export interface GridSample {
  /** When the power was measured (epoch ms). */
  at: number;
  /** Grid power of all phases together in W: import positive, injection negative. */
  gridW: number;
}

export interface QuarterHourImport {
  /** Start of the quarter-hour (epoch ms). */
  start: number;
  /** Energy imported in it, Wh. */
  importWh: number;
  /** Average import power over the whole quarter-hour, W. */
  averageW: number;
}

/**
 * Import energy and average import power per quarter-hour. Each sample's power holds until the next
 * sample (the way a meter's register advances between telegrams); the last one holds until `until`.
 * Time with no sample before it counts as no import, and the average always divides by the full
 * 15 minutes, as the meter does: a quarter-hour only partly covered reads low, never high.
 * Samples must be in time order.
 */
export function quarterHourImports(
  samples: readonly GridSample[],
  until: number,
): QuarterHourImport[] {
  const energyByStart = new Map<number, number>();
  for (let index = 0; index < samples.length; index++) {
    const sample = samples[index];
    if (sample === undefined) continue;
    const end = Math.min(samples[index + 1]?.at ?? until, until);
    addImport(energyByStart, sample.at, end, Math.max(0, sample.gridW));
  }
  return [...energyByStart.entries()]
    .sort(([a], [b]) => a - b)
    .map(([start, importWh]) => ({
      start,
      importWh,
      averageW: importWh / QUARTER_HOUR_IN_HOURS,
    }));
}

// Spreads a constant power over [from, to), splitting at quarter-hour boundaries.
function addImport(energyByStart: Map<number, number>, from: number, to: number, watts: number) {
  let at = from;
  while (at < to) {
    const start = quarterHourStart(at);
    const segmentEnd = Math.min(to, start + QUARTER_HOUR_MS);
    const wh = (watts * (segmentEnd - at)) / 3_600_000;
    energyByStart.set(start, (energyByStart.get(start) ?? 0) + wh);
    at = segmentEnd;
  }
}
