// The session for components: re-renders when the User entry is written, removed, changed in
// another tab, or found expired on a later read. While the server's first screen is rendered or
// hydrated, signed in is what the server painted (decision 059); the stored user follows once
// the screen is live.
import { useSyncExternalStore } from 'react';
import { useFirstScreen } from '../../../lib/first-screen';
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
  const firstScreen = useFirstScreen();
  // The same snapshot while hydrating: on the server storage reads as empty, and in the browser
  // a server snapshot that differs would re-render every user at once after hydration.
  const session = useSyncExternalStore(subscribeSession, snapshot, snapshot);
  if (!firstScreen) return session;
  return { isLoggedIn: firstScreen.signedIn, user: undefined };
}
