// GET orders/{id} (spec §7): the order with its payment stages and what the customer can do next.
// Failures are shown in the page itself (not found, no access), so the global snackbar stays quiet.
import { type Order, orderSchema } from '@portal/contract/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { orderKeys } from '../../../lib/query-keys';

export function getOrder(orderId: number, signal?: AbortSignal): Promise<Order> {
  return apiGet(`orders/${orderId}`, orderSchema, { auth: true, signal });
}

export const orderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: orderKeys.order(orderId),
    queryFn: ({ signal }) => getOrder(orderId, signal),
    meta: { silent: true },
  });

export function useOrder(orderId: number, signedIn: boolean) {
  return useQuery({ ...orderQueryOptions(orderId), enabled: signedIn });
}
