// POST account-erasures/confirm (ours, decision 098, no sign-in: the mailed token is the key):
// erases the account; answers what is kept and until when.
import { type ErasureDone, erasureDoneSchema } from '@portal/contract/my-data';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export function confirmErasure(token: string): Promise<ErasureDone> {
  return apiSend('POST', 'account-erasures/confirm', { token }, erasureDoneSchema);
}

export function useConfirmErasure() {
  return useMutation({ mutationFn: confirmErasure, meta: { silent: true } });
}
