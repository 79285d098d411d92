// The customer session as the rest of the SPA sees it (spec §4). "A user counts as logged in when
// the User storage entry exists and is not expired" — that sentence is `isLoggedIn`, literally.
// The identity layer (lib/identity.ts, OpenID Connect) writes the User entry after login from
// auth/me and plugs in its user loader and token refresh through `connectIdentity`.
import { StorageKey } from '@portal/domain/constants';
import { z } from 'zod/mini';
import { localStore } from '../../lib/storage';

/** The stored user record (its fields are not given by the spec; these come from auth/me). */
export const storedUserSchema = z.object({
  /** auth/me customerIds (the customer's id), stored as id. */
  id: z.int(),
  email: z.string(),
  /** Lower-cased into the locale. */
  languageCode: z.string(),
  countryCode: z.string(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

const listeners = new Set<() => void>();
let version = 0;

/** Tells session subscribers (navigation, hooks) that the session may have changed. */
export function notifySessionChange(): void {
  version += 1;
  for (const listener of listeners) listener();
}

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === StorageKey.User) notifySessionChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function sessionVersion(): number {
  return version;
}

export function isLoggedIn(): boolean {
  return localStore.has(StorageKey.User);
}

export function readUser(): StoredUser | undefined {
  return localStore.read(StorageKey.User, storedUserSchema);
}

export function saveUser(user: StoredUser): void {
  localStore.write(StorageKey.User, user);
  notifySessionChange();
}

/** Changes fields of the stored user (the account's language) and keeps the entry's expiry. */
export function updateStoredUser(patch: Partial<StoredUser>): void {
  const user = readUser();
  const expiry = localStore.expiryOf(StorageKey.User);
  if (!user || expiry === undefined) return;
  localStore.write(StorageKey.User, { ...user, ...patch }, expiry - Date.now());
  notifySessionChange();
}

export function forgetUser(): void {
  localStore.remove(StorageKey.User);
  notifySessionChange();
}

type UserLoader = () => Promise<StoredUser | undefined>;
let userLoader: UserLoader = async () => readUser();

/**
 * Guard step 1 (spec §2): "if the user is not loaded, load it". The stored entry is the user; the
 * identity layer's loader fetches auth/me when it holds a token but no (unexpired) User entry.
 */
export async function loadUser(): Promise<StoredUser | undefined> {
  return readUser() ?? (await userLoader());
}

type TokenSource = () => Promise<string | null>;
let tokenSource: TokenSource = async () => null;

/** A fresh access token for authenticated API calls, or null when signed out. */
export function getAccessToken(): Promise<string | null> {
  return isLoggedIn() ? tokenSource() : Promise.resolve(null);
}

/** Called once by the identity layer to plug in its user loader and token refresh. */
export function connectIdentity(options: { loadUser?: UserLoader; getToken?: TokenSource }): void {
  if (options.loadUser) userLoader = options.loadUser;
  if (options.getToken) tokenSource = options.getToken;
}
