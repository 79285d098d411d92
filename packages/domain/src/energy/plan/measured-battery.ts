// A home battery's share of the plan, read from its own meter (charge, discharge and charge state
// per quarter-hour) and the site's, for the comparison the day after (plan-outcome.ts). The battery
// meter does not say where energy came from or went, so the grid's share is reasoned out:
// - grid charging: in the plan's charging span, what the battery took beyond the solar surplus,
//   never more than the grid import of that quarter-hour (at night, all of it);
// - giving back: a self-consumption battery discharges the same either way, except that without
//   the grid's energy it runs empty sooner; the grid's energy is the bottom of the battery, given
//   back once the charge state falls below it, never more than the quarter-hour's discharge;
// - crowding out: a battery full of grid energy exports solar it would otherwise have stored.
// What the grid's energy adds per quarter-hour is what the comparison counts for the battery:
// charging +, giving back and crowding out − (Wh). Without charge states nothing is measured.

import type { BatteryLoad } from './plan-input.ts';

export interface BatteryQuarterHour {
  start: number;
  importWh: number;
  exportWh: number;
  solarWh: number;
  /** The household's and the car's consumption, Wh. */
  consumptionWh: number;
  chargeWh: number;
  dischargeWh: number;
  /** Charge state at the quarter-hour's end, 0..1; null when the meter gave none. */
  chargeState: number | null;
}

/** A charge state this close to full counts as full: the battery could take no more solar. */
const FULL = 0.99;

/** The grid's energy in and out of the battery per quarter-hour start, Wh; null if unmeasured. */
export function batteryGridFlows(
  load: BatteryLoad,
  quarters: readonly BatteryQuarterHour[],
): Map<number, number> | null {
  const oneWay = Math.sqrt(load.roundTripEfficiency);
  const counted = quarters.filter((quarter) => quarter.start >= load.chargeFrom);
  if (counted.length === 0 || counted.some((quarter) => quarter.chargeState === null)) return null;
  const flows = new Map<number, number>();
  /** What the grid's energy still in the battery can give, Wh out. */
  let gridOutWh = 0;
  for (const quarter of counted) {
    let wh = 0;
    if (quarter.start < load.readyBy) {
      const surplusWh = Math.max(0, quarter.solarWh - quarter.consumptionWh);
      const gridWh = Math.min(quarter.importWh, Math.max(0, quarter.chargeWh - surplusWh));
      wh += gridWh;
      gridOutWh += gridWh * load.roundTripEfficiency;
    }
    const availableOutWh = (quarter.chargeState ?? 0) * load.capacityWh * oneWay;
    const keptWh = Math.min(gridOutWh, availableOutWh);
    wh -= Math.min(gridOutWh - keptWh, quarter.dischargeWh);
    gridOutWh = keptWh;
    if ((quarter.chargeState ?? 0) >= FULL && quarter.exportWh > 0 && gridOutWh > 0) {
      const crowdedWh = Math.min(quarter.exportWh, gridOutWh / load.roundTripEfficiency);
      wh -= crowdedWh;
      gridOutWh -= crowdedWh * load.roundTripEfficiency;
    }
    flows.set(quarter.start, wh);
  }
  return flows;
}
