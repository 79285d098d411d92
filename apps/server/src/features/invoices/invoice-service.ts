// GET invoices/{id} and invoices/{id}/related for the signed-in customer. An invoice that is not
// the customer's (or not this tenant's) is NOT_FOUND, exactly like one that does not exist.
import { ErrorCode } from '@portal/contract/error-code';
import type { Invoice, RelatedInvoices } from '@portal/contract/invoices';
import { invoiceTitle } from '@portal/domain/invoice-title';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { findInvoice, type InvoiceRecord, listInstallationInvoices } from './invoice-repository.ts';
import { paymentInstructions } from './payment-instructions.ts';

export interface InvoiceService {
  get(scope: RequestScope, invoiceId: number): Promise<Invoice>;
  related(scope: RequestScope, invoiceId: number): Promise<RelatedInvoices>;
}

function invoiceNotFound(): AppError {
  return new AppError(ErrorCode.NotFound, 'Invoice not found.');
}

async function toInvoice(tenant: TenantRecord, record: InvoiceRecord): Promise<Invoice> {
  return {
    invoiceId: record.id,
    invoiceNr: record.invoiceNumber,
    invoiceNrPrefix: record.numberPrefix,
    invoiceTypeId: record.invoiceTypeId,
    offerTypeId: record.offerTypeId,
    orderId: record.orderId,
    relatedInvoiceId: record.relatedInvoiceId,
    paymentComplete: record.paid,
    isPrepaymentInvoice: record.isPrepayment,
    title: invoiceTitle({
      invoiceNr: record.invoiceNumber,
      invoiceNrPrefix: record.numberPrefix,
      invoiceTypeId: record.invoiceTypeId,
      isPrepaymentInvoice: record.isPrepayment,
    }),
    amountExclVatCents: record.amountExclVatCents,
    amountInclVatCents: record.amountInclVatCents,
    vatCents: record.amountInclVatCents - record.amountExclVatCents,
    issuedOn: record.issuedOn,
    dueOn: record.dueOn,
    paidAt: record.paidAt,
    paymentState: record.paid ? 'Paid' : 'Open',
    payment: await paymentInstructions(tenant, record),
  };
}

async function ownedInvoice(
  db: Kysely<Database>,
  scope: RequestScope,
  invoiceId: number,
): Promise<InvoiceRecord> {
  const record = await findInvoice(db, customerOwner(scope), invoiceId);
  if (!record) throw invoiceNotFound();
  return record;
}

export async function getInvoice(
  db: Kysely<Database>,
  scope: RequestScope,
  invoiceId: number,
): Promise<Invoice> {
  return toInvoice(scope.tenant, await ownedInvoice(db, scope, invoiceId));
}

/**
 * The invoice with the others of the same sale: every other invoice of its installation
 * (prepayment, final invoice, credit notes), oldest first.
 */
async function getRelatedInvoices(
  db: Kysely<Database>,
  scope: RequestScope,
  invoiceId: number,
): Promise<RelatedInvoices> {
  const record = await ownedInvoice(db, scope, invoiceId);
  const siblings = await listInstallationInvoices(db, customerOwner(scope), record.installationId);
  const relatedInvoices = await Promise.all(
    siblings
      .filter((other) => other.id !== record.id)
      .map((other) => toInvoice(scope.tenant, other)),
  );
  return { invoice: await toInvoice(scope.tenant, record), relatedInvoices };
}

export function createInvoiceService({ db }: Pick<ServiceDeps, 'db'>): InvoiceService {
  return {
    get: (scope, invoiceId) => getInvoice(db, scope, invoiceId),
    related: (scope, invoiceId) => getRelatedInvoices(db, scope, invoiceId),
  };
}
