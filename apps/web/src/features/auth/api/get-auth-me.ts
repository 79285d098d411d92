// GET auth/me (spec §3, §7): the signed-in customer as the identity provider's token names them —
// customerIds, email, languageCode, countryCode — asked with the tenant as `subDomain`.
import { type AuthMe, authMeSchema } from '@portal/contract/identity';
import { apiGet } from '../../../lib/api-client';
import { currentTenant } from '../../../lib/tenant-host';

/** `accessToken` right after login, before the User entry exists; else the session's token. */
export function getAuthMe(options: { accessToken?: string; signal?: AbortSignal } = {}) {
  return apiGet<AuthMe>('auth/me', authMeSchema, {
    auth: true,
    accessToken: options.accessToken,
    query: { subDomain: currentTenant() ?? undefined },
    signal: options.signal,
  });
}
