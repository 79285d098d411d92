// POST auth/password/reset (decision 006): the new password for a reset link; the link is used up.
import { accountEmailSchema } from '@portal/contract/identity';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiSend } from '../../../lib/api-client';
import type { SetPassword } from './confirm-registration';
import { passwordLinkQueryOptions } from './get-password-link';

export function resetPassword(input: SetPassword): Promise<z.infer<typeof accountEmailSchema>> {
  return apiSend('POST', 'auth/password/reset', input, accountEmailSchema);
}

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    meta: { silent: true },
    onSuccess: (_answer, { token }) =>
      queryClient.invalidateQueries({
        queryKey: passwordLinkQueryOptions(token).queryKey,
        refetchType: 'none',
      }),
  });
}
