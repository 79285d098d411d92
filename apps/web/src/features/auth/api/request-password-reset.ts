// POST auth/password/forgot (decision 006): mails a time-limited, single-use link to choose a new
// password; 404 ACCOUNT_NOT_FOUND when no account has that address (spec §8).
import { accountEmailSchema } from '@portal/contract/identity';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import { apiSend } from '../../../lib/api-client';

export function requestPasswordReset(email: string): Promise<z.infer<typeof accountEmailSchema>> {
  return apiSend('POST', 'auth/password/forgot', { email }, accountEmailSchema);
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset, meta: { silent: true } });
}
