// POST installations/{installationIndex}/grid-operator: the registration form. The answer is the
// page's new state (request queued), so it replaces the cached one; the installation list is
// refreshed too because the installation's status moves on. Errors are handled by the form
// (validation errors on their field, anything else in a snackbar), hence `silent`.
import {
  type GridOperatorForm,
  gridOperatorRegistrationSchema,
} from '@portal/contract/grid-operator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { installationKeys } from '../../../lib/query-keys';
import { gridOperatorQueryOptions } from './get-grid-operator';

export function submitGridOperator(installationIndex: number, form: GridOperatorForm) {
  return apiSend(
    'POST',
    `installations/${installationIndex}/grid-operator`,
    form,
    gridOperatorRegistrationSchema,
    {
      auth: true,
    },
  );
}

export function useSubmitGridOperator(installationIndex: number) {
  const queryClient = useQueryClient();
  const { queryKey } = gridOperatorQueryOptions(installationIndex);
  return useMutation({
    mutationFn: (form: GridOperatorForm) => submitGridOperator(installationIndex, form),
    meta: { silent: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(queryKey, answer);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey }),
        queryClient.invalidateQueries({ queryKey: installationKeys.all }),
      ]);
    },
  });
}
