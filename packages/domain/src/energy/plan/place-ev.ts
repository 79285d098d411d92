// Placing an EV's charge: its target is due by departure, so it may raise the plan's peak limit,
// but only as far as it must. What is physically possible is what the car can take in the whole
// quarter-hours it is plugged in, at its charger's power and within the connection's maximum
// beside what the house itself draws; a target beyond that is reported as not reachable, and the
// car gets all it can.

import {
  type ContinuousLoad,
  capacityWh,
  fillContinuous,
  lowestLimitFor,
} from './fill-continuous.ts';
import type { EvLoad } from './plan-input.ts';
import type { LoadStatus } from './plan-result.ts';
import { type PlanState, slotRange } from './plan-state.ts';

export interface EvPlacement {
  status: LoadStatus;
  raisedPeakW: number;
  placedWh: number;
  reachable: boolean;
  /** The energy the car gets by departure, Wh. */
  reachableWh: number;
}

export function placeEv(state: PlanState, load: EvLoad, powerW: Float64Array): EvPlacement {
  const none = { raisedPeakW: 0, placedWh: 0, reachableWh: 0 };
  if (load.energyWh <= 0) return { ...none, status: 'not-needed', reachable: true };
  const [first, end] = slotRange(state, load.plugInAt, load.departAt);
  const charge: ContinuousLoad = { first, end, maxW: load.maxPowerW };
  const physicalWh = capacityWh(state, charge, state.connectionW);
  // A millionth of a Wh short is reached: the fill stops within that of its goal.
  const reachable = physicalWh >= load.energyWh - 1e-6;
  if (end <= first) return { ...none, status: 'window-too-short', reachable };
  const goalWh = Math.min(load.energyWh, physicalWh);
  const limitW = lowestLimitFor(state, charge, goalWh);
  const raisedPeakW = Math.max(0, limitW - state.limitW);
  state.limitW = Math.max(state.limitW, limitW);
  const { placedWh } = fillContinuous(state, charge, goalWh, powerW);
  return { status: 'planned', raisedPeakW, placedWh, reachable, reachableWh: placedWh };
}
