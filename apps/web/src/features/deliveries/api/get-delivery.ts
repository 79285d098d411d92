// GET deliveries/{id} (spec §7): one delivery of the signed-in customer, with its planned moment,
// the team's arrival window, what to prepare and whether it can still be confirmed.
import { type Delivery, deliverySchema } from '@portal/contract/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { deliveryKeys } from '../../../lib/query-keys';

export function getDelivery(deliveryId: number, signal?: AbortSignal): Promise<Delivery> {
  return apiGet(`deliveries/${deliveryId}`, deliverySchema, { auth: true, signal });
}

export const deliveryQueryOptions = (deliveryId: number) =>
  queryOptions({
    queryKey: deliveryKeys.delivery(deliveryId),
    queryFn: ({ signal }) => getDelivery(deliveryId, signal),
    // The page shows its own error state (not found, retry) instead of a snackbar.
    meta: { silent: true },
  });

export function useDelivery(deliveryId: number | null) {
  return useQuery({
    ...deliveryQueryOptions(deliveryId ?? 0),
    enabled: deliveryId !== null,
  });
}
