// The one next step of an installation (spec §2): the highest dashboard action of that row, with
// the same rules and targets as the dashboard. Without an action the installer acts next, unless
// the installation is completed.
import { type DashboardAction, dashboardActions } from '@portal/domain/dashboard-actions';
import type { InstallationRow } from '@portal/domain/installation-row';
import { InstallationStatus } from '@portal/domain/installation-status';

export type NextStep =
  | { kind: 'action'; action: DashboardAction; target: string }
  | { kind: 'installer' }
  | { kind: 'completed' };

export function nextStep(row: InstallationRow, features: readonly string[]): NextStep {
  const result = dashboardActions([row], { features });
  const card = result.kind === 'actions' ? result.cards[0] : undefined;
  if (card) return { kind: 'action', action: card.action, target: card.target };
  return row.status === InstallationStatus.Completed
    ? { kind: 'completed' }
    : { kind: 'installer' };
}
