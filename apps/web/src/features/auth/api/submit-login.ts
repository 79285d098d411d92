// POST {authority}/interaction/{uid}/login (decision 006): the e-mail and password of the login
// screen. The answer names where the provider continues the code flow; the page goes there.
// Errors: 401 INVALID_CREDENTIALS (wrong password and unknown e-mail alike), 429 ACCOUNT_LOCKED.
import { type LoginInput, redirectSchema } from '@portal/contract/identity';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { interactionBase } from './get-interaction';

export async function submitLogin(uid: string, credentials: LoginInput): Promise<string> {
  const { redirectTo } = await apiSend('POST', 'login', credentials, redirectSchema, {
    baseUrl: await interactionBase(uid),
  });
  return redirectTo;
}

export function useSubmitLogin(uid: string) {
  return useMutation({
    mutationFn: (credentials: LoginInput) => submitLogin(uid, credentials),
    meta: { silent: true },
  });
}
