// The service worker's copies of one customer's data (decision 039): the installations and
// documents lists and the PDFs they opened. Emptied with the kept list, at logout and when another
// customer signs in on this browser (features/auth/logout.ts), so nobody sees another's data.
import { CUSTOMER_CACHES } from '../../sw/cache-names';

export async function forgetCustomerCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await Promise.all(CUSTOMER_CACHES.map((name) => caches.delete(name).catch(() => false)));
}

/**
 * Ends this browser's push subscription, so a shared device stops getting the signed-out
 * customer's pushes: the push service then answers 410 to the server, which removes the row
 * (decision 037). No worker, no subscription: nothing to do.
 */
export async function endPushSubscription(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  await subscription?.unsubscribe();
}
