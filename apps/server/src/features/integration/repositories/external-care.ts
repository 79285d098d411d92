// Repairs by the back office's own ids (migration 0017). Scoped by tenant (and by
// customer where it writes).
import { RepairStatusId } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';

export interface ExternalRepair {
  id: number;
  customerId: number;
  installationId: number;
  description: string;
  statusId: number;
  plannedDate: string | null;
  technicianReport: string | null;
  reportedAt: string;
  resolvedAt: string | null;
}

export async function findExternalRepair(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalRepair | undefined> {
  const row = await db
    .selectFrom('repairs')
    .select([
      'id',
      'customer_id',
      'installation_id',
      'description',
      'status_id',
      'planned_date',
      'technician_report',
      'reported_at',
      'resolved_at',
    ])
    .where('tenant_id', '=', tenantId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      customerId: row.customer_id,
      installationId: row.installation_id,
      description: row.description,
      statusId: row.status_id,
      plannedDate: row.planned_date,
      technicianReport: row.technician_report,
      reportedAt: row.reported_at,
      resolvedAt: row.resolved_at,
    }
  );
}

/** A new repair of the installation, open (its state is then the back-office change's). */
export async function insertExternalRepair(
  db: Kysely<Database>,
  owner: CustomerOwner,
  repair: { externalId: string; installationId: number; description: string },
  at: Date,
): Promise<number> {
  const now = at.toISOString();
  const row = await db
    .insertInto('repairs')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      external_id: repair.externalId,
      installation_id: repair.installationId,
      status_id: RepairStatusId.Open,
      description: repair.description,
      reported_at: now,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setRepairDescription(
  db: Kysely<Database>,
  owner: CustomerOwner,
  repairId: number,
  description: string,
): Promise<void> {
  await db
    .updateTable('repairs')
    .set({ description })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', repairId)
    .execute();
}

export interface ExternalReply {
  id: number;
  ticketId: number;
  body: string;
  authorName: string | null;
  createdAt: string;
}

export async function findExternalReply(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalReply | undefined> {
  const row = await db
    .selectFrom('ticket_messages')
    .select(['id', 'ticket_id', 'body', 'author_name', 'created_at'])
    .where('tenant_id', '=', tenantId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return (
    row && {
      id: row.id,
      ticketId: row.ticket_id,
      body: row.body,
      authorName: row.author_name,
      createdAt: row.created_at,
    }
  );
}

export async function setReplyExternalId(
  db: Kysely<Database>,
  tenantId: number,
  messageId: number,
  externalId: string,
): Promise<void> {
  await db
    .updateTable('ticket_messages')
    .set({ external_id: externalId })
    .where('tenant_id', '=', tenantId)
    .where('id', '=', messageId)
    .execute();
}
