// Inspections (keuring): planned at a moment, then approved or rejected. The notification opens
// the inspection page of the order or invoice the inspection is on. Applied by
// sync/inspection-sync.ts in its transaction, beside the certificate it stores.

import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import {
  findInspectionSource,
  type InspectionChange,
  updateInspection,
} from '../repositories/fulfilment-writes.ts';
import { type Change, notFound } from './customer-change.ts';

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
