// POST customers/me/erasure (ours, decision 098): mails the customer the link that confirms the
// erasure of their account; nothing is erased yet.
import { type ErasureRequested, erasureRequestedSchema } from '@portal/contract/my-data';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export function requestErasure(): Promise<ErasureRequested> {
  return apiSend('POST', 'customers/me/erasure', {}, erasureRequestedSchema, { auth: true });
}

export function useRequestErasure() {
  return useMutation({ mutationFn: requestErasure });
}
