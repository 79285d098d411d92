// The back office's writes after the order (called by changes/delivery-changes.ts,
// inspection-changes.ts and grid-operator-changes.ts): an invoice issued, a delivery planned or
// moved, an inspection planned or judged, a grid-operator step.
// Every statement is scoped by tenant and customer; a record of another owner is not found.
import {
  DeliveryStatusId,
  type GridOperatorRequestStatus,
  PaymentState,
} from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';

export interface NewInvoice {
  orderId: number;
  invoiceTypeId: number;
  offerTypeId: number | null;
  isPrepayment: boolean;
  numberPrefix: string;
  invoiceNumber: number;
  amountExclVatCents: number;
  amountInclVatCents: number;
  issuedOn: string;
  dueOn: string | null;
  structuredCommunication: string | null;
  at: Date;
}

/** The installation of the owner's order, or undefined. */
export async function findOrderInstallation(
  db: Kysely<Database>,
  owner: CustomerOwner,
  orderId: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('orders')
    .select('installation_id')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', orderId)
    .executeTakeFirst();
  return row?.installation_id;
}

export async function insertInvoice(
  db: Kysely<Database>,
  owner: CustomerOwner,
  installationId: number,
  invoice: NewInvoice,
): Promise<number> {
  const at = invoice.at.toISOString();
  const row = await db
    .insertInto('invoices')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      installation_id: installationId,
      order_id: invoice.orderId,
      invoice_type_id: invoice.invoiceTypeId,
      offer_type_id: invoice.offerTypeId,
      number_prefix: invoice.numberPrefix,
      invoice_number: invoice.invoiceNumber,
      is_prepayment: invoice.isPrepayment,
      payment_state: PaymentState.Open,
      amount_excl_vat_cents: invoice.amountExclVatCents,
      amount_incl_vat_cents: invoice.amountInclVatCents,
      issued_on: invoice.issuedOn,
      due_on: invoice.dueOn,
      structured_communication: invoice.structuredCommunication,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The delivery's planned moment before the change, or undefined when it is not the owner's. */
export async function findDeliveryDate(
  db: Kysely<Database>,
  owner: CustomerOwner,
  deliveryId: number,
): Promise<{ installationDate: string | null } | undefined> {
  const row = await db
    .selectFrom('deliveries')
    .select('installation_date')
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', deliveryId)
    .executeTakeFirst();
  return row && { installationDate: row.installation_date };
}

export async function setDeliveryDate(
  db: Kysely<Database>,
  owner: CustomerOwner,
  deliveryId: number,
  installationDate: string,
  at: Date,
): Promise<void> {
  await db
    .updateTable('deliveries')
    .set({
      installation_date: installationDate,
      status_id: DeliveryStatusId.Planned,
      updated_at: at.toISOString(),
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', deliveryId)
    .execute();
}

export interface InspectionSource {
  orderId: number | null;
  invoiceId: number | null;
}

export async function findInspectionSource(
  db: Kysely<Database>,
  owner: CustomerOwner,
  inspectionId: number,
): Promise<InspectionSource | undefined> {
  const row = await db
    .selectFrom('inspections')
    .select(['order_id', 'invoice_id'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', inspectionId)
    .executeTakeFirst();
  return row && { orderId: row.order_id, invoiceId: row.invoice_id };
}

export type InspectionChange =
  | { kind: 'planned'; appointmentDate: string }
  | { kind: 'approved'; on: string; certificateNumber: string | null }
  | { kind: 'rejected'; on: string };

export async function updateInspection(
  db: Kysely<Database>,
  owner: CustomerOwner,
  inspectionId: number,
  change: InspectionChange,
  at: Date,
): Promise<void> {
  const values =
    change.kind === 'planned'
      ? { asked_keuring: true, appointment_date: change.appointmentDate, rejected_date: null }
      : change.kind === 'approved'
        ? {
            approved: true,
            approved_date: change.on,
            rejected_date: null,
            certificate_number: change.certificateNumber,
          }
        : { approved: false, approved_date: null, rejected_date: change.on };
  await db
    .updateTable('inspections')
    .set({ ...values, updated_at: at.toISOString() })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', inspectionId)
    .execute();
}

/** The installation's place in the customer's list (its id in the portal's routes, spec §3)
 * and its grid operator, or undefined when it is not the owner's. */
export async function findInstallationPlace(
  db: Kysely<Database>,
  owner: CustomerOwner,
  installationId: number,
): Promise<{ index: number; gridOperator: string | null } | undefined> {
  const rows = await db
    .selectFrom('installations')
    .select(['id', 'grid_operator'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  const index = rows.findIndex((row) => row.id === installationId);
  const row = rows[index];
  return row && { index, gridOperator: row.grid_operator };
}

/** Sets the status of the installation's grid-operator request, making it if there is none. */
export async function setGridRequestStatus(
  db: Kysely<Database>,
  owner: CustomerOwner,
  request: {
    installationId: number;
    operator: string;
    status: GridOperatorRequestStatus;
    at: Date;
  },
): Promise<void> {
  const at = request.at.toISOString();
  const done = request.status === 'done' ? at : null;
  const sent = request.status === 'sent by mail' || request.status === 'sent via api' ? at : null;
  const updated = await db
    .updateTable('grid_operator_requests')
    .set({
      status: request.status,
      updated_at: at,
      ...(sent ? { sent_at: sent } : {}),
      ...(done ? { completed_at: done } : {}),
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('installation_id', '=', request.installationId)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0) return;
  await db
    .insertInto('grid_operator_requests')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      installation_id: request.installationId,
      operator: request.operator,
      status: request.status,
      requested_at: at,
      sent_at: sent,
      completed_at: done,
      created_at: at,
      updated_at: at,
    })
    .execute();
}
