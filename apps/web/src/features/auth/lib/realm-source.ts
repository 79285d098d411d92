// Where the login client's realm comes from, and whether tokens are stored: the parts of the
// OpenID set-up the first page needs. They stay free of oidc-client-ts so that library loads
// only when a token is used or a login starts (it is the largest piece of the session code).
import type { Realm } from '@portal/contract/portal';

export type RealmLoader = () => Promise<Realm>;

let loader: RealmLoader = () => Promise.reject(new Error('The login client is not configured'));

export function setRealmLoader(next: RealmLoader): void {
  loader = next;
}

export function loadRealm(): Promise<Realm> {
  return loader();
}

/** Prefix of the library's keys in localStorage (login states and the token set). */
export const OIDC_STORAGE_PREFIX = 'oidc.';

/** Whether the library holds a token set, read without loading it or fetching the realm. */
export function hasStoredTokens(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) =>
      key.startsWith(`${OIDC_STORAGE_PREFIX}user:`),
    );
  } catch {
    return false;
  }
}
