// POST auth/registration/resend (decision 006): a new invitation link for an expired one, sent to
// the account's e-mail address.
import { accountEmailSchema } from '@portal/contract/identity';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiSend } from '../../../lib/api-client';

export function resendRegistration(token: string): Promise<z.infer<typeof accountEmailSchema>> {
  return apiSend('POST', 'auth/registration/resend', { token }, accountEmailSchema);
}

export function useResendRegistration() {
  return useMutation({ mutationFn: resendRegistration, meta: { silent: true } });
}
