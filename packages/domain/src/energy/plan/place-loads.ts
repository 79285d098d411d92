// Placing all the loads of one plan, one after another on the same timeline, each taking what the
// earlier ones left. The order is the heuristic: the EV first (its target is due, and it is the
// largest), then the programmes, largest first, then the battery, which only uses what is left and
// never raises the peak. When that order had to raise the peak, the programmes-first order is
// tried too and kept if it needs a lower peak and gives every car as much energy.

import { QUARTER_HOUR_IN_HOURS } from '../quarter-hour.ts';
import { placeBattery } from './place-battery.ts';
import { blockProfileW, placeBlock } from './place-block.ts';
import { placeEv } from './place-ev.ts';
import type { FlexibleLoad, PlanInput } from './plan-input.ts';
import type { LoadStatus, PlanObjective } from './plan-result.ts';
import { createPlanState, type Horizon, type PlanState } from './plan-state.ts';

export interface Placement {
  status: LoadStatus;
  powerW: Float64Array;
  placedWh: number;
  raisedPeakW: number;
  ev: { targetWh: number; reachable: boolean; reachableWh: number } | null;
}

export interface PlacedLoads {
  state: PlanState;
  /** By the input's load index. */
  placements: Placement[];
}

export function placeLoads(
  input: PlanInput,
  horizon: Horizon,
  objective: PlanObjective,
  limitW: number,
): PlacedLoads {
  const place = (order: number[]) => placeInOrder(input.loads, horizon, objective, limitW, order);
  const evFirst = place(evFirstOrder(input.loads));
  if (evFirst.state.limitW <= limitW) return evFirst;
  const blocksFirst = place(blocksFirstOrder(input.loads));
  const carsAsFull = evFirst.placements.every(
    (placement, index) =>
      placement.ev === null ||
      (blocksFirst.placements[index]?.placedWh ?? 0) >= placement.placedWh - 1e-6,
  );
  return carsAsFull && blocksFirst.state.limitW < evFirst.state.limitW ? blocksFirst : evFirst;
}

function placeInOrder(
  loads: readonly FlexibleLoad[],
  horizon: Horizon,
  objective: PlanObjective,
  limitW: number,
  order: number[],
): PlacedLoads {
  const state = createPlanState(horizon, objective, limitW);
  const placements: Placement[] = [];
  for (const index of order) {
    const load = loads[index];
    if (load !== undefined) placements[index] = placeOne(state, load);
  }
  return { state, placements };
}

function placeOne(state: PlanState, load: FlexibleLoad): Placement {
  const powerW = new Float64Array(state.count);
  if (load.kind === 'ev') {
    const placed = placeEv(state, load, powerW);
    return {
      status: placed.status,
      powerW,
      placedWh: placed.placedWh,
      raisedPeakW: placed.raisedPeakW,
      ev: { targetWh: load.energyWh, reachable: placed.reachable, reachableWh: placed.reachableWh },
    };
  }
  if (load.kind === 'battery') {
    const placed = placeBattery(state, load, powerW);
    return { ...placed, powerW, raisedPeakW: 0, ev: null };
  }
  const placed = placeBlock(state, load, powerW);
  const placedWh = placed.status === 'planned' ? sumWh(blockProfileW(load)) : 0;
  return { ...placed, powerW, placedWh, ev: null };
}

function sumWh(profileW: readonly number[]): number {
  return profileW.reduce((sum, watts) => sum + watts * QUARTER_HOUR_IN_HOURS, 0);
}

/** Indices of the loads: cars and programmes in the order asked, programmes largest first, the
 * battery last. */
function ordered(loads: readonly FlexibleLoad[], carsFirst: boolean): number[] {
  const rank = loads.map((load) => {
    if (load.kind === 'battery') return 2;
    return (load.kind === 'ev') === carsFirst ? 0 : 1;
  });
  const energy = loads.map((load) =>
    load.kind === 'ev' || load.kind === 'battery' ? 0 : sumWh(blockProfileW(load)),
  );
  return loads
    .map((_, index) => index)
    .sort(
      (a, b) => (rank[a] ?? 0) - (rank[b] ?? 0) || (energy[b] ?? 0) - (energy[a] ?? 0) || a - b,
    );
}

const evFirstOrder = (loads: readonly FlexibleLoad[]) => ordered(loads, true);

/**
 * The order each load's cost is counted in, whatever order placed it: the planner's first order, so
 * the battery comes last and is charged with exactly what it adds on top of everything else.
 */
export const costOrder = evFirstOrder;
const blocksFirstOrder = (loads: readonly FlexibleLoad[]) => ordered(loads, false);
