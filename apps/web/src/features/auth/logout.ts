// Logout (spec §4): clears stored installations and all monitoring local storage, stops the live
// broadcast, ends the identity session, then the customer is on /login. Areas that hold live
// resources (the monitoring broadcast) register a step here; the identity layer registers the
// step that ends the provider session, which leaves the page for the provider's logout endpoint
// and comes back to /login (its post-logout redirect).
import { StorageKey } from '@portal/domain/constants';
import {
  endPushSubscription,
  forgetCustomerCaches,
} from '../../lib/service-worker/customer-caches';
import { localStore, removeLocalByPrefix } from '../../lib/storage';
import { LocalStoragePrefix } from '../../lib/storage-keys';
import { forgetUser } from './session';

type LogoutStep = () => Promise<void> | void;
/** Ends the provider session; true when the browser is on its way to the provider. */
type IdentityLogout = () => Promise<boolean>;

const stopLiveData: LogoutStep[] = [];
let endIdentitySession: IdentityLogout = async () => false;

export function onLogoutStopLiveData(step: LogoutStep): () => void {
  stopLiveData.push(step);
  return () => {
    const index = stopLiveData.indexOf(step);
    if (index >= 0) stopLiveData.splice(index, 1);
  };
}

export function setIdentityLogout(step: IdentityLogout): void {
  endIdentitySession = step;
}

export interface LogoutResult {
  /** The browser is leaving for the provider, which sends it back to /login. */
  leavingPage: boolean;
}

/**
 * Removes what the browser keeps of one customer's data: the persisted installations list (shown
 * before the network answers, decision 018), the monitoring state, and the service worker's copies
 * of their lists and PDFs (decision 039). On logout, and when another customer signs in on this
 * browser (load-customer.ts).
 */
export async function forgetCustomerData(): Promise<void> {
  localStore.remove(StorageKey.Installations);
  removeLocalByPrefix(LocalStoragePrefix.Installations);
  localStore.remove(StorageKey.Monitoring);
  removeLocalByPrefix(LocalStoragePrefix.Monitoring);
  await forgetCustomerCaches();
}

export async function logout(): Promise<LogoutResult> {
  await forgetCustomerData();
  // A shared device stops getting this customer's pushes (decision 039); failing to is no reason
  // to stay signed in.
  await endPushSubscription().catch((error: unknown) => {
    console.warn('The push subscription could not be ended', error);
  });
  // A step that fails must not keep the customer signed in.
  await Promise.allSettled(stopLiveData.map((step) => step()));
  forgetUser();
  const [ended] = await Promise.allSettled([endIdentitySession()]);
  return { leavingPage: ended.status === 'fulfilled' && ended.value };
}
