// The insights answer (decision 049) shaped for the page: the savings split as the doughnut's
// slices and the table's rows, and the earnings per month. A doughnut cannot draw a negative part
// (an EV charged at dear hours costs money), so the chart takes the positive parts and the table
// shows every part with its sign.
import type { EarningsMonth, Savings } from '@portal/contract/monitoring-history';

export const savingsKeys = ['solar', 'battery', 'tariff', 'ev', 'energy'] as const;
export type SavingsKey = (typeof savingsKeys)[number];

export interface SavingsPart {
  key: SavingsKey;
  eur: number;
}

export function savingsParts(savings: Savings): SavingsPart[] {
  return savingsKeys.map((key) => ({ key, eur: savings[key] }));
}

/** The slices: parts above half a cent, which a doughnut can draw. */
export function doughnutParts(savings: Savings): SavingsPart[] {
  return savingsParts(savings).filter((part) => part.eur >= 0.005);
}

export interface EarningsRow {
  month: string;
  eur: number;
  payableOn: string;
  paid: boolean;
}

export function earningsRows(months: EarningsMonth[]): EarningsRow[] {
  return months.map((entry) => ({
    month: entry.month,
    eur: entry.amount,
    payableOn: entry.payableOn,
    paid: entry.paidAt !== null,
  }));
}
