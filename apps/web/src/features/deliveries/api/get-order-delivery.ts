// GET deliveries/orders/{id}: the delivery planned for one order of the signed-in customer
// (/installations/deliverydetail/order/{id}). The server answers NOT_FOUND while the installer has
// not created a delivery for the order yet; the page reads that as "not planned yet".
import { type Delivery, deliverySchema } from '@portal/contract/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { deliveryKeys } from '../../../lib/query-keys';

export function getOrderDelivery(orderId: number, signal?: AbortSignal): Promise<Delivery> {
  return apiGet(`deliveries/orders/${orderId}`, deliverySchema, { auth: true, signal });
}

export const orderDeliveryQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: deliveryKeys.ofOrder(orderId),
    queryFn: ({ signal }) => getOrderDelivery(orderId, signal),
    meta: { silent: true },
  });

export function useOrderDelivery(orderId: number | null) {
  return useQuery({ ...orderDeliveryQueryOptions(orderId ?? 0), enabled: orderId !== null });
}
