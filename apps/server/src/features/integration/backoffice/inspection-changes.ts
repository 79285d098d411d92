// Inspections (keuring): planned at a moment, then approved or rejected. The notification opens
// the inspection page of the order or invoice the inspection is on. The change is also exported
// on its own, for callers that write more in the same transaction (the integration API).

import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import {
  findInspectionSource,
  type InspectionChange,
  updateInspection,
} from '../repositories/fulfilment-writes.ts';
import { type Change, type ChangeRunner, notFound } from './change-runner.ts';

export interface InspectionChanges {
  /** `change`: planned at an ISO instant, or approved / rejected on an ISO day. */
  changeInspection(
    owner: CustomerOwner,
    inspectionId: number,
    change: InspectionChange,
  ): Promise<void>;
}

const keys = {
  planned: 'inspectionPlanned',
  approved: 'inspectionApproved',
  rejected: 'inspectionRejected',
} as const;

export function changeInspectionChange(
  owner: CustomerOwner,
  inspectionId: number,
  change: InspectionChange,
  at: Date,
): Change<void> {
  return async (trx) => {
    const source = await findInspectionSource(trx, owner, inspectionId);
    if (!source) throw notFound('Inspection');
    await updateInspection(trx, owner, inspectionId, change, at);
    const on =
      source.invoiceId !== null ? { invoiceId: source.invoiceId } : { orderId: source.orderId };
    const date = change.kind === 'planned' ? change.appointmentDate : change.on;
    return {
      result: undefined,
      tell: { key: keys[change.kind], action: 'inspection', params: { ...on, date } },
    };
  };
}

export function inspectionChanges(runner: ChangeRunner, now: () => Date): InspectionChanges {
  return {
    changeInspection: (owner, inspectionId, change) =>
      runner.run(owner, changeInspectionChange(owner, inspectionId, change, now())),
  };
}
