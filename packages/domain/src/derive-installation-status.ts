// The computed status of an installation, spec §4: six rules applied in order, each later rule
// overriding the earlier ones when it applies. A rule that does not apply leaves the status as it
// was (e.g. a delivery with no date, no QR and no invoice keeps the order's status).

import { isDeliveredByDate } from './delivered.ts';
import type { InstallationFacts, InstallationRow } from './installation-row.ts';
import { InstallationStatus } from './installation-status.ts';
import { isOfferDone } from './offer-version-state.ts';
import { OrderStatusId, PaymentState } from './status-ids.ts';

export interface DeriveStatusContext {
  /** The tenant has the survey feature (rule 6). */
  surveyEnabled: boolean;
  /** The moment of evaluation (rule 3's "at least one day past"). */
  now: Date;
}

type Rule = (
  facts: InstallationFacts,
  current: InstallationStatus,
  ctx: DeriveStatusContext,
) => InstallationStatus;

// Rule 1. Without an offer the spec gives no status; the rows always carry one in practice, and an
// installation without one has nothing further along either, so it starts at New like a fresh offer.
const offerRule: Rule = (facts) => {
  if (facts.OfferID === null) return InstallationStatus.New;
  return isOfferDone(facts.OfferStatus) ? InstallationStatus.Signed : InstallationStatus.New;
};

// Rule 2. Only an order past its initial status counts: a new order is still being prepared.
const orderRule: Rule = (facts, current) => {
  if (facts.OrderID === null || facts.OrderStatus === null) return current;
  if (facts.OrderStatus <= OrderStatusId.New) return current;
  if (facts.PrepaymentInvoiceID === null) return InstallationStatus.Ordered;
  return facts.PrepaymentInvoiceStatus === PaymentState.Paid
    ? InstallationStatus.Prepaid
    : InstallationStatus.Needs_Prepayment;
};

// Rule 3. Delivered overrides Planned: an installation can have both a date and a QR code.
const deliveryRule: Rule = (facts, current, ctx) => {
  if (facts.Order_DeliveriesID === null) return current;
  const delivered =
    facts.QR_FilledIn ||
    isDeliveredByDate(facts.InstallationDate, ctx.now) ||
    facts.InvoiceID !== null;
  if (delivered) return InstallationStatus.Delivered;
  return hasText(facts.InstallationDate) ? InstallationStatus.Planned : current;
};

// Rule 4.
const invoiceRule: Rule = (facts, current) => {
  if (facts.InvoiceID === null) return current;
  return isInvoicePaid(facts) ? InstallationStatus.Paid : InstallationStatus.Delivered;
};

// Rule 5. When both jobs exist the invoice's is the later, current inspection, so its flag wins.
const inspectionRule: Rule = (facts, current) => {
  const hasJob = facts.OrderInspectionJobID !== null || facts.InvoiceInspectionJobID !== null;
  if (!hasJob || !isInvoicePaid(facts)) return current;
  const approved =
    facts.InvoiceInspectionJobID !== null
      ? facts.InvoiceInspectionApproved
      : facts.OrderInspectionApproved;
  return approved === true ? InstallationStatus.NetOperator : InstallationStatus.InspectionPlanned;
};

// Rule 6. Requested (0) and completed (1, 2) both count; any other value means no request.
const netOperatorRule: Rule = (facts, current, ctx) => {
  const status = facts.NetOperatorStatus;
  if (status !== 0 && status !== 1 && status !== 2) return current;
  if (!facts.OpleveringDone && facts.HasExternalPrepayment) return InstallationStatus.ToSignIChoosr;
  if (!facts.Surveyed && ctx.surveyEnabled) return InstallationStatus.ToSurvey;
  return InstallationStatus.Completed;
};

const RULES: readonly Rule[] = [
  offerRule,
  orderRule,
  deliveryRule,
  invoiceRule,
  inspectionRule,
  netOperatorRule,
];

export function deriveInstallationStatus(
  facts: InstallationFacts,
  ctx: DeriveStatusContext,
): InstallationStatus {
  return RULES.reduce<InstallationStatus>(
    (status, rule) => rule(facts, status, ctx),
    InstallationStatus.New,
  );
}

/** The final invoice exists and is paid. */
export function isInvoicePaid(
  facts: Pick<InstallationFacts, 'InvoiceID' | 'InvoiceStatus'>,
): boolean {
  return facts.InvoiceID !== null && facts.InvoiceStatus === PaymentState.Paid;
}

function hasText(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}

/** The rows of `GET installations/`: each installation with its index as id and its status. */
export function toInstallationRows(
  installations: readonly InstallationFacts[],
  ctx: DeriveStatusContext,
): InstallationRow[] {
  return installations.map((facts, index) => ({
    ...facts,
    id: index,
    status: deriveInstallationStatus(facts, ctx),
  }));
}
