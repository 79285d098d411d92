// orders/{orderId}/files/{offerTypeId}?type=print: the order confirmation of the customer's order,
// with the payment stages exactly as GET orders/{id} derives them.
import { documentFileNames } from '@portal/domain/document-paths';
import { documentLabels } from '../../documents/document-labels.ts';
import { renderOrderPdf } from '../../documents/order-pdf.ts';
import {
  DocumentKind,
  DocumentOwner,
  findInstallationSite,
} from '../../repositories/document-repository.ts';
import { listOrderInvoices } from '../../repositories/invoice-repository.ts';
import { signedOfferTotal } from '../../repositories/order-repository.ts';
import type { RequestScope } from '../../routes/invoices/route-scope.ts';
import { dataScope, ownedOrder } from '../orders/order-service.ts';
import { derivePaymentStages } from '../orders/payment-stages.ts';
import {
  type DocumentServices,
  documentContext,
  documentNotFound,
  orderArticles,
  type PdfFile,
  siteParty,
} from './document-context.ts';
import { storedPdf } from './stored-pdf.ts';

export async function orderPdf(
  services: DocumentServices,
  scope: RequestScope,
  ids: { orderId: number; offerTypeId: number },
): Promise<PdfFile> {
  const order = await ownedOrder(services.db, scope, ids.orderId);
  if (order.offerTypeId !== ids.offerTypeId) throw documentNotFound();
  const fileName = documentFileNames.order(order.id);
  const stored = await storedPdf(
    services,
    scope,
    { type: DocumentOwner.Order, id: order.id },
    DocumentKind.Print,
  );
  if (stored) return { bytes: stored, fileName };
  const context = await documentContext(services, scope);
  const [site, invoices, sold, signedTotal] = await Promise.all([
    findInstallationSite(services.db, dataScope(scope), order.installationId),
    listOrderInvoices(services.db, dataScope(scope), order.id),
    orderArticles(services, scope, context.language, order.offerId),
    order.offerId === null ? null : signedOfferTotal(services.db, scope.tenant.id, order.offerId),
  ]);
  const bytes = await renderOrderPdf({
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
  return { bytes, fileName };
}
