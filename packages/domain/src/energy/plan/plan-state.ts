// The planner's working timeline: per quarter-hour the forecasts, the prices and the flexible power
// placed so far, with the one rule for what a quarter-hour costs. Typed arrays, because the bench
// plans ten thousand installations and each plan walks the horizon many times.

import { QUARTER_HOUR_IN_HOURS, QUARTER_HOUR_MS } from '../quarter-hour.ts';
import type { PlanInput } from './plan-input.ts';
import type { PlanObjective } from './plan-result.ts';

/** What stays the same while a plan is made: the horizon's prices, forecasts and connection. */
export interface Horizon {
  readonly count: number;
  readonly firstStart: number;
  readonly consumption: Float64Array;
  readonly injection: Float64Array;
  /** g CO2e/kWh, 0 where no figure was given. */
  readonly carbon: Float64Array;
  readonly baseW: Float64Array;
  readonly solarW: Float64Array;
  readonly connectionW: number;
}

/** A timeline being planned on a horizon (whose arrays it shares, and never writes). */
export interface PlanState extends Horizon {
  readonly objective: PlanObjective;
  /** Flexible power placed so far, W. */
  readonly flexW: Float64Array;
  /** The peak limit flexible loads keep under; raised only when a load cannot fit otherwise. */
  limitW: number;
}

export function createHorizon(input: PlanInput): Horizon {
  const count = input.quarterHours.length;
  const horizon: Horizon = {
    count,
    firstStart: input.quarterHours[0]?.start ?? 0,
    consumption: new Float64Array(count),
    injection: new Float64Array(count),
    carbon: new Float64Array(count),
    baseW: Float64Array.from(input.baseLoadW),
    solarW: Float64Array.from(input.solarW),
    connectionW: input.connectionMaxW,
  };
  input.quarterHours.forEach((quarter, index) => {
    horizon.consumption[index] = quarter.consumption;
    horizon.injection[index] = quarter.injection;
    horizon.carbon[index] = quarter.carbonGPerKwh ?? 0;
  });
  return horizon;
}

export function createPlanState(
  horizon: Horizon,
  objective: PlanObjective,
  limitW: number,
): PlanState {
  return {
    ...horizon,
    objective,
    flexW: new Float64Array(horizon.count),
    // A peak above what the connection can draw cannot be reached anyway.
    limitW: Math.min(limitW, horizon.connectionW),
  };
}

/** Net grid power of a quarter-hour, W: import positive, injection negative. */
export function netW(state: PlanState, slot: number): number {
  return (state.baseW[slot] ?? 0) + (state.flexW[slot] ?? 0) - (state.solarW[slot] ?? 0);
}

/** What a quarter-hour with this net grid power costs, €. */
export function slotCostEur(state: PlanState, slot: number, gridW: number): number {
  const price = gridW > 0 ? (state.consumption[slot] ?? 0) : (state.injection[slot] ?? 0);
  return (gridW * QUARTER_HOUR_IN_HOURS * price) / 1000;
}

/** Adds flexible power to a quarter-hour and returns what it adds to the bill, €. */
export function addPower(state: PlanState, slot: number, powerW: number): number {
  const before = netW(state, slot);
  state.flexW[slot] = (state.flexW[slot] ?? 0) + powerW;
  return slotCostEur(state, slot, before + powerW) - slotCostEur(state, slot, before);
}

/** Power that can still be added to a quarter-hour under a limit, W (never negative). */
export function roomUnderW(state: PlanState, slot: number, limitW: number): number {
  return Math.max(0, limitW - netW(state, slot));
}

/**
 * The quarter-hours wholly inside [from, to): the first index and the one past the last. A load
 * plugged in at 18:07 starts at 18:15; one due at 07:30 ends with the 07:15 quarter-hour.
 */
export function slotRange(state: PlanState, from: number, to: number): [number, number] {
  const first = Math.ceil((from - state.firstStart) / QUARTER_HOUR_MS);
  const end = Math.floor((to - state.firstStart) / QUARTER_HOUR_MS);
  const clamp = (index: number) => Math.min(state.count, Math.max(0, index));
  return [clamp(first), Math.max(clamp(first), clamp(end))];
}

/** The quarter-hour an instant falls in, clamped to the horizon. */
export function slotAt(state: PlanState, at: number): number {
  const index = Math.floor((at - state.firstStart) / QUARTER_HOUR_MS);
  return Math.min(state.count - 1, Math.max(0, index));
}
