// What the household does without a plan, the baseline every saving is measured against: the car
// charges at full power from the moment it is plugged in (as much as the connection allows beside
// the house), a programme starts at its usual time (moved earlier only if it would run past the
// horizon), and the battery does not charge from the grid. The same loads with the same energy as
// the plan, so a saving is never the effect of doing less.

import { QUARTER_HOUR_IN_HOURS } from '../quarter-hour.ts';
import { blockProfileW } from './place-block.ts';
import type { FlexibleLoad } from './plan-input.ts';
import { addPower, netW, type PlanState, slotAt, slotRange } from './plan-state.ts';

/** Places `energyWh` of the load the usual way, adding to `powerW`; returns its cost, €. */
export function placeUsual(
  state: PlanState,
  load: FlexibleLoad,
  energyWh: number,
  powerW: Float64Array,
): number {
  if (energyWh <= 0 || load.kind === 'battery') return 0;
  let costEur = 0;
  const add = (slot: number, watts: number) => {
    powerW[slot] = (powerW[slot] ?? 0) + watts;
    costEur += addPower(state, slot, watts);
  };
  if (load.kind === 'ev') {
    const [first, end] = slotRange(state, load.plugInAt, load.departAt);
    let remainingWh = energyWh;
    for (let slot = first; slot < end && remainingWh > 1e-9; slot++) {
      const roomW = Math.max(0, state.connectionW - netW(state, slot));
      const watts = Math.min(load.maxPowerW, roomW, remainingWh / QUARTER_HOUR_IN_HOURS);
      if (watts <= 0) continue;
      add(slot, watts);
      remainingWh -= watts * QUARTER_HOUR_IN_HOURS;
    }
    return costEur;
  }
  const profile = blockProfileW(load);
  const start = Math.max(
    0,
    Math.min(slotAt(state, load.usualStartAt), state.count - profile.length),
  );
  profile.forEach((watts, offset) => {
    if (start + offset < state.count) add(start + offset, watts);
  });
  return costEur;
}
