// POST installations/{installationIndex}/net-operator: the registration form. The answer is the
// page's new state (request queued), so it replaces the cached one; the installation list is
// refreshed too because the installation's status moves on. Errors are handled by the form
// (validation errors on their field, anything else in a snackbar), hence `silent`.
import { type NetOperatorForm, netOperatorSchema } from '@portal/contract/net-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { netOperatorQueryOptions } from './get-net-operator';

export function submitNetOperator(installationIndex: number, form: NetOperatorForm) {
  return apiSend(
    'POST',
    `installations/${installationIndex}/net-operator`,
    form,
    netOperatorSchema,
    {
      auth: true,
    },
  );
}

export function useSubmitNetOperator(installationIndex: number) {
  const queryClient = useQueryClient();
  const { queryKey } = netOperatorQueryOptions(installationIndex);
  return useMutation({
    mutationFn: (form: NetOperatorForm) => submitNetOperator(installationIndex, form),
    meta: { silent: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKey, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: ['installations'] }),
      ]);
    },
  });
}
