// The pages an order leads to (spec §2 routes, built with installationRoutes): its delivery, or
// the delivery planning while a confirmed order has none yet; signing the delivery document of an
// externally financed order when the server says it can be signed; and the installation itself.
import type { Order } from '@portal/contract/orders';
import { installationRoutes } from '@portal/domain/installation-routes';

export type OrderLinkKey =
  | 'signDeliveryDocument'
  | 'delivery'
  | 'deliveryPlanning'
  | 'installation';

export interface OrderLink {
  key: OrderLinkKey;
  to: string;
}

export function orderLinks(order: Order, installationId: number | undefined): OrderLink[] {
  const links: OrderLink[] = [];
  if (order.deliveryId !== null) {
    if (order.canSignDeliveryDocument) {
      links.push({ key: 'signDeliveryDocument', to: installationRoutes.iChoosr(order.deliveryId) });
    }
    links.push({ key: 'delivery', to: installationRoutes.deliveryDetail(order.deliveryId) });
  } else if (order.documentsAvailable) {
    // A confirmed order without a delivery yet is being planned.
    links.push({ key: 'deliveryPlanning', to: installationRoutes.deliveryPlanning(order.orderId) });
  }
  if (installationId !== undefined) {
    links.push({ key: 'installation', to: installationRoutes.detail(installationId) });
  }
  return links;
}
