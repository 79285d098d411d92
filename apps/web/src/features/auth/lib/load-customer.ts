// After login (and whenever the User entry has expired while the tokens live on): load the
// customer from auth/me and store it under the User key with its one-day expiry (spec §3, §4):
// customerIds as id, email, languageCode lower-cased into the locale — the interface switches to
// it — and countryCode.
import { switchLanguage } from '../../../lib/i18n';
import { getAuthMe } from '../api/get-auth-me';
import { forgetCustomerData } from '../logout';
import { readUser, type StoredUser, saveUser } from '../session';

export async function loadCustomer(accessToken: string): Promise<StoredUser> {
  const me = await getAuthMe({ accessToken });
  const user: StoredUser = {
    id: me.customerIds,
    email: me.email,
    languageCode: me.languageCode.toLowerCase(),
    countryCode: me.countryCode,
  };
  // The persisted lists belong to the customer stored before: another customer (or one whose
  // entry expired, whose lists may be as old) starts without them rather than see someone else's.
  if (readUser()?.id !== user.id) await forgetCustomerData();
  saveUser(user);
  await switchLanguage(user.languageCode);
  return user;
}
