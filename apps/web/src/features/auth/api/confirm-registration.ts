// POST auth/registration/confirm (decision 006): the invited customer's chosen password; the link
// is used up, so the link's query is invalidated.
import { accountEmailSchema } from '@portal/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiSend } from '../../../lib/api-client';
import { registrationLinkQueryOptions } from './get-registration-link';

export interface SetPassword {
  token: string;
  password: string;
}

export function confirmRegistration(
  input: SetPassword,
): Promise<z.infer<typeof accountEmailSchema>> {
  return apiSend('POST', 'auth/registration/confirm', input, accountEmailSchema);
}

export function useConfirmRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmRegistration,
    meta: { silent: true },
    onSuccess: (_answer, { token }) =>
      queryClient.invalidateQueries({
        queryKey: registrationLinkQueryOptions(token).queryKey,
        refetchType: 'none',
      }),
  });
}
