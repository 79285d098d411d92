// orders/{orderId}/files/{offerTypeId}?type=print: the order confirmation of the customer's order,
// with the payment stages exactly as GET orders/{id} derives them.
import { documentFileNames } from '@portal/domain/document-paths';
import { documentLabels } from '../../platform/pdf/document-labels.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import {
  type DocumentDeps,
  DocumentKind,
  DocumentOwner,
  documentNotFound,
  type PdfFile,
  siteDocumentContext,
  siteParty,
  storedOrGenerated,
} from '../documents/index.ts';
import { listOrderInvoices } from '../invoices/index.ts';
import { renderOrderPdf } from './order-pdf.ts';
import { signedOfferTotal } from './order-repository.ts';
import { ownedOrder } from './owned-order.ts';
import { derivePaymentStages } from './payment-stages.ts';

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
