// The back office's writes to a repair (called by changes/repair-changes.ts): its status, the
// planned visit and the technician's report. Scoped by tenant and customer; a repair of another
// owner is not found.
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';

export interface RepairState {
  statusId: number;
  plannedDate: string | null;
  technicianReport: string | null;
}

export async function findRepairState(
  db: Kysely<Database>,
  owner: CustomerOwner,
  repairId: number,
): Promise<RepairState | undefined> {
  const row = await db
    .selectFrom('repairs')
    .select(['status_id', 'planned_date', 'technician_report'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', repairId)
    .executeTakeFirst();
  return (
    row && {
      statusId: row.status_id,
      plannedDate: row.planned_date,
      technicianReport: row.technician_report,
    }
  );
}

/** Writes the repair's new state; `resolvedAt` is set when it is resolved and cleared if not. */
export async function updateRepair(
  db: Kysely<Database>,
  owner: CustomerOwner,
  repairId: number,
  state: RepairState & { resolvedAt: string | null },
  at: Date,
): Promise<void> {
  await db
    .updateTable('repairs')
    .set({
      status_id: state.statusId,
      planned_date: state.plannedDate,
      technician_report: state.technicianReport,
      resolved_at: state.resolvedAt,
      updated_at: at.toISOString(),
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', repairId)
    .execute();
}
