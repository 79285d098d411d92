// GET deliveries/{id} (spec §7): the delivery of the iChoosr page, which names its order and
// whether the delivery document was signed.
import { type Delivery, deliverySchema } from '@portal/contract/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export function getDelivery(deliveryId: number, signal?: AbortSignal): Promise<Delivery> {
  return apiGet(`deliveries/${deliveryId}`, deliverySchema, { auth: true, signal });
}

export const deliveryQueryOptions = (deliveryId: number) =>
  queryOptions({
    queryKey: ['deliveries', deliveryId],
    queryFn: ({ signal }) => getDelivery(deliveryId, signal),
  });

export function useDelivery(deliveryId: number) {
  return useQuery(deliveryQueryOptions(deliveryId));
}
