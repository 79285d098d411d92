// What the customer is asked to do when his installation waits for him, and the page where he
// does it. The dashboard's cards and each installation's next step are these actions.

import { ActionPriority } from './constants.ts';
import { installationRoutes, offerVersions } from './installation-routes.ts';
import type { InstallationRow } from './installation-row.ts';
import type { JourneyStepKey } from './journey-steps.ts';

export const CustomerAction = {
  ApproveOffer: 'approveOffer',
  PayPrepayment: 'payPrepayment',
  PayFinalInvoice: 'payFinalInvoice',
  SignDeliveryDocument: 'signDeliveryDocument',
  RegisterGridOperator: 'registerGridOperator',
  GiveFeedback: 'giveFeedback',
} as const;
export type CustomerAction = (typeof CustomerAction)[keyof typeof CustomerAction];

export interface CustomerActionStep {
  action: CustomerAction;
  priority: ActionPriority;
  /** Route path where the customer does it. */
  target: string;
}

type CustomerStepKey = Extract<
  JourneyStepKey,
  'signed' | 'prepayment' | 'invoicePaid' | 'deliveryDocument' | 'gridOperator' | 'survey'
>;

// A missing id falls back to the installation's own page: a step that waits for the customer is
// always shown, and his installation's page is a place he can act from.
const orDetail = (row: InstallationRow, path: string | null) =>
  path ?? installationRoutes.detail(row.id);

const ACTIONS: Record<
  CustomerStepKey,
  [CustomerAction, ActionPriority, (row: InstallationRow) => string | null]
> = {
  signed: [CustomerAction.ApproveOffer, ActionPriority.ApproveOffer, approveOfferTarget],
  prepayment: [
    CustomerAction.PayPrepayment,
    ActionPriority.PayPrepayment,
    (row) => (row.OrderID === null ? null : installationRoutes.orderDetail(row.OrderID)),
  ],
  invoicePaid: [
    CustomerAction.PayFinalInvoice,
    ActionPriority.PayFinalInvoice,
    (row) => (row.InvoiceID === null ? null : installationRoutes.invoiceDetail(row.InvoiceID)),
  ],
  deliveryDocument: [
    CustomerAction.SignDeliveryDocument,
    ActionPriority.SignDeliveryDocument,
    (row) =>
      row.Order_DeliveriesID === null ? null : installationRoutes.iChoosr(row.Order_DeliveriesID),
  ],
  gridOperator: [
    CustomerAction.RegisterGridOperator,
    ActionPriority.RegisterGridOperator,
    (row) => installationRoutes.gridOperator(row.id),
  ],
  survey: [
    CustomerAction.GiveFeedback,
    ActionPriority.GiveFeedback,
    (row) => (row.OrderID === null ? null : installationRoutes.survey(row.OrderID)),
  ],
};

/** The action of a customer's step; null for a step that is not a customer duty. */
export function customerActionOf(
  key: JourneyStepKey,
  row: InstallationRow,
): CustomerActionStep | null {
  if (!(key in ACTIONS)) return null;
  const [action, priority, target] = ACTIONS[key as CustomerStepKey];
  return { action, priority, target: orDetail(row, target(row)) };
}

// Several versions: let the customer pick from the list. One version: open it directly; if the
// row lacks its version number, the list is the only target that still works.
function approveOfferTarget(row: InstallationRow): string | null {
  if (row.OfferID === null) return null;
  const versions = offerVersions(row.OfferVersionNumbers);
  if (versions.length > 1 || row.VersionNumber === null) {
    return installationRoutes.offerList(row.OfferID);
  }
  return installationRoutes.offerDetail(row.OfferID, row.VersionNumber);
}
