// What the installation saves a customer, split the way the insights page shows it (solar,
// battery, ev, energy, tariff). The formulas and why they were chosen: decision 046.
//
// Baseline: the same household on the same contract with no installation, buying all of
// home + EV from the grid at each quarter-hour's consumption price. Writing p̄ for that baseline's
// average price (its cost divided by its energy), the saving splits exactly, with no remainder:
//   baseline − actual = p̄ × (solar to home) + pInj × export        → solar
//                     + p̄ × (solar to EV)                         → ev
//                     + p̄ × (discharge − battery charge from grid) → battery
//                     + Σ import × (p̄ − p)                         → energy
// "energy" is what buying the remaining grid energy at cheaper quarter-hours than the household
// would have saved (a dynamic contract with a battery or EV charging at cheap times); it is zero on a
// fixed price. The capacity-tariff saving is monthly, not per quarter-hour: tariffSaving below.

import { billedPeakW } from './capacity-tariff.ts';
import type { EnergyBucket, QuarterHourPrice } from './energy-bucket.ts';

export interface SavingsSplit {
  /** Solar used directly by the home, valued at p̄, plus the injection income. */
  solar: number;
  /** Discharged energy not first bought from the grid, valued at p̄. */
  battery: number;
  /** Solar that charged the car directly, valued at p̄. */
  ev: number;
  /** Grid energy bought below the household's average price. */
  energy: number;
}

export interface SavingsResult {
  /** € the customer pays for grid energy with the installation (import cost − injection income). */
  actualCost: number;
  /** € the same household would pay with no installation on the same prices. */
  baselineCost: number;
  /** € per component; they sum to baselineCost − actualCost. */
  split: SavingsSplit;
}

/**
 * Savings over a period of quarter-hour buckets, each with its prices (same length and order).
 * Solar used on site (solar − export) is allocated to the home first, then the EV, then the battery:
 * the order of the simulator and of a typical energy manager.
 */
export function energySavings(
  buckets: readonly EnergyBucket[],
  prices: readonly QuarterHourPrice[],
): SavingsResult {
  let actualCost = 0;
  let baselineCost = 0;
  let baselineKwh = 0;
  let solarToHomeKwh = 0;
  let solarToEvKwh = 0;
  let batteryNetKwh = 0;
  let injectionIncome = 0;
  let importKwh = 0;
  let importCost = 0;
  buckets.forEach((bucket, index) => {
    const price = prices[index];
    if (price === undefined) throw new RangeError(`no price for quarter-hour ${index}`);
    const loadKwh = (bucket.homeWh + bucket.evWh) / 1000;
    baselineCost += loadKwh * price.consumption;
    baselineKwh += loadKwh;
    actualCost += (bucket.importWh * price.consumption - bucket.exportWh * price.injection) / 1000;
    importKwh += bucket.importWh / 1000;
    importCost += (bucket.importWh / 1000) * price.consumption;
    injectionIncome += (bucket.exportWh / 1000) * price.injection;

    const onSiteSolar = Math.max(0, bucket.solarWh - bucket.exportWh);
    const toHome = Math.min(onSiteSolar, bucket.homeWh);
    const toEv = Math.min(onSiteSolar - toHome, bucket.evWh);
    solarToHomeKwh += toHome / 1000;
    solarToEvKwh += toEv / 1000;
    // Whatever on-site solar did not reach home or car went into the battery; the rest of the
    // charge came from the grid and is not a saving.
    const solarToBattery = onSiteSolar - toHome - toEv;
    batteryNetKwh += (bucket.batteryDischargeWh - bucket.batteryChargeWh + solarToBattery) / 1000;
  });
  const averagePrice = baselineKwh > 0 ? baselineCost / baselineKwh : 0;
  return {
    actualCost,
    baselineCost,
    split: {
      solar: solarToHomeKwh * averagePrice + injectionIncome,
      battery: batteryNetKwh * averagePrice,
      ev: solarToEvKwh * averagePrice,
      energy: importKwh * averagePrice - importCost,
    },
  };
}

/**
 * The capacity-tariff saving of one month, €: the installation lowers the month's billed peak (the
 * highest quarter-hour of home + EV without it, of grid import with it), and each month weighs a
 * twelfth in the yearly mean that the rate applies to.
 */
export function tariffSaving(
  peakWithoutW: number,
  peakWithW: number,
  rateEurPerKwYear: number,
): number {
  return ((billedPeakW(peakWithoutW) - billedPeakW(peakWithW)) / 1000) * (rateEurPerKwYear / 12);
}
