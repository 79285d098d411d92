// PUT customers/me/password (ours, decision 079): the current password and the new one; answers
// how many other sessions the change signed out. A wrong current password or a weak new one is a
// validation error (400) naming its field (`body.currentPassword`), shown on that field.
import {
  type PasswordChange,
  type PasswordChanged,
  passwordChangedSchema,
} from '@portal/contract/identity';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';

export function changePassword(change: PasswordChange): Promise<PasswordChanged> {
  return apiSend('PUT', 'customers/me/password', change, passwordChangedSchema, { auth: true });
}

/** Nothing cached changes: the customer's details are the same, only the sessions are fewer. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword, meta: { silent: true } });
}
