// What a quarter-hour of grid energy costs and pays a household (decision 049). A tenant sells
// either a fixed contract (one consumption and one injection price) or a dynamic one that follows
// the day-ahead market each quarter-hour:
//   consumption = (dayAhead + supplierMarkup + gridAndLevies) × (1 + vatRate)
//   injection   =  dayAhead − injectionFee
// with dayAhead in €/kWh (the market's €/MWh ÷ 1000). Grid fees, levies and VAT are paid on what
// is drawn, not on what is injected, which is why injection carries only the supplier's fee and
// can go below zero when the market does.
import type { QuarterHourPrice } from '@portal/domain/energy/energy-bucket';

export type EnergyContract =
  | { kind: 'fixed'; consumption: number; injection: number }
  | {
      kind: 'dynamic';
      /** €/kWh the supplier adds. */
      supplierMarkup: number;
      /** €/kWh of distribution and transmission fees, excise and energy levies. */
      gridAndLevies: number;
      /** VAT on consumption: 0.06 for Belgian households. */
      vatRate: number;
      /** €/kWh the supplier keeps of injected energy. */
      injectionFee: number;
    };

/** Rounded to 0.1 c€, the precision a bill shows per kWh. */
function round(eurPerKwh: number): number {
  return Math.round(eurPerKwh * 100_000) / 100_000;
}

/** The prices of one quarter-hour; null on a dynamic contract without a day-ahead price. */
export function quarterHourPrice(
  contract: EnergyContract,
  dayAheadEurPerMwh: number | null,
): QuarterHourPrice | null {
  if (contract.kind === 'fixed') {
    return { consumption: contract.consumption, injection: contract.injection };
  }
  if (dayAheadEurPerMwh === null) return null;
  const dayAhead = dayAheadEurPerMwh / 1000;
  return {
    consumption: round(
      (dayAhead + contract.supplierMarkup + contract.gridAndLevies) * (1 + contract.vatRate),
    ),
    injection: round(dayAhead - contract.injectionFee),
  };
}
