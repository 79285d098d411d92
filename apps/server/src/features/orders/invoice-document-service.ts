// invoices/{id}/files/{offerTypeId}?type=print: the customer's invoice, with the same payment
// instructions (structured communication, EPC payload) as GET invoices/{id}.
import { documentFileNames } from '@portal/domain/document-paths';
import { documentLabels } from '../../platform/pdf/document-labels.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import {
  type DocumentDeps,
  DocumentKind,
  DocumentOwner,
  documentContext,
  documentNotFound,
  orderArticles,
  type PdfFile,
  storedOrGenerated,
} from '../documents/index.ts';
import { getInvoice, renderInvoicePdf } from '../invoices/index.ts';
import { findOrder } from './order-repository.ts';

export async function invoicePdf(
  deps: DocumentDeps,
  scope: RequestScope,
  ids: { invoiceId: number; offerTypeId: number },
): Promise<PdfFile> {
  const invoice = await getInvoice(deps.db, scope, ids.invoiceId);
  // An invoice without its own offer type takes any; one with a type must match the path.
  if (invoice.offerTypeId !== null && invoice.offerTypeId !== ids.offerTypeId) {
    throw documentNotFound();
  }
  const file = {
    owner: { type: DocumentOwner.Invoice, id: invoice.invoiceId },
    kind: DocumentKind.Print,
    fileName: documentFileNames.invoice(invoice.invoiceId),
  };
  return storedOrGenerated(deps, scope, file, async () => {
    const context = await documentContext(deps, scope);
    const order =
      invoice.orderId === null
        ? undefined
        : await findOrder(deps.db, customerOwner(scope), invoice.orderId);
    const { articles } = await orderArticles(deps, scope, context.language, order?.offerId ?? null);
    return renderInvoicePdf({
      frame: context.frame,
      labels: documentLabels[context.language],
      locale: context.locale,
      invoice: {
        title: invoice.title,
        orderId: invoice.orderId,
        issuedOn: invoice.issuedOn,
        dueOn: invoice.dueOn,
        paid: invoice.paymentComplete,
        paidAt: invoice.paidAt,
        amountExclVatCents: invoice.amountExclVatCents,
        amountInclVatCents: invoice.amountInclVatCents,
      },
      articles,
      payment: invoice.payment,
    });
  });
}
