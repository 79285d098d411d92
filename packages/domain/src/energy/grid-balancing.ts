// Grid-balancing earnings (flexio devices): the aggregator pays for the flexibility a device
// delivered when the grid operator activated it. Earnings accrue per Brussels calendar month and
// are paid three months later: January's in April.

import { type MonthKey, shiftMonth } from './quarter-hour.ts';

export const BALANCING_PAYMENT_DELAY_MONTHS = 3;

export interface BalancingActivation {
  month: MonthKey;
  /** Energy the device shifted for the activation, kWh. */
  energyKwh: number;
  /** Price paid for it, €/kWh. */
  priceEurPerKwh: number;
}

export interface MonthlyEarnings {
  month: MonthKey;
  eur: number;
  /** The month in whose first days it is paid. */
  paidIn: MonthKey;
}

/** Earnings per month, in month order, each with the month it is paid in. */
export function balancingEarnings(activations: readonly BalancingActivation[]): MonthlyEarnings[] {
  const byMonth = new Map<MonthKey, number>();
  for (const activation of activations) {
    const eur = activation.energyKwh * activation.priceEurPerKwh;
    byMonth.set(activation.month, (byMonth.get(activation.month) ?? 0) + eur);
  }
  return [...byMonth.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, eur]) => ({
      month,
      eur,
      paidIn: shiftMonth(month, BALANCING_PAYMENT_DELAY_MONTHS),
    }));
}

/** CO2 the solar production avoided, kg CO2e, with the country's kWhToKgCo2e factor. */
export function co2AvoidedKg(solarWh: number, kgCo2ePerKwh: number): number {
  return (solarWh / 1000) * kgCo2ePerKwh;
}
