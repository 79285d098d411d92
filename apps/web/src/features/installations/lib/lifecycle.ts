// The lifecycle timeline of one installation (spec §4): offer → signed → order → prepayment →
// planned → delivered → invoice paid → inspection → grid operator → completed. Stages that do not
// apply are left out (no prepayment invoice, no external financing). Each stage is done, current
// (the first one not done) or next, names who acts for it and carries a date where one is known.
import { isDeliveredByDate } from '@portal/domain/delivered';
import { isInvoicePaid } from '@portal/domain/derive-installation-status';
import type { InstallationRow } from '@portal/domain/installation-row';
import { InstallationStatus } from '@portal/domain/installation-status';
import { isOfferDone } from '@portal/domain/offer-version-state';
import { PaymentState } from '@portal/domain/status-ids';

export type LifecycleStageKey =
  | 'offer'
  | 'signed'
  | 'order'
  | 'prepayment'
  | 'planned'
  | 'delivered'
  | 'deliveryDocument'
  | 'invoicePaid'
  | 'inspection'
  | 'gridOperator'
  | 'completed';

export type StageState = 'done' | 'current' | 'next';
export type Actor = 'customer' | 'installer';

export interface LifecycleStage {
  key: LifecycleStageKey;
  state: StageState;
  actor: Actor;
  /** ISO date of the stage where known. */
  date: string | null;
}

const afterDelivery = new Set<number>([
  InstallationStatus.Delivered,
  InstallationStatus.Paid,
  InstallationStatus.InspectionPlanned,
  InstallationStatus.NetOperator,
  InstallationStatus.Completed,
  InstallationStatus.ToSignIChoosr,
  InstallationStatus.ToSurvey,
]);

interface StageFacts {
  key: LifecycleStageKey;
  applies: boolean;
  done: boolean;
  actor: Actor;
  date?: string | null;
}

export function lifecycleStages(row: InstallationRow, now: Date = new Date()): LifecycleStage[] {
  const inspectionApproved =
    row.InvoiceInspectionJobID !== null
      ? row.InvoiceInspectionApproved === true
      : row.OrderInspectionApproved === true;
  const gridDone = row.NetOperatorStatus === 1 || row.NetOperatorStatus === 2;
  const delivered =
    afterDelivery.has(row.status) ||
    row.QR_FilledIn ||
    row.InvoiceID !== null ||
    isDeliveredByDate(row.InstallationDate, now);
  const facts: StageFacts[] = [
    { key: 'offer', applies: true, done: row.OfferID !== null, actor: 'installer' },
    { key: 'signed', applies: true, done: isOfferDone(row.OfferStatus), actor: 'customer' },
    { key: 'order', applies: true, done: row.OrderID !== null, actor: 'installer' },
    {
      key: 'prepayment',
      applies: row.PrepaymentInvoiceID !== null,
      done: row.PrepaymentInvoiceStatus === PaymentState.Paid,
      actor: 'customer',
    },
    {
      key: 'planned',
      applies: true,
      done: row.InstallationDate !== null,
      actor: 'installer',
      date: row.InstallationDate,
    },
    {
      key: 'delivered',
      applies: true,
      done: delivered,
      actor: 'installer',
      date: delivered ? row.InstallationDate : null,
    },
    {
      key: 'deliveryDocument',
      applies: row.HasExternalPrepayment,
      done: row.OpleveringDone,
      actor: 'customer',
    },
    { key: 'invoicePaid', applies: true, done: isInvoicePaid(row), actor: 'customer' },
    { key: 'inspection', applies: true, done: inspectionApproved || gridDone, actor: 'installer' },
    { key: 'gridOperator', applies: true, done: gridDone, actor: 'customer' },
    {
      key: 'completed',
      applies: true,
      done: row.status === InstallationStatus.Completed,
      // Only the satisfaction survey stands between a registered installation and completion.
      actor: row.status === InstallationStatus.ToSurvey ? 'customer' : 'installer',
    },
  ];
  let currentSeen = false;
  return facts
    .filter((stage) => stage.applies)
    .map((stage) => {
      let state: StageState = 'next';
      if (stage.done) state = 'done';
      else if (!currentSeen) {
        state = 'current';
        currentSeen = true;
      }
      return { key: stage.key, state, actor: stage.actor, date: stage.date ?? null };
    });
}
