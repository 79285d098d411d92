// Browser storage with expiry (spec §3). Every value is stored as JSON
//   { "expiry": <epoch milliseconds>, "payload": <the value> }
// and counts as expired from the expiry instant on (now >= expiry). An expired or unreadable value
// is deleted when it is read. Storage can be unavailable (private mode, quota, disabled cookies):
// every access is guarded so that the portal degrades to "nothing stored" instead of crashing.
import { STORAGE_KEYS, STORED_VALUE_LIFETIME_MS } from '@portal/domain/constants';
import type { z } from 'zod/mini';

export interface StoredEnvelope<T> {
  expiry: number;
  payload: T;
}

export interface ExpiringStore {
  /** The payload, or undefined when absent, expired (then deleted) or not matching `schema`. */
  read<T>(key: string, schema: z.ZodMiniType<T>): T | undefined;
  /** True when an unexpired entry exists, whatever its payload. */
  has(key: string): boolean;
  write<T>(key: string, payload: T, lifetimeMs?: number): void;
  /** The expiry instant (epoch ms) of an unexpired entry. */
  expiryOf(key: string): number | undefined;
  remove(key: string): void;
}

function isEnvelope(value: unknown): value is StoredEnvelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'expiry' in value &&
    typeof value.expiry === 'number' &&
    'payload' in value
  );
}

export function createExpiringStore(storage: () => Storage | undefined): ExpiringStore {
  function safe<R>(action: (target: Storage) => R, fallback: R): R {
    try {
      const target = storage();
      return target ? action(target) : fallback;
    } catch {
      return fallback;
    }
  }

  function readEnvelope(key: string): StoredEnvelope<unknown> | undefined {
    const raw = safe((target) => target.getItem(key), null);
    if (raw === null) return undefined;
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch {
      parsed = undefined;
    }
    if (!isEnvelope(parsed) || Date.now() >= parsed.expiry) {
      safe((target) => target.removeItem(key), undefined);
      return undefined;
    }
    return parsed;
  }

  return {
    read(key, schema) {
      const envelope = readEnvelope(key);
      if (!envelope) return undefined;
      const result = schema.safeParse(envelope.payload);
      return result.success ? result.data : undefined;
    },
    has: (key) => readEnvelope(key) !== undefined,
    write(key, payload, lifetimeMs = STORED_VALUE_LIFETIME_MS) {
      const envelope: StoredEnvelope<typeof payload> = { expiry: Date.now() + lifetimeMs, payload };
      safe((target) => target.setItem(key, JSON.stringify(envelope)), undefined);
    },
    expiryOf: (key) => readEnvelope(key)?.expiry,
    remove: (key) => safe((target) => target.removeItem(key), undefined),
  };
}

function browserStorage(kind: 'localStorage' | 'sessionStorage'): () => Storage | undefined {
  return () => (typeof window === 'undefined' ? undefined : window[kind]);
}

/** The expiring local store holding User, Installations, prospects and monitoring. */
export const localStore = createExpiringStore(browserStorage('localStorage'));
/** The expiring session store (route history). */
export const sessionStore = createExpiringStore(browserStorage('sessionStorage'));

/** "Clearing all storage removes the four keys" (spec §3). */
export function clearAllStorage(): void {
  for (const key of STORAGE_KEYS) localStore.remove(key);
}

/** Removes every local-storage key that starts with `prefix` (see storage-keys.ts). */
export function removeLocalByPrefix(prefix: string): void {
  try {
    const keys = Object.keys(window.localStorage).filter((key) => key.startsWith(prefix));
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: there is nothing to remove.
  }
}

/** Plain (non-expiring) local flags such as the monitoring-enabled flag. */
export function readLocalFlag(key: string): boolean {
  try {
    return window.localStorage.getItem(key) === 'true';
  } catch {
    return false;
  }
}

export function writeLocalFlag(key: string, value: boolean): void {
  try {
    window.localStorage.setItem(key, String(value));
  } catch {
    // Not persisted; the flag is recomputed from the device list next time.
  }
}
