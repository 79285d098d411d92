// The steps of an installation's journey, in the order the customer lives them, with the facts
// that prove each one done. See decision 070 for why the order is this one and why a customer's
// duty is never taken as done on the strength of a later fact.

import { isDeliveredByDate } from './delivered.ts';
import { isInvoicePaid } from './derive-installation-status.ts';
import type { InstallationFacts } from './installation-row.ts';
import { isOfferDone } from './offer-version-state.ts';
import { OrderStatusId, PaymentState } from './status-ids.ts';

export type JourneyStepKey =
  | 'offer'
  | 'signed'
  | 'order'
  | 'prepayment'
  | 'planned'
  | 'delivered'
  | 'invoice'
  | 'invoicePaid'
  | 'inspection'
  | 'deliveryDocument'
  | 'gridOperator'
  | 'survey';

export type JourneyActor = 'customer' | 'installer';

export interface StepFacts {
  key: JourneyStepKey;
  /** Whether the installation has this step at all (a prepayment only with its invoice). */
  applies: boolean;
  /** The step's own facts say it is done. */
  done: boolean;
  /**
   * A customer duty, or something the installer does. A customer step whose object does not
   * exist yet (an invoice not sent) belongs to the installer until it does.
   */
  actor: JourneyActor;
  /**
   * Being done proves every earlier installer step done (a paid invoice proves the installation
   * was delivered). False for duties that can be done out of order (the survey, the iChoosr
   * delivery document), which prove nothing about the steps before them.
   */
  provesEarlier: boolean;
  /** ISO date of the step where one is known. */
  date: string | null;
}

export interface StepContext {
  surveyEnabled: boolean;
  now: Date;
}

const requested = (status: number | null) => status === 0 || status === 1 || status === 2;
const registered = (status: number | null) => status === 1 || status === 2;

/** Each step's own facts, in journey order; implication by later steps is applied afterwards. */
export function stepFacts(facts: InstallationFacts, ctx: StepContext): StepFacts[] {
  const offerExists = facts.OfferID !== null;
  const invoiceExists = facts.InvoiceID !== null;
  const delivered = facts.QR_FilledIn || isDeliveredByDate(facts.InstallationDate, ctx.now);
  const inspectionApproved =
    facts.InvoiceInspectionJobID !== null
      ? facts.InvoiceInspectionApproved === true
      : facts.OrderInspectionApproved === true;
  const step = (
    key: JourneyStepKey,
    done: boolean,
    actor: JourneyActor,
    more: Partial<Pick<StepFacts, 'applies' | 'provesEarlier' | 'date'>> = {},
  ): StepFacts => ({ key, done, actor, applies: true, provesEarlier: true, date: null, ...more });
  return [
    step('offer', offerExists, 'installer'),
    step('signed', isOfferDone(facts.OfferStatus), offerExists ? 'customer' : 'installer'),
    step(
      'order',
      facts.OrderID !== null && (facts.OrderStatus ?? 0) > OrderStatusId.New,
      'installer',
    ),
    step('prepayment', facts.PrepaymentInvoiceStatus === PaymentState.Paid, 'customer', {
      applies: facts.PrepaymentInvoiceID !== null,
    }),
    step('planned', hasText(facts.InstallationDate), 'installer', {
      date: facts.InstallationDate,
    }),
    step('delivered', delivered, 'installer', { date: delivered ? facts.InstallationDate : null }),
    step('invoice', invoiceExists, 'installer'),
    step('invoicePaid', isInvoicePaid(facts), invoiceExists ? 'customer' : 'installer'),
    // A grid request is made only after the inspection (spec §4 rule 6 overrides rule 5).
    step('inspection', inspectionApproved || requested(facts.NetOperatorStatus), 'installer'),
    // The iChoosr document exists once the installer has filled in the delivery's QR form.
    step('deliveryDocument', facts.OpleveringDone, facts.QR_FilledIn ? 'customer' : 'installer', {
      applies: facts.HasExternalPrepayment,
      provesEarlier: false,
    }),
    step('gridOperator', registered(facts.NetOperatorStatus), 'customer'),
    // The survey is asked per order: without one there is nothing to answer yet.
    step('survey', facts.Surveyed, facts.OrderID !== null ? 'customer' : 'installer', {
      applies: ctx.surveyEnabled,
      provesEarlier: false,
    }),
  ];
}

function hasText(value: string | null): boolean {
  return value !== null && value.trim() !== '';
}
