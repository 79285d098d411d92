// A new version of the portal waiting to take over (its worker installed, the old one still in
// charge): the update prompt shows while one is, and applying it is the customer's choice, so a
// form being filled in is never reloaded under them.

type Apply = () => void;

let waiting: Apply | undefined;
const listeners = new Set<() => void>();

/** The registration found a waiting worker; `apply` activates it and reloads the page. */
export function offerUpdate(apply: Apply): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

export function pendingUpdate(): Apply | undefined {
  return waiting;
}

export function subscribeUpdate(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
