// Grid charging a home battery, for the cheapest plan only: buy E Wh in the cheapest quarter-hours
// of [chargeFrom, readyBy) where the house has no solar surplus (the battery takes that by itself),
// hold it, and give E·η back after readyBy to the household's own deficit, which is covered in time
// order (self-consumption), after the energy already stored. Cost C(E) and displaced import V(E)
// are both piecewise linear in E, so the best E is one of their breakpoints: all are tried, and the
// battery is charged only when V − C is positive. It never raises the plan's peak limit.

import { QUARTER_HOUR_IN_HOURS } from '../quarter-hour.ts';
import {
  type ContinuousLoad,
  capacityWh,
  fillContinuous,
  orderedSegments,
} from './fill-continuous.ts';
import type { BatteryLoad } from './plan-input.ts';
import type { LoadStatus } from './plan-result.ts';
import { addPower, netW, type PlanState, slotRange } from './plan-state.ts';

export interface BatteryPlacement {
  status: LoadStatus;
  /** Energy bought from the grid, Wh. */
  placedWh: number;
}

interface Deficit {
  slot: number;
  /** Output the battery can give in this quarter-hour, Wh. */
  wh: number;
}

/**
 * A piecewise linear function through (0, 0) and the cumulative points (xs ascending), read at
 * ascending queries in one walk; past the last point it stays level.
 */
function readAscending(xs: readonly number[], ys: readonly number[], queries: readonly number[]) {
  const values: number[] = [];
  let index = 0;
  let previousX = 0;
  let previousY = 0;
  for (const x of queries) {
    while (index < xs.length && (xs[index] ?? 0) < x) {
      previousX = xs[index] ?? 0;
      previousY = ys[index] ?? 0;
      index++;
    }
    const nextX = xs[index];
    const nextY = ys[index] ?? previousY;
    values.push(
      nextX === undefined || nextX === previousX
        ? nextY
        : previousY + ((nextY - previousY) * (x - previousX)) / (nextX - previousX),
    );
  }
  return values;
}

export function placeBattery(
  state: PlanState,
  load: BatteryLoad,
  powerW: Float64Array,
): BatteryPlacement {
  if (!load.gridChargingAllowed) return { status: 'not-allowed', placedWh: 0 };
  if (state.objective === 'greenest') return { status: 'not-green', placedWh: 0 };
  const oneWay = Math.sqrt(load.roundTripEfficiency);
  const [first, end] = slotRange(state, load.chargeFrom, load.readyBy);
  const charge: ContinuousLoad = { first, end, maxW: load.maxPowerW, skipSurplus: true };
  let surplusStoredWh = 0;
  for (let slot = first; slot < end; slot++) {
    const surplusW = Math.min(load.maxPowerW, Math.max(0, -netW(state, slot)));
    surplusStoredWh += surplusW * QUARTER_HOUR_IN_HOURS * oneWay;
  }
  const heldWh = Math.min(load.capacityWh, load.storedWh + surplusStoredWh);
  const maxGridWh = Math.min(
    (load.capacityWh - heldWh) / oneWay,
    capacityWh(state, charge, state.limitW),
  );
  if (maxGridWh <= 0) return { status: 'not-worth-it', placedWh: 0 };

  const deficits = deficitsAfter(state, load, heldWh * oneWay);
  const costXs: number[] = [];
  const costYs: number[] = [];
  for (const segment of orderedSegments(state, charge)) {
    const wh = segment.amountW * QUARTER_HOUR_IN_HOURS;
    costXs.push((costXs.at(-1) ?? 0) + wh);
    costYs.push((costYs.at(-1) ?? 0) + (wh * segment.price) / 1000);
  }
  // The value of grid energy E: the import its output E·η displaces, at consumption prices.
  const valueXs: number[] = [];
  const valueYs: number[] = [];
  for (const deficit of deficits) {
    valueXs.push((valueXs.at(-1) ?? 0) + deficit.wh / load.roundTripEfficiency);
    valueYs.push(
      (valueYs.at(-1) ?? 0) + (deficit.wh * (state.consumption[deficit.slot] ?? 0)) / 1000,
    );
  }
  const candidates = [...costXs, ...valueXs, maxGridWh]
    .map((wh) => Math.min(wh, maxGridWh))
    .sort((a, b) => a - b);
  const values = readAscending(valueXs, valueYs, candidates);
  const costs = readAscending(costXs, costYs, candidates);
  let bestWh = 0;
  let bestGain = 0;
  candidates.forEach((wh, index) => {
    const gain = (values[index] ?? 0) - (costs[index] ?? 0);
    if (gain > bestGain + 1e-9) {
      bestGain = gain;
      bestWh = wh;
    }
  });
  if (bestWh <= 0) return { status: 'not-worth-it', placedWh: 0 };

  const filled = fillContinuous(state, charge, bestWh, powerW);
  let outputWh = filled.placedWh * load.roundTripEfficiency;
  for (const deficit of deficits) {
    if (outputWh <= 1e-9) break;
    const wh = Math.min(outputWh, deficit.wh);
    const dischargeW = wh / QUARTER_HOUR_IN_HOURS;
    powerW[deficit.slot] = (powerW[deficit.slot] ?? 0) - dischargeW;
    addPower(state, deficit.slot, -dischargeW);
    outputWh -= wh;
  }
  return { status: 'planned', placedWh: filled.placedWh };
}

/** The household's deficit after readyBy, in time order, minus the first `coveredWh` of it. */
function deficitsAfter(state: PlanState, load: BatteryLoad, coveredWh: number): Deficit[] {
  const [from] = slotRange(state, load.readyBy, Number.POSITIVE_INFINITY);
  const deficits: Deficit[] = [];
  let skipWh = coveredWh;
  for (let slot = from; slot < state.count; slot++) {
    // The household's own deficit, and never more than the grid import left (another battery may
    // already cover part of it): the battery gives back to the house, never to the grid or the car.
    const deficitW = Math.min(
      (state.baseW[slot] ?? 0) - (state.solarW[slot] ?? 0),
      netW(state, slot),
    );
    let wh = Math.min(load.maxPowerW, Math.max(0, deficitW)) * QUARTER_HOUR_IN_HOURS;
    const skipped = Math.min(skipWh, wh);
    skipWh -= skipped;
    wh -= skipped;
    if (wh > 0) deficits.push({ slot, wh });
  }
  return deficits;
}
