// Repairs: the installer moves a repair on (its status, the planned visit, the technician's
// report) and the customer hears of it on the repair's page. A change that changes nothing tells
// nothing, so a back office that sends the same state again does not repeat the notification.
// Applied by sync/repair-sync.ts in its transaction.
import { RepairStatusId } from '@portal/domain/status-ids';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';
import { findRepairState, type RepairState, updateRepair } from '../repositories/repair-writes.ts';
import { type Change, notFound } from './customer-change.ts';

/** What changes; a field left out keeps its value. `plannedDate` is an ISO instant. */
export type RepairChange = Partial<RepairState>;

const sameInstant = (left: string | null, right: string | null) =>
  left === right || (left !== null && right !== null && Date.parse(left) === Date.parse(right));

export function changeRepairChange(
  owner: CustomerOwner,
  repairId: number,
  change: RepairChange,
  at: Date,
): Change<{ changed: boolean }> {
  return async (trx) => {
    const before = await findRepairState(trx, owner, repairId);
    if (!before) throw notFound('Repair');
    const plannedDate =
      change.plannedDate === undefined
        ? before.plannedDate
        : change.plannedDate && new Date(change.plannedDate).toISOString();
    const after: RepairState = {
      statusId: change.statusId ?? before.statusId,
      plannedDate,
      technicianReport: change.technicianReport ?? before.technicianReport,
    };
    const changed =
      after.statusId !== before.statusId ||
      after.technicianReport !== before.technicianReport ||
      !sameInstant(after.plannedDate, before.plannedDate);
    if (!changed) return { result: { changed } };
    const resolvedAt = after.statusId === RepairStatusId.Resolved ? at.toISOString() : null;
    await updateRepair(trx, owner, repairId, { ...after, resolvedAt }, at);
    return {
      result: { changed },
      tell: { key: 'repairUpdate', action: 'repair', params: { repairId } },
    };
  };
}
