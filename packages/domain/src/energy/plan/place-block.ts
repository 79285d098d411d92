// Placing a programme that runs in one piece (dishwasher, washing machine, the boiler's hot-water
// run): every start inside the allowed span is tried against the timeline as it stands, which for a
// programme of k quarter-hours in a horizon of n is n·k steps, exact for that one programme.

import { QUARTER_HOUR_IN_HOURS } from '../quarter-hour.ts';
import type { BlockLoad } from './plan-input.ts';
import type { PlanObjective } from './plan-result.ts';
import { addPower, netW, type PlanState, slotAt, slotCostEur, slotRange } from './plan-state.ts';

/** The programme's average power per quarter-hour; a boiler runs at its power until it is done. */
export function blockProfileW(load: BlockLoad): number[] {
  if (load.kind !== 'boiler') return [...load.profileW];
  const profile: number[] = [];
  let remainingWh = load.energyWh;
  const quarterWh = load.powerW * QUARTER_HOUR_IN_HOURS;
  while (remainingWh > 1e-9 && quarterWh > 0) {
    const wh = Math.min(quarterWh, remainingWh);
    profile.push(wh / QUARTER_HOUR_IN_HOURS);
    remainingWh -= wh;
  }
  return profile;
}

interface Candidate {
  start: number;
  /** The limit this start needs: the highest import it makes where it adds power. */
  requiredW: number;
  eur: number;
  gridWh: number;
  carbonG: number;
  fromUsual: number;
}

function evaluate(state: PlanState, profile: readonly number[], start: number, usual: number) {
  const candidate: Candidate = {
    start,
    requiredW: 0,
    eur: 0,
    gridWh: 0,
    carbonG: 0,
    fromUsual: Math.abs(start - usual),
  };
  for (let offset = 0; offset < profile.length; offset++) {
    const powerW = profile[offset] ?? 0;
    if (powerW <= 0) continue;
    const slot = start + offset;
    const before = netW(state, slot);
    const after = before + powerW;
    const importWh = (Math.max(0, after) - Math.max(0, before)) * QUARTER_HOUR_IN_HOURS;
    candidate.requiredW = Math.max(candidate.requiredW, after);
    candidate.eur += slotCostEur(state, slot, after) - slotCostEur(state, slot, before);
    candidate.gridWh += importWh;
    candidate.carbonG += (importWh / 1000) * (state.carbon[slot] ?? 0);
  }
  return candidate;
}

/** Negative when `a` is the better start for the objective; ties go to the start nearest usual. */
function compare(objective: PlanObjective, a: Candidate, b: Candidate): number {
  const differs = (x: number, y: number, tolerance: number) =>
    Math.abs(x - y) > tolerance ? x - y : 0;
  const byObjective =
    objective === 'cheapest'
      ? differs(a.eur, b.eur, 1e-9)
      : differs(a.gridWh, b.gridWh, 1e-6) ||
        differs(a.carbonG, b.carbonG, 1e-6) ||
        differs(a.eur, b.eur, 1e-9);
  return byObjective || a.fromUsual - b.fromUsual || a.start - b.start;
}

export interface BlockPlacement {
  status: 'planned' | 'no-room' | 'window-too-short';
  raisedPeakW: number;
}

/** Places the programme at its best start under the limit, or at the start that raises it least. */
export function placeBlock(
  state: PlanState,
  load: BlockLoad,
  powerW: Float64Array,
): BlockPlacement {
  const profile = blockProfileW(load);
  const [first, end] = slotRange(state, load.earliestStartAt, load.latestEndAt);
  if (end - first < profile.length) return { status: 'window-too-short', raisedPeakW: 0 };
  const usual = slotAt(state, load.usualStartAt);
  let bestUnder: Candidate | null = null;
  let leastRaise: Candidate | null = null;
  for (let start = first; start + profile.length <= end; start++) {
    const candidate = evaluate(state, profile, start, usual);
    if (candidate.requiredW <= state.limitW + 1e-9) {
      if (bestUnder === null || compare(state.objective, candidate, bestUnder) < 0) {
        bestUnder = candidate;
      }
    } else if (
      leastRaise === null ||
      candidate.requiredW < leastRaise.requiredW - 1e-9 ||
      (Math.abs(candidate.requiredW - leastRaise.requiredW) <= 1e-9 &&
        compare(state.objective, candidate, leastRaise) < 0)
    ) {
      leastRaise = candidate;
    }
  }
  const chosen = bestUnder ?? leastRaise;
  if (chosen === null || chosen.requiredW > state.connectionW + 1e-9) {
    return { status: 'no-room', raisedPeakW: 0 };
  }
  const raisedPeakW = Math.max(0, Math.ceil(chosen.requiredW - state.limitW - 1e-9));
  state.limitW += raisedPeakW;
  profile.forEach((w, offset) => {
    const slot = chosen.start + offset;
    powerW[slot] = (powerW[slot] ?? 0) + w;
    addPower(state, slot, w);
  });
  return { status: 'planned', raisedPeakW };
}
