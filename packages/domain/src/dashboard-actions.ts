// The dashboard's action cards (spec §2): every installation that waits for the customer, with
// what it waits for, highest priority first. The cards are the journeys' actions (decision 070),
// so the dashboard never says "fully in order" while an installation's step is the customer's.
// With no action, a loyalty card when that feature is on, else the "fully in order" message.

import type { ActionPriority } from './constants.ts';
import { Feature, hasFeature } from './feature.ts';
import { installationJourney } from './installation-journey.ts';
import type { InstallationRow } from './installation-row.ts';
import type { CustomerAction } from './journey-action.ts';

export interface DashboardActionCard {
  action: CustomerAction;
  priority: ActionPriority;
  /** The row's `id` (its index in the customer's list). */
  installationId: number;
  /** Route path the card opens. */
  target: string;
}

export type DashboardResult =
  | { kind: 'actions'; cards: DashboardActionCard[] }
  | { kind: 'loyalty' }
  | { kind: 'noActions' };

/** Every action card of the rows, highest priority first; equal priorities keep row order. */
export function dashboardActions(
  rows: readonly InstallationRow[],
  options: { features: readonly string[]; now?: Date },
): DashboardResult {
  const ctx = { features: options.features, now: options.now ?? new Date() };
  const cards: DashboardActionCard[] = [];
  for (const row of rows) {
    const { action } = installationJourney(row, ctx);
    if (action !== null) cards.push({ ...action, installationId: row.id });
  }
  if (cards.length > 0) {
    // Array.prototype.sort is stable, so rows keep their order within a priority.
    return { kind: 'actions', cards: cards.sort((a, b) => b.priority - a.priority) };
  }
  return hasFeature(options.features, Feature.Loyalty)
    ? { kind: 'loyalty' }
    : { kind: 'noActions' };
}
