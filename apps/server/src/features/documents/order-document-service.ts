// orders/{orderId}/files/{offerTypeId}?type=print: the order confirmation of the customer's order,
// with the payment stages exactly as GET orders/{id} derives them.
import { documentFileNames } from '@portal/domain/document-paths';
import {
  type DocumentDeps,
  documentNotFound,
  type PdfFile,
  siteDocumentContext,
  siteParty,
} from '../../platform/pdf/document-context.ts';
import { documentLabels } from '../../platform/pdf/document-labels.ts';
import { DocumentKind, DocumentOwner } from '../../platform/pdf/document-repository.ts';
import { storedOrGenerated } from '../../platform/pdf/stored-pdf.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import { listOrderInvoices } from '../invoices/invoice-repository.ts';
import { renderOrderPdf } from '../orders/order-pdf.ts';
import { signedOfferTotal } from '../orders/order-repository.ts';
import { ownedOrder } from '../orders/owned-order.ts';
import { derivePaymentStages } from '../orders/payment-stages.ts';

export async function orderPdf(
  deps: DocumentDeps,
  scope: RequestScope,
  ids: { orderId: number; offerTypeId: number },
): Promise<PdfFile> {
  const order = await ownedOrder(deps.db, scope, ids.orderId);
  if (order.offerTypeId !== ids.offerTypeId) throw documentNotFound();
  const file = {
    owner: { type: DocumentOwner.Order, id: order.id },
    kind: DocumentKind.Print,
    fileName: documentFileNames.order(order.id),
  };
  return storedOrGenerated(deps, scope, file, async () => {
    const [{ context, site, sold }, invoices, signedTotal] = await Promise.all([
      siteDocumentContext(deps, scope, order),
      listOrderInvoices(deps.db, customerOwner(scope), order.id),
      order.offerId === null ? null : signedOfferTotal(deps.db, scope.tenant.id, order.offerId),
    ]);
    return renderOrderPdf({
      frame: context.frame,
      labels: documentLabels[context.language],
      locale: context.locale,
      order: { orderId: order.id, orderedAt: order.orderedAt, offerId: order.offerId },
      site: siteParty(context, site),
      articles: sold.articles,
      totals: sold.totals,
      paymentStages: derivePaymentStages(invoices, {
        currentStage: order.paymentStage,
        totalInclVatCents: signedTotal,
      }),
    });
  });
}
