// The live capacity-tariff warning: where the current quarter-hour is heading, and how much room is
// left before it sets a new monthly peak.
//
// Projection: the energy imported so far in the quarter-hour, plus the current import power held
// for the rest of it, divided by 15 minutes. It is what the meter will register if nothing changes
// now, which is the question a customer about to start the oven asks; it reacts at once to a load
// switched on or off, where a trend line would lag a quarter-hour behind.

import { billedPeakW } from './capacity-tariff.ts';
import { QUARTER_HOUR_IN_HOURS, QUARTER_HOUR_MS, quarterHourStart } from './quarter-hour.ts';

export interface PeakProjectionInput {
  /** Now (epoch ms). */
  now: number;
  /** Energy imported since the current quarter-hour started, Wh. */
  importedWhSoFar: number;
  /** Current grid power, W (import positive; injection counts as zero import). */
  currentGridW: number;
  /** The month's peak so far, W (0 when the month has none yet). */
  monthPeakW: number;
}

export interface PeakProjection {
  /** Start of the current quarter-hour (epoch ms). */
  quarterStart: number;
  /** Seconds left in the quarter-hour. */
  secondsLeft: number;
  /** Projected average import power of the quarter-hour, W. */
  projectedW: number;
  /** The level a new peak must pass to cost more: the month's peak, but at least 2.5 kW. */
  thresholdW: number;
  /** Whether the projection passes that level. */
  setsNewPeak: boolean;
  /**
   * Extra power, W, that could still be drawn from now to the end of the quarter-hour without
   * passing the threshold (negative: how much to shed now to stay under it). This is the figure
   * for "postpone the oven, slow the EV": near the end of a quarter-hour a kilowatt moves the
   * average little, so the headroom grows as the quarter-hour runs out.
   */
  headroomW: number;
}

export function projectQuarterHour(input: PeakProjectionInput): PeakProjection {
  const quarterStart = quarterHourStart(input.now);
  const msLeft = quarterStart + QUARTER_HOUR_MS - input.now;
  const hoursLeft = msLeft / 3_600_000;
  const currentImportW = Math.max(0, input.currentGridW);
  const projectedWh = input.importedWhSoFar + currentImportW * hoursLeft;
  const projectedW = projectedWh / QUARTER_HOUR_IN_HOURS;
  const thresholdW = billedPeakW(input.monthPeakW);
  const thresholdWh = thresholdW * QUARTER_HOUR_IN_HOURS;
  // Energy still allowed, spread over the time left; with no time left only the sign matters.
  const headroomW =
    hoursLeft > 0 ? (thresholdWh - projectedWh) / hoursLeft : thresholdW - projectedW;
  return {
    quarterStart,
    secondsLeft: msLeft / 1000,
    projectedW,
    thresholdW,
    setsNewPeak: projectedW > thresholdW,
    headroomW,
  };
}
