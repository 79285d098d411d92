// The running total insights shows: the realised savings of the planned days added up, next to what
// the plans promised for the same loads, so the customer sees both and how far they agree.

import type { PlanOutcome } from './plan-outcome.ts';

export interface SavingTotal {
  days: number;
  realisedSavingEur: number;
  plannedSavingEur: number;
  /** First and last day counted, "YYYY-MM-DD" (Brussels), null before the first. */
  firstDay: string | null;
  lastDay: string | null;
}

export const NO_SAVING_YET: SavingTotal = {
  days: 0,
  realisedSavingEur: 0,
  plannedSavingEur: 0,
  firstDay: null,
  lastDay: null,
};

/**
 * The total with one more day. Days are added in order, and a day not after the last one counted
 * leaves the total as it was, so a job that runs twice for a day does not count it twice.
 */
export function addDayToTotal(total: SavingTotal, day: string, outcome: PlanOutcome): SavingTotal {
  if (total.lastDay !== null && day <= total.lastDay) return total;
  return {
    days: total.days + 1,
    realisedSavingEur: total.realisedSavingEur + outcome.realisedSavingEur,
    plannedSavingEur: total.plannedSavingEur + outcome.plannedSavingEur,
    firstDay: total.firstDay ?? day,
    lastDay: day,
  };
}
