// POST deliveries/{id}/confirm: the customer confirms the planned appointment. Confirming moves
// the installation's facts on, so the installation list is refetched along with the delivery.
// A failure shows the server's message through the query client's global error snackbar.
import { type Delivery, deliverySchema } from '@portal/contract/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { deliveryKeys, installationKeys } from '../../../lib/query-keys';

export function confirmDelivery(deliveryId: number): Promise<Delivery> {
  return apiSend('POST', `deliveries/${deliveryId}/confirm`, {}, deliverySchema, { auth: true });
}

export function useConfirmDelivery(deliveryId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmDelivery(deliveryId),
    onSuccess: async (delivery) => {
      queryClient.setQueryData(['deliveries', deliveryId], delivery);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: installationKeys.all }),
        // Both the delivery and the order's delivery planning show the confirmation.
        queryClient.invalidateQueries({ queryKey: deliveryKeys.all }),
      ]);
    },
  });
}
