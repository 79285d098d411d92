// Deliveries by the back office's own ids (migration 0017). Every statement is
// scoped by tenant (and by customer where it writes).
import { DeliveryStatusId, type GridOperatorRequestStatus } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../../platform/db/dialect-helpers.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';

export interface ExternalDelivery {
  id: number;
  customerId: number;
  orderExternalId: string;
  statusId: number;
  installationDate: string | null;
  remarks: string | null;
  sepaLoan: boolean;
  documentSignedAt: string | null;
}

export async function findExternalDelivery(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalDelivery | undefined> {
  const row = await db
    .selectFrom('deliveries')
    .innerJoin('orders', (join) =>
      join
        .onRef('orders.tenant_id', '=', 'deliveries.tenant_id')
        .onRef('orders.id', '=', 'deliveries.order_id'),
    )
    .select([
      'deliveries.id',
      'deliveries.customer_id',
      'orders.external_id as order_external_id',
      'deliveries.status_id',
      'deliveries.installation_date',
      'deliveries.remarks',
      'deliveries.sepa_loan',
      'deliveries.document_signed_at',
    ])
    .where('deliveries.tenant_id', '=', tenantId)
    .where('deliveries.external_id', '=', externalId)
    .executeTakeFirst();
  if (!row || row.order_external_id === null) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    orderExternalId: row.order_external_id,
    statusId: row.status_id,
    installationDate: row.installation_date,
    remarks: row.remarks,
    sepaLoan: toBoolean(row.sepa_loan),
    documentSignedAt: row.document_signed_at,
  };
}

