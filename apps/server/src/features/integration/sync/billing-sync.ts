// Invoices (with the back office's PDF) and their payment, written by the back office. A new
// invoice goes through the back-office change that tells the customer (an invoice, or
// a prepayment invoice, to pay), in one transaction with its back-office id and PDF. Sent again,
// an invoice corrects its facts and tells nothing. A payment moves the invoice from open to paid
// once (spec §4); the same payment again answers the same, and nothing moves it back.
// For a customer who erased their account, a kept invoice is still corrected and paid, and a
// credit note still issued, told to no one; any other new invoice is refused (decision 102).
import { ErrorCode } from '@portal/contract/error-code';
import type {
  IntegrationInvoice,
  InvoicePayment,
  InvoiceUpsert,
} from '@portal/contract/integration/billing';
import { CREDIT_NOTE_JOURNAL_TYPES } from '@portal/domain/invoice-title';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { DocumentKind, DocumentOwner } from '../../documents/index.ts';
import { applyChange } from '../changes/customer-change.ts';
import { issueInvoiceChange } from '../changes/delivery-changes.ts';
import { customerErased, isErased } from '../erased-customer.ts';
import { unknownReference } from '../external-reference.ts';
import { lifecycleRefusal } from '../lifecycle.ts';
import { decodePdf, withPdf } from '../pdf-upload.ts';
import {
  findExternalInvoice,
  markInvoicePaid,
  setInvoiceExternalId,
  updateInvoiceFacts,
} from '../repositories/external-billing.ts';
import { ownersWithFile } from '../repositories/external-documents.ts';
import { findExternalOrder } from '../repositories/external-sales.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

export interface BillingSync {
  upsertInvoice(
    scope: IntegrationRequestScope,
    externalId: string,
    input: InvoiceUpsert,
  ): Promise<IntegrationInvoice>;
  getInvoice(scope: IntegrationRequestScope, externalId: string): Promise<IntegrationInvoice>;
  payInvoice(
    scope: IntegrationRequestScope,
    externalId: string,
    payment: InvoicePayment,
  ): Promise<IntegrationInvoice>;
}

const invoiceNotFound = () => new AppError(ErrorCode.NotFound, 'No invoice with this external id.');

export function createBillingSync(deps: Pick<ServiceDeps, 'db' | 'clock' | 'store'>): BillingSync {
  const { db, clock } = deps;

  async function readInvoice(reader: Kysely<Database>, tenantId: number, externalId: string) {
    const invoice = await findExternalInvoice(reader, tenantId, externalId);
    if (!invoice) throw invoiceNotFound();
    const printed = await ownersWithFile(
      reader,
      tenantId,
      { type: DocumentOwner.Invoice, ids: [invoice.id] },
      DocumentKind.Print,
    );
    const { id: _id, customerId: _customer, installationId: _installation, ...facts } = invoice;
    return { externalId, ...facts, hasPdf: printed.has(invoice.id) };
  }

  async function upsertInvoice(
    scope: IntegrationRequestScope,
    externalId: string,
    input: InvoiceUpsert,
  ): Promise<IntegrationInvoice> {
    const tenantId = scope.tenant.id;
    const order = await findExternalOrder(db, tenantId, input.orderExternalId);
    if (!order) {
      throw unknownReference('body.orderExternalId', 'order');
    }
    const owner = { tenantId, customerId: order.customerId };
    const { orderExternalId: _order, pdfBase64, ...facts } = input;
    const bytes =
      pdfBase64 === undefined ? undefined : await decodePdf(pdfBase64, 'body.pdfBase64');
    const target = {
      tenantId,
      customerId: order.customerId,
      ownerType: DocumentOwner.Invoice,
      kind: DocumentKind.Print,
      fileName: `Invoice-${externalId}.pdf`,
    };
    const existing = await findExternalInvoice(db, tenantId, externalId);
    if (existing) {
      if (existing.orderExternalId !== input.orderExternalId) {
        throw lifecycleRefusal(
          'An invoice does not move to another order.',
          'body.orderExternalId',
        );
      }
      const pdf = bytes && { bytes, target, knownOwnerId: existing.id };
      await withPdf(deps, pdf, async (trx) => {
        await updateInvoiceFacts(trx, owner, existing.id, facts, clock());
        return { result: undefined, ownerId: existing.id };
      });
      return readInvoice(db, tenantId, externalId);
    }
    const erased = await isErased(db, owner);
    if (erased && !CREDIT_NOTE_JOURNAL_TYPES.includes(input.invoiceTypeId)) {
      throw customerErased('body.orderExternalId');
    }
    const pdf = bytes && { bytes, target, knownOwnerId: undefined };
    await withPdf(deps, pdf, async (trx) => {
      const change = issueInvoiceChange(
        owner,
        { ...facts, orderId: order.id, offerTypeId: order.offerTypeId },
        clock(),
      );
      // An erased customer has no portal to read of it: the credit note is kept, not told.
      const { invoiceId } = erased
        ? (await change(trx)).result
        : await applyChange(trx, owner, change, clock());
      await setInvoiceExternalId(trx, owner, invoiceId, externalId);
      return { result: undefined, ownerId: invoiceId };
    });
    return readInvoice(db, tenantId, externalId);
  }

  return {
    upsertInvoice: (...args) => onceMoreOnRace(() => upsertInvoice(...args)),
    getInvoice: (scope, externalId) => readInvoice(db, scope.tenant.id, externalId),
    async payInvoice(scope, externalId, payment) {
      const tenantId = scope.tenant.id;
      const invoice = await findExternalInvoice(db, tenantId, externalId);
      if (!invoice) throw invoiceNotFound();
      if (!invoice.paid) {
        const owner = { tenantId, customerId: invoice.customerId };
        const paidAt = new Date(payment.paidAt).toISOString();
        // Paid meanwhile by another call: the first payment stands, as when it came first.
        await markInvoicePaid(db, owner, invoice.id, paidAt, clock());
      }
      return readInvoice(db, tenantId, externalId);
    },
  };
}
