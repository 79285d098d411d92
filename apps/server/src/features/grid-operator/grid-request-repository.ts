// Grid-operator (net operator) registration of one customer's installation: the installation by
// its index in GET installations/, its payment and handover facts, and its request.
import type { GridOperatorRequestStatus } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface GridInstallationRecord {
  id: number;
  gridOperator: string | null;
  handoverDone: boolean;
  keuringCertificate: string | null;
  wiringDiagramKeuring: string | null;
}

export interface GridRequestRecord {
  id: number;
  operator: string;
  status: GridOperatorRequestStatus;
  requestedAt: string;
  sentAt: string | null;
  completedAt: string | null;
}

/**
 * The installation at `index` of the customer's list, in the order of GET installations/
 * (created_at, then id: see installation-rows.ts).
 */
export async function findInstallationByIndex(
  db: Kysely<Database>,
  scope: CustomerOwner,
  index: number,
): Promise<GridInstallationRecord | undefined> {
  const row = await db
    .selectFrom('installations')
    .select([
      'id',
      'grid_operator',
      'oplevering_done',
      'keuring_certificate',
      'wiring_diagram_keuring',
    ])
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .orderBy('created_at')
    .orderBy('id')
    .offset(index)
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    gridOperator: row.grid_operator,
    handoverDone: toBoolean(row.oplevering_done),
    keuringCertificate: row.keuring_certificate,
    wiringDiagramKeuring: row.wiring_diagram_keuring,
  };
}

/** Whether any delivery of the installation has its delivery document signed. */
export async function hasSignedDeliveryDocument(
  db: Kysely<Database>,
  scope: CustomerOwner,
  installationId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('deliveries')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('installation_id', '=', installationId)
    .where('document_signed_at', 'is not', null)
    .executeTakeFirst();
  return row !== undefined;
}

/** The latest order of the installation (its documents live under files/sales/orders/{id}). */
export async function latestOrderId(
  db: Kysely<Database>,
  scope: CustomerOwner,
  installationId: number,
): Promise<number | null> {
  const row = await db
    .selectFrom('orders')
    .select('id')
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('installation_id', '=', installationId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

export async function findGridRequest(
  db: Kysely<Database>,
  scope: CustomerOwner,
  installationId: number,
): Promise<GridRequestRecord | undefined> {
  const row = await db
    .selectFrom('grid_operator_requests')
    .select(['id', 'operator', 'status', 'requested_at', 'sent_at', 'completed_at'])
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('installation_id', '=', installationId)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    operator: row.operator,
    status: row.status,
    requestedAt: row.requested_at,
    sentAt: row.sent_at,
    completedAt: row.completed_at,
  };
}

/**
 * Creates the request, or moves a 'todo' one on; returns it as queued, or undefined when it had
 * already moved on (a concurrent submit).
 */
export async function queueGridRequest(
  db: Kysely<Database>,
  scope: CustomerOwner,
  request: { installationId: number; operator: string; existingId: number | null; at: Date },
): Promise<Pick<GridRequestRecord, 'id' | 'status' | 'requestedAt'> | undefined> {
  const at = request.at.toISOString();
  if (request.existingId === null) {
    const created = await db
      .insertInto('grid_operator_requests')
      .values({
        tenant_id: scope.tenantId,
        customer_id: scope.customerId,
        installation_id: request.installationId,
        operator: request.operator,
        status: 'queued',
        requested_at: at,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: created.id, status: 'queued', requestedAt: at };
  }
  const result = await db
    .updateTable('grid_operator_requests')
    .set({ status: 'queued', requested_at: at, updated_at: at })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', request.existingId)
    .where('status', '=', 'todo')
    .executeTakeFirst();
  if (result.numUpdatedRows === 0n) return undefined;
  return { id: request.existingId, status: 'queued', requestedAt: at };
}

export async function saveNationalRegistrationNumber(
  db: Kysely<Database>,
  scope: CustomerOwner,
  digits: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('customers')
    .set({ national_registration_number: digits, updated_at: at.toISOString() })
    .where('tenant_id', '=', scope.tenantId)
    .where('id', '=', scope.customerId)
    .execute();
}

/**
 * The inspection certificate number the customer gave with the registration: it becomes the
 * installation's certificate reference (the customer holds the certificate; an installer's
 * integration may correct it later).
 */
export async function saveInspectionCertificateNumber(
  db: Kysely<Database>,
  scope: CustomerOwner,
  installationId: number,
  certificateNumber: string,
): Promise<void> {
  await db
    .updateTable('installations')
    .set({ keuring_certificate: certificateNumber })
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId)
    .where('id', '=', installationId)
    .execute();
}
