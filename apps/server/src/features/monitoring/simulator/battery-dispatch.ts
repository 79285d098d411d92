// A home battery run for self-consumption, the default of every home battery sold in Belgium: it
// charges from solar surplus and discharges to cover the home's deficit, never from or into the
// grid, within its power limit and its capacity. Losses are split evenly between charging and
// discharging (√0.9 ≈ 0.949 each way for a 90 % round trip), so the charge state counts the energy
// that can still come out.

import type { HomeBattery } from './household-profile.ts';

export interface BatteryFlow {
  /** W into the battery (from surplus). */
  chargeW: number;
  /** W out of the battery (to the home). */
  dischargeW: number;
  /** Stored energy after the step, Wh. */
  storedWh: number;
}

/**
 * One step: `surplusW` is solar minus consumption (negative: a deficit). Powers are whole watts
 * rounded down, so what the battery takes never exceeds the surplus and what it gives never exceeds
 * the deficit: the grid's figure, derived from them, never flips sign through rounding.
 */
export function dispatchBattery(
  battery: HomeBattery,
  storedWh: number,
  surplusW: number,
  seconds: number,
): BatteryFlow {
  const hours = seconds / 3600;
  const oneWay = Math.sqrt(battery.roundTripEfficiency);
  if (surplusW > 0) {
    const roomW = (battery.capacityWh - storedWh) / (oneWay * hours);
    const chargeW = Math.max(0, Math.floor(Math.min(surplusW, battery.maxPowerW, roomW)));
    return {
      chargeW,
      dischargeW: 0,
      storedWh: Math.min(battery.capacityWh, storedWh + chargeW * oneWay * hours),
    };
  }
  const availableW = (storedWh * oneWay) / hours;
  const dischargeW = Math.max(0, Math.floor(Math.min(-surplusW, battery.maxPowerW, availableW)));
  return {
    chargeW: 0,
    dischargeW,
    storedWh: Math.max(0, storedWh - (dischargeW / oneWay) * hours),
  };
}
