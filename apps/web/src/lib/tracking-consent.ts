// The customer's answer to tracking (decision 041): nothing is tracked until it is
// "accepted". The answer is kept in local storage with the portal's expiring wrapper for
// TRACKING_CONSENT_MEMORY_DAYS either way, so a refusal is not asked again on every visit and an
// acceptance does not last for ever. Components follow it through useTrackingChoice.
import { TRACKING_CONSENT_MEMORY_MS } from '@portal/domain/constants';
import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { localStore } from './storage';

export const TRACKING_CONSENT_KEY = 'trackingConsent';

export type TrackingChoice = 'accepted' | 'refused';
const trackingChoiceSchema = z.enum(['accepted', 'refused']);

const listeners = new Set<() => void>();

/** The remembered answer, or undefined while the customer has not answered (or it expired). */
export function readTrackingChoice(): TrackingChoice | undefined {
  return localStore.read(TRACKING_CONSENT_KEY, trackingChoiceSchema);
}

export function trackingAllowed(): boolean {
  return readTrackingChoice() === 'accepted';
}

export function rememberTrackingChoice(choice: TrackingChoice): void {
  localStore.write(TRACKING_CONSENT_KEY, choice, TRACKING_CONSENT_MEMORY_MS);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The answer, re-rendering when the banner or the account page changes it. */
export function useTrackingChoice(): TrackingChoice | undefined {
  // The stored answer while hydrating too (the server reads none): the first screen renders
  // nothing from it, and a differing server snapshot costs a render of its own after hydration.
  return useSyncExternalStore(subscribe, readTrackingChoice, readTrackingChoice);
}
