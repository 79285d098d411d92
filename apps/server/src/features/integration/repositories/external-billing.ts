// Invoices by the back office's own ids (migration 0017), and the files the back
// office gives for its documents. Every statement is scoped by tenant.
import type { InvoiceUpsert } from '@portal/contract/integration/billing';
import { PaymentState } from '@portal/domain/status-ids';
import type { Kysely } from 'kysely';
import { toBoolean } from '../../../platform/db/dialect-helpers.ts';
import type { Database } from '../../../platform/db/schema.ts';
import type { CustomerOwner } from '../../../platform/scope/request-scope.ts';

export interface ExternalInvoice {
  id: number;
  customerId: number;
  installationId: number;
  orderExternalId: string;
  invoiceTypeId: number;
  isPrepayment: boolean;
  numberPrefix: string;
  invoiceNumber: number;
  amountExclVatCents: number;
  amountInclVatCents: number;
  issuedOn: string;
  dueOn: string | null;
  structuredCommunication: string | null;
  paid: boolean;
  paidAt: string | null;
}

export async function findExternalInvoice(
  db: Kysely<Database>,
  tenantId: number,
  externalId: string,
): Promise<ExternalInvoice | undefined> {
  const row = await db
    .selectFrom('invoices')
    .innerJoin('orders', (join) =>
      join
        .onRef('orders.tenant_id', '=', 'invoices.tenant_id')
        .onRef('orders.id', '=', 'invoices.order_id'),
    )
    .select([
      'invoices.id',
      'invoices.customer_id',
      'invoices.installation_id',
      'orders.external_id as order_external_id',
      'invoices.invoice_type_id',
      'invoices.is_prepayment',
      'invoices.number_prefix',
      'invoices.invoice_number',
      'invoices.amount_excl_vat_cents',
      'invoices.amount_incl_vat_cents',
      'invoices.issued_on',
      'invoices.due_on',
      'invoices.structured_communication',
      'invoices.payment_state',
      'invoices.paid_at',
    ])
    .where('invoices.tenant_id', '=', tenantId)
    .where('invoices.external_id', '=', externalId)
    .executeTakeFirst();
  if (!row || row.order_external_id === null) return undefined;
  return {
    id: row.id,
    customerId: row.customer_id,
    installationId: row.installation_id,
    orderExternalId: row.order_external_id,
    invoiceTypeId: row.invoice_type_id,
    isPrepayment: toBoolean(row.is_prepayment),
    numberPrefix: row.number_prefix,
    invoiceNumber: Number(row.invoice_number),
    amountExclVatCents: Number(row.amount_excl_vat_cents),
    amountInclVatCents: Number(row.amount_incl_vat_cents),
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    structuredCommunication: row.structured_communication,
    paid: Number(row.payment_state) === PaymentState.Paid,
    paidAt: row.paid_at,
  };
}

export async function setInvoiceExternalId(
  db: Kysely<Database>,
  owner: CustomerOwner,
  invoiceId: number,
  externalId: string,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({ external_id: externalId })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', invoiceId)
    .execute();
}

/** Corrects what the invoice says (its number, amounts, dates); never its order or payment. */
export async function updateInvoiceFacts(
  db: Kysely<Database>,
  owner: CustomerOwner,
  invoiceId: number,
  facts: Omit<InvoiceUpsert, 'orderExternalId' | 'pdfBase64'>,
  at: Date,
): Promise<void> {
  await db
    .updateTable('invoices')
    .set({
      invoice_type_id: facts.invoiceTypeId,
      is_prepayment: facts.isPrepayment,
      number_prefix: facts.numberPrefix,
      invoice_number: facts.invoiceNumber,
      amount_excl_vat_cents: facts.amountExclVatCents,
      amount_incl_vat_cents: facts.amountInclVatCents,
      issued_on: facts.issuedOn,
      due_on: facts.dueOn,
      structured_communication: facts.structuredCommunication,
      updated_at: at.toISOString(),
    })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', invoiceId)
    .execute();
}

/** Marks the open invoice paid; false when it was not open (paid meanwhile). */
export async function markInvoicePaid(
  db: Kysely<Database>,
  owner: CustomerOwner,
  invoiceId: number,
  paidAt: string,
  at: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('invoices')
    .set({ payment_state: PaymentState.Paid, paid_at: paidAt, updated_at: at.toISOString() })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', invoiceId)
    .where('payment_state', '=', PaymentState.Open)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
