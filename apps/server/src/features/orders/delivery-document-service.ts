// deliveries/{id}/files/{offerTypeId}?type=print: the delivery note of the customer's delivery.
import { ErrorCode } from '@portal/contract/error-code';
import { documentFileNames } from '@portal/domain/document-paths';
import { AppError } from '../../platform/errors/app-error.ts';
import { documentLabels } from '../../platform/pdf/document-labels.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import {
  type DeliveryRecord,
  findDelivery,
  renderDeliveryPdf,
  teamWindowOf,
} from '../deliveries/index.ts';
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
import { findOrder, type OrderRecord } from './order-repository.ts';

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