/** A new delivery of the order, still to plan (planning is the back-office change's). */
export async function insertExternalDelivery(
  db: Kysely<Database>,
  owner: CustomerOwner,
  delivery: {
    externalId: string;
    orderId: number;
    installationId: number;
    offerTypeId: number;
    remarks: string | null;
    sepaLoan: boolean;
  },
  at: Date,
): Promise<number> {
  const now = at.toISOString();
  const row = await db
    .insertInto('deliveries')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      external_id: delivery.externalId,
      installation_id: delivery.installationId,
      order_id: delivery.orderId,
      status_id: DeliveryStatusId.ToPlan,
      offer_type_id: delivery.offerTypeId,
      remarks: delivery.remarks,
      sepa_loan: delivery.sepaLoan,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Writes what the delivery says besides its planning: remarks, the loan and its status. */
export async function updateDeliveryFacts(
  db: Kysely<Database>,
  owner: CustomerOwner,
  deliveryId: number,
  facts: { remarks: string | null; sepaLoan: boolean; statusId: number },
  at: Date,
): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({
      remarks: facts.remarks,
      sepa_loan: facts.sepaLoan,
      status_id: facts.statusId,
      updated_at: at.toISOString(),
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', deliveryId)
    .execute();
}

export interface ExternalInspection {
  id: number;
  customerId: number;
  orderExternalId: string | null;
  invoiceExternalId: string | null;
  keurderJobId: number;
  appointmentDate: string | null;
  approved: boolean;
  approvedDate: string | null;
  rejectedDate: string | null;
  certificateNumber: string | null;
}

export async function findExternalInspection(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalInspection | undefined> {
  const row = await db
    .selectFrom('inspections')
    .leftJoin('orders', (join) =>
      join
        .onRef('orders.tenant_id', '=', 'inspections.tenant_id')
        .onRef('orders.id', '=', 'inspections.order_id'),
    )
    .leftJoin('invoices', (join) =>
      join
        .onRef('invoices.tenant_id', '=', 'inspections.tenant_id')
        .onRef('invoices.id', '=', 'inspections.invoice_id'),
    )
    .select([
      'inspections.id',
      'inspections.customer_id',
      'orders.external_id as order_external_id',
      'invoices.external_id as invoice_external_id',
      'inspections.keurder_job_id',
      'inspections.appointment_date',
      'inspections.approved',
      'inspections.approved_date',
      'inspections.rejected_date',
      'inspections.certificate_number',
    ])
    .where('inspections.tenant_id', '=', tenantId)
    .where('inspections.external_id', '=', externalId)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    orderExternalId: row.order_external_id,
    invoiceExternalId: row.invoice_external_id,
    keurderJobId: Number(row.keurder_job_id),
    appointmentDate: row.appointment_date,
    approved: toBoolean(row.approved),
    approvedDate: row.approved_date,
    rejectedDate: row.rejected_date,
    certificateNumber: row.certificate_number,
  };
}

/** A new inspection of the order or invoice, requested (its planning is the back-office
 * change's). */
export async function insertExternalInspection(
  db: Kysely<Database>,
  owner: CustomerOwner,
  inspection: {
    externalId: string;
    installationId: number;
    orderId: number | null;
    invoiceId: number | null;
    keurderJobId: number;
  },
  at: Date,
): Promise<number> {
  const now = at.toISOString();
  const row = await db
    .insertInto('inspections')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      external_id: inspection.externalId,
      installation_id: inspection.installationId,
      order_id: inspection.orderId,
      invoice_id: inspection.invoiceId,
      keurder_job_id: inspection.keurderJobId,
      created_at: now,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function setInspectionFacts(
  db: Kysely<Database>,
  owner: CustomerOwner,
  inspectionId: number,
  facts: { keurderJobId: number; certificateNumber: string | null },
  at: Date,
): Promise<void> {
  await db
    .updateTable('inspections')
    .set({
      keurder_job_id: facts.keurderJobId,
      certificate_number: facts.certificateNumber,
      updated_at: at.toISOString(),
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', inspectionId)
    .execute();
}

export interface ExternalGridRequest {
  id: number;
  customerId: number;
  installationId: number;
  operator: string;
  status: GridOperatorRequestStatus;
  ean: string | null;
  sentAt: string | null;
  completedAt: string | null;
}

const gridRequestColumns = [
  'id',
  'customer_id',
  'installation_id',
  'operator',
  'status',
  'ean',
  'sent_at',
  'completed_at',
  'external_id',
] as const;

function toGridRequest(row: {
  id: number;
  customer_id: number;
  installation_id: number;
  operator: string;
  status: GridOperatorRequestStatus;
  ean: string | null;
  sent_at: string | null;
  completed_at: string | null;
}): ExternalGridRequest {
  return {
    id: row.id,
    customerId: row.customer_id,
    installationId: row.installation_id,
    operator: row.operator,
    status: row.status,
    ean: row.ean,
    sentAt: row.sent_at,
    completedAt: row.completed_at,
  };
}

export async function findExternalGridRequest(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalGridRequest | undefined> {
  const row = await db
    .selectFrom('grid_operator_requests')
    .select(gridRequestColumns)
    .where('tenant_id', '=', tenantId)
    .where('external_id', '=', externalId)
    .executeTakeFirst();
  return row && toGridRequest(row);
}

/** The installation's registration request, whoever's id it has: its back-office id too. */
export async function findGridRequestOfInstallation(
  db: Kysely<Database>,
  owner: CustomerOwner,
  installationId: number,
): Promise<(ExternalGridRequest & { externalId: string | null }) | undefined> {
  const row = await db
    .selectFrom('grid_operator_requests')
    .select(gridRequestColumns)
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('installation_id', '=', installationId)
    .executeTakeFirst();
  return row && { ...toGridRequest(row), externalId: row.external_id };
}

export async function setGridRequestFacts(
  db: Kysely<Database>,
  owner: CustomerOwner,
  installationId: number,
  facts: { externalId: string; ean: string | null },
): Promise<void> {
  await db
    .updateTable('grid_operator_requests')
    .set({ external_id: facts.externalId, ean: facts.ean })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('installation_id', '=', installationId)
    .execute();
}

/** The back-office id of the offer of an installation (a sale the back office made), if any. */
export async function findOfferExternalIdOfInstallation(
  db: Kysely<Database>,
  tenantId: number,
  installationId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('offers')
    .select('external_id')
    .where('tenant_id', '=', tenantId)
    .where('installation_id', '=', installationId)
    .where('external_id', 'is not', null)
    .orderBy('id')
    .executeTakeFirst();
  return row?.external_id ?? undefined;
}

/** The grid operator of the installation's site, or null. */
export async function findGridOperatorOfInstallation(
  db: Kysely<Database>,
  tenantId: number,
  installationId: number,
): Promise<string | null> {
  const row = await db
    .selectFrom('installations')
    .select('grid_operator')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', installationId)
    .executeTakeFirst();
  return row?.grid_operator ?? null;
}
