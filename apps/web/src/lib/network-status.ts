// Whether the portal is offline as the customer sees it: the browser says it has no
// network, or the last API call failed for want of one, or its answer was the service worker's
// kept copy (the worker marks those). The offline notice shows while this is true; the next
// answer from the network clears it.

let callsFailing = false;
const listeners = new Set<() => void>();

function publish(next: boolean): void {
  if (next === callsFailing) return;
  callsFailing = next;
  for (const listener of listeners) listener();
}

/** An API call could not reach the server, or was answered from the worker's copy. */
export function reportNetworkMissing(): void {
  publish(true);
}

/** An API call got the server's own answer (whatever its status). */
export function reportNetworkAnswered(): void {
  publish(false);
}

export function isOffline(): boolean {
  return callsFailing || (typeof navigator !== 'undefined' && navigator.onLine === false);
}

export function subscribeNetworkStatus(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}
