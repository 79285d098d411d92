// deliveries/{id}/files/{offerTypeId}?type=print: the delivery note of the customer's delivery.
import { ErrorCode } from '@portal/contract/error-code';
import { documentFileNames } from '@portal/domain/document-paths';
import { renderDeliveryPdf } from '../../documents/delivery-pdf.ts';
import { documentLabels } from '../../documents/document-labels.ts';
import { AppError } from '../../errors/app-error.ts';
import { type DeliveryRecord, findDelivery } from '../../repositories/delivery-repository.ts';
import { DocumentKind, DocumentOwner } from '../../repositories/document-repository.ts';
import { findOrder, type OrderRecord } from '../../repositories/order-repository.ts';
import { customerOwner, type RequestScope } from '../../scope/request-scope.ts';
import { teamWindowOf } from '../deliveries/delivery-service.ts';
import {
  type DocumentDeps,
  documentNotFound,
  type PdfFile,
  siteDocumentContext,
  siteParty,
} from './document-context.ts';
import { storedOrGenerated } from './stored-pdf.ts';

/** The customer's delivery with its order, or NOT_FOUND. */
export async function ownedDeliveryWithOrder(
  deps: DocumentDeps,
  scope: RequestScope,
  deliveryId: number,
): Promise<{ delivery: DeliveryRecord; order: OrderRecord }> {
  const delivery = await findDelivery(deps.db, customerOwner(scope), deliveryId);
  const order = delivery && (await findOrder(deps.db, customerOwner(scope), delivery.orderId));
  if (!delivery || !order) throw new AppError(ErrorCode.NotFound, 'Delivery not found.');
  return { delivery, order };
}

export async function deliveryPdf(
  deps: DocumentDeps,
  scope: RequestScope,
  ids: { deliveryId: number; offerTypeId: number },
): Promise<PdfFile> {
  const { delivery, order } = await ownedDeliveryWithOrder(deps, scope, ids.deliveryId);
  if (delivery.offerTypeId !== ids.offerTypeId) throw documentNotFound();
  const file = {
    owner: { type: DocumentOwner.Delivery, id: delivery.id },
    kind: DocumentKind.Print,
    fileName: documentFileNames.delivery(delivery.id),
  };
  return storedOrGenerated(deps, scope, file, async () => {
    const { context, site, sold } = await siteDocumentContext(deps, scope, {
      installationId: delivery.installationId,
      offerId: order.offerId,
    });
    const planned = delivery.installationDate;
    return renderDeliveryPdf({
      frame: context.frame,
      labels: documentLabels[context.language],
      locale: context.locale,
      delivery: {
        deliveryId: delivery.id,
        orderId: delivery.orderId,
        createdAt: order.orderedAt,
        plannedDate: planned,
        teamWindow: teamWindowOf(planned),
      },
      site: siteParty(context, site),
      articles: sold.articles,
    });
  });
}
