// Placing a load whose power can be anything from 0 to a maximum in each quarter-hour (an EV's
// charging, a battery's grid charge): a greedy fill of the best quarter-hours first. Each quarter-
// hour offers two segments: the solar surplus it still has (using it costs the injection income it
// would have earned) and the grid import left under the limit (at the consumption price). Taking
// segments in order of marginal cost is optimal for one such load, since its cost is a sum of
// per-quarter-hour convex pieces (decision 061).
// A charger that cannot go below 6 A does not change this: the quarter-hour average is what the
// meter bills and the peak counts, and any average below the minimum is the minimum for part of the
// quarter-hour.

import { QUARTER_HOUR_IN_HOURS } from '../quarter-hour.ts';
import { addPower, netW, type PlanState, roomUnderW } from './plan-state.ts';

export interface ContinuousLoad {
  first: number;
  end: number;
  maxW: number;
  /**
   * Leave quarter-hours with solar surplus alone: a battery takes that surplus by itself, so grid
   * charging is planned only where it buys from the grid.
   */
  skipSurplus?: boolean;
}

export interface Segment {
  slot: number;
  amountW: number;
  /** 0: solar surplus, 1: grid import. */
  tier: 0 | 1;
  price: number;
  carbon: number;
}

/** The load's segments under the state's limit, best first for the state's objective. */
export function orderedSegments(state: PlanState, load: ContinuousLoad): Segment[] {
  const segments: Segment[] = [];
  for (let slot = load.first; slot < load.end; slot++) {
    const room = Math.min(load.maxW, roomUnderW(state, slot, state.limitW));
    if (room <= 0) continue;
    const surplus = Math.max(0, -netW(state, slot));
    if (load.skipSurplus === true && surplus > 0) continue;
    const fromSurplus = Math.min(room, surplus);
    const injection = state.injection[slot] ?? 0;
    if (fromSurplus > 0) {
      segments.push({ slot, amountW: fromSurplus, tier: 0, price: injection, carbon: 0 });
    }
    if (room > fromSurplus) {
      // Max with the injection price keeps a quarter-hour's surplus segment ahead of its import
      // segment even when injection pays more than consumption costs.
      const price = Math.max(state.consumption[slot] ?? 0, injection);
      segments.push({
        slot,
        amountW: room - fromSurplus,
        tier: 1,
        price,
        carbon: state.carbon[slot] ?? 0,
      });
    }
  }
  if (state.objective === 'cheapest') {
    segments.sort((a, b) => a.price - b.price || a.slot - b.slot || a.tier - b.tier);
  } else {
    segments.sort(
      (a, b) => a.tier - b.tier || a.carbon - b.carbon || a.price - b.price || a.slot - b.slot,
    );
  }
  return segments;
}

/** The energy the load could take under a limit, Wh. */
export function capacityWh(state: PlanState, load: ContinuousLoad, limitW: number): number {
  let wh = 0;
  for (let slot = load.first; slot < load.end; slot++) {
    if (load.skipSurplus === true && netW(state, slot) < 0) continue;
    wh += Math.min(load.maxW, roomUnderW(state, slot, limitW)) * QUARTER_HOUR_IN_HOURS;
  }
  return wh;
}

/** The lowest limit in [state.limitW, connection] under which the load can take `energyWh`. */
export function lowestLimitFor(state: PlanState, load: ContinuousLoad, energyWh: number): number {
  if (capacityWh(state, load, state.limitW) >= energyWh) return state.limitW;
  let low = state.limitW;
  let high = state.connectionW;
  // Capacity grows with the limit, piecewise linearly: bisect to under a watt.
  while (high - low > 0.5) {
    const middle = (low + high) / 2;
    if (capacityWh(state, load, middle) >= energyWh) high = middle;
    else low = middle;
  }
  // A whole watt, never past the connection (capacity there was enough, and grows with the limit).
  return Math.min(state.connectionW, Math.ceil(high));
}

/**
 * Places `energyWh` (or as much as fits under the state's limit) in the best segments, adding it to
 * `powerW` and the state. Returns the energy placed.
 */
export function fillContinuous(
  state: PlanState,
  load: ContinuousLoad,
  energyWh: number,
  powerW: Float64Array,
): { placedWh: number } {
  const segments = orderedSegments(state, load);
  let remainingWh = energyWh;
  for (const segment of segments) {
    if (remainingWh <= 1e-9) break;
    const takeWh = Math.min(remainingWh, segment.amountW * QUARTER_HOUR_IN_HOURS);
    const addW = takeWh / QUARTER_HOUR_IN_HOURS;
    powerW[segment.slot] = (powerW[segment.slot] ?? 0) + addW;
    addPower(state, segment.slot, addW);
    remainingWh -= takeWh;
  }
  return { placedWh: energyWh - Math.max(0, remainingWh) };
}
