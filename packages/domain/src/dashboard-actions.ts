// The dashboard's action cards (spec §2): what the customer should do next, highest priority
// first. With no action, a loyalty card when that feature is on, else the "fully in order" message.

import { ActionPriority } from './constants.ts';
import { isInvoicePaid } from './derive-installation-status.ts';
import { Feature, hasFeature } from './feature.ts';
import { installationRoutes, offerVersions } from './installation-routes.ts';
import type { InstallationRow } from './installation-row.ts';
import { InstallationStatus } from './installation-status.ts';

export const DashboardAction = {
  ApproveOffer: 'approveOffer',
  PayPrepayment: 'payPrepayment',
  PayFinalInvoice: 'payFinalInvoice',
  SignDeliveryDocument: 'signDeliveryDocument',
  GiveFeedback: 'giveFeedback',
} as const;
export type DashboardAction = (typeof DashboardAction)[keyof typeof DashboardAction];

export interface DashboardActionCard {
  action: DashboardAction;
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

type CardRule = (row: InstallationRow, features: readonly string[]) => string | null;

// Each rule returns the card's target when its condition holds, else null. A condition whose
// target id is missing yields no card: a card that leads nowhere is worse than none.
const CARD_RULES: readonly [DashboardAction, ActionPriority, CardRule][] = [
  [DashboardAction.ApproveOffer, ActionPriority.ApproveOffer, approveOfferTarget],
  [
    DashboardAction.PayPrepayment,
    ActionPriority.PayPrepayment,
    (row) =>
      row.status === InstallationStatus.Needs_Prepayment && row.OrderID !== null
        ? installationRoutes.orderDetail(row.OrderID)
        : null,
  ],
  [
    DashboardAction.PayFinalInvoice,
    ActionPriority.PayFinalInvoice,
    (row) =>
      row.status === InstallationStatus.Delivered && row.InvoiceID !== null
        ? installationRoutes.invoiceDetail(row.InvoiceID)
        : null,
  ],
  [
    DashboardAction.SignDeliveryDocument,
    ActionPriority.SignDeliveryDocument,
    (row) =>
      row.HasExternalPrepayment &&
      row.QR_FilledIn &&
      !row.OpleveringDone &&
      row.Order_DeliveriesID !== null
        ? installationRoutes.iChoosr(row.Order_DeliveriesID)
        : null,
  ],
  [
    DashboardAction.GiveFeedback,
    ActionPriority.GiveFeedback,
    (row, features) =>
      hasFeature(features, Feature.Survey) &&
      isInvoicePaid(row) &&
      !row.Surveyed &&
      row.OrderID !== null
        ? installationRoutes.survey(row.OrderID)
        : null,
  ],
];

// Several versions: let the customer pick from the list. One version: open it directly; if the
// row lacks its version number, the list is the only target that still works.
function approveOfferTarget(row: InstallationRow): string | null {
  if (row.status !== InstallationStatus.New || row.OfferID === null) return null;
  const versions = offerVersions(row.OfferVersionNumbers);
  if (versions.length > 1 || row.VersionNumber === null) {
    return installationRoutes.offerList(row.OfferID);
  }
  return installationRoutes.offerDetail(row.OfferID, row.VersionNumber);
}

/** Every action card of the rows, highest priority first; equal priorities keep row order. */
export function dashboardActions(
  rows: readonly InstallationRow[],
  options: { features: readonly string[] },
): DashboardResult {
  const cards: DashboardActionCard[] = [];
  for (const row of rows) {
    for (const [action, priority, rule] of CARD_RULES) {
      const target = rule(row, options.features);
      if (target !== null) cards.push({ action, priority, installationId: row.id, target });
    }
  }
  if (cards.length > 0) {
    // Array.prototype.sort is stable, so rows keep their order within a priority.
    return { kind: 'actions', cards: cards.sort((a, b) => b.priority - a.priority) };
  }
  return hasFeature(options.features, Feature.Loyalty)
    ? { kind: 'loyalty' }
    : { kind: 'noActions' };
}
