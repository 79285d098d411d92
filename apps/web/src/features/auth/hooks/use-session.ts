// The session for components: re-renders when the User entry is written, removed, changed in
// another tab, or found expired on a later read.
import { useSyncExternalStore } from 'react';
import {
  isLoggedIn,
  readUser,
  type StoredUser,
  sessionVersion,
  subscribeSession,
} from '../session';

export interface Session {
  isLoggedIn: boolean;
  user: StoredUser | undefined;
}

let cached: { version: number; session: Session } | undefined;

function snapshot(): Session {
  const loggedIn = isLoggedIn();
  const version = sessionVersion();
  if (cached && cached.version === version && cached.session.isLoggedIn === loggedIn) {
    return cached.session;
  }
  cached = { version, session: { isLoggedIn: loggedIn, user: loggedIn ? readUser() : undefined } };
  return cached.session;
}

export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, snapshot, snapshot);
}
