// GET orders/{id} (spec §7): whether the order is externally financed and its delivery document
// can be signed now.
import { type Order, orderSchema } from '@portal/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return apiGet(`orders/${orderId}`, orderSchema, { auth: true, signal });
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: ['orders', orderId],
    queryFn: ({ signal }) => getOrder(orderId, signal),
  });

export function useOrder(orderId: number | undefined) {
  return useQuery({ ...orderQueryOptions(orderId ?? 0), enabled: orderId !== undefined });
}
