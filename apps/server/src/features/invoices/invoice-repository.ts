// Invoices of one customer in one tenant. Every query is scoped by tenant and customer, so an
// invoice of someone else is simply not found.
import { PaymentState } from '@portal/domain/status-ids';
import type { Kysely, Selectable } from 'kysely';
import { compiledOnce, type Slots } from '../../platform/db/compiled-once.ts';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';
import type { InvoicesTable } from '../../platform/db/tables/fulfilment-tables.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface InvoiceRecord {
  id: number;
  installationId: number;
  orderId: number | null;
  invoiceTypeId: number;
  offerTypeId: number | null;
  numberPrefix: string;
  invoiceNumber: number;
  isPrepayment: boolean;
  paid: boolean;
  amountExclVatCents: number;
  amountInclVatCents: number;
  issuedOn: string;
  dueOn: string | null;
  paidAt: string | null;
  structuredCommunication: string | null;
  relatedInvoiceId: number | null;
}

function toRecord(row: Selectable<InvoicesTable>): InvoiceRecord {
  return {
    id: row.id,
    installationId: row.installation_id,
    orderId: row.order_id,
    invoiceTypeId: row.invoice_type_id,
    offerTypeId: row.offer_type_id,
    numberPrefix: row.number_prefix,
    invoiceNumber: row.invoice_number,
    isPrepayment: toBoolean(row.is_prepayment),
    paid: row.payment_state === PaymentState.Paid,
    amountExclVatCents: row.amount_excl_vat_cents,
    amountInclVatCents: row.amount_incl_vat_cents,
    issuedOn: row.issued_on,
    dueOn: row.due_on,
    paidAt: row.paid_at,
    structuredCommunication: row.structured_communication,
    relatedInvoiceId: row.related_invoice_id,
  };
}

/** The customer's invoices; the owner's ids are values, or slots of a query compiled once. */
function customerInvoices(db: Kysely<Database>, scope: CustomerOwner | Slots<CustomerOwner>) {
  return db
    .selectFrom('invoices')
    .selectAll()
    .where('tenant_id', '=', scope.tenantId)
    .where('customer_id', '=', scope.customerId);
}

// An invoice page reads the invoice and its installation's others on every call: compiled once.
const ownInvoice = compiledOnce(
  (db, key: Slots<{ tenantId: number; customerId: number; invoiceId: number }>) =>
    customerInvoices(db, key).where('id', '=', key.invoiceId),
);

const installationInvoices = compiledOnce(
  (db, key: Slots<{ tenantId: number; customerId: number; installationId: number }>) =>
    customerInvoices(db, key)
      .where('installation_id', '=', key.installationId)
      .orderBy('issued_on')
      .orderBy('id'),
);

export async function findInvoice(
  db: Kysely<Database>,
  scope: CustomerOwner,
  invoiceId: number,
): Promise<InvoiceRecord | undefined> {
  const [row] = await ownInvoice(db, { ...scope, invoiceId });
  return row ? toRecord(row) : undefined;
}

/** Every invoice of the customer on the given installation, oldest first. */
export async function listInstallationInvoices(
  db: Kysely<Database>,
  scope: CustomerOwner,
  installationId: number,
): Promise<InvoiceRecord[]> {
  const rows = await installationInvoices(db, { ...scope, installationId });
  return rows.map(toRecord);
}

/** Every invoice of the customer on the given order, oldest first. */
export async function listOrderInvoices(
  db: Kysely<Database>,
  scope: CustomerOwner,
  orderId: number,
): Promise<InvoiceRecord[]> {
  const rows = await customerInvoices(db, scope)
    .where('order_id', '=', orderId)
    .orderBy('issued_on')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}
