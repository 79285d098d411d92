// Where the portal keeps files (generated and signed PDFs, signatures, uploads). One store is
// created at start-up (create-file-store.ts) and handed to whoever stores or reads a file. Every
// key starts with the tenant id, so one tenant's files can never be addressed through another's
// key; keys are built here, never taken from a request.
import { randomUUID } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import { AppError } from '../errors/app-error.ts';

export interface FileStore {
  /**
   * Writes the bytes under a new, unique key `{tenantId}/{folder}/{name}-{uuid}.{extension}`.
   * `beforeWrite` is awaited with the key before any byte is written, so that a caller can record
   * the file as pending first (decision 024). A write that fails leaves nothing under the key, and
   * a full disk throws `storageFull()` (503 in the envelope: nothing was stored, the request can
   * be tried again); except a store that failed or did not answer, which throws
   * `StoreUnavailableError`: whether the bytes arrived is then unknown (decision 028).
   */
  put(
    tenantId: number,
    location: { folder: string; name: string; extension: string },
    bytes: Uint8Array,
    beforeWrite?: (key: string) => Promise<void>,
  ): Promise<string>;
  /** The stored bytes; a key with nothing stored under it throws `StoredFileNotFoundError`. */
  read(key: string): Promise<Buffer>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
  // Each of the three throws `StoreUnavailableError` when the store fails or does not answer.
}

/** Thrown by `read` when nothing is stored under the key, so callers can answer 404 (not 500). */
export class StoredFileNotFoundError extends Error {
  readonly key: string;

  constructor(key: string) {
    super(`No stored file under key ${key}`);
    this.name = 'StoredFileNotFoundError';
    this.key = key;
  }
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

/** The key's segments; refuses anything that could climb out of its tenant's folder. */
export function keySegments(key: string): string[] {
  const segments = key.split('/');
  const safe = segments.every((s) => SAFE_SEGMENT.test(s) && s !== '.' && s !== '..');
  if (segments.length < 2 || !safe) throw new Error('Invalid storage key');
  return segments;
}

/** A new key `{tenantId}/{folder}/{name}-{uuid}.{extension}`, checked like any other key. */
export function newStorageKey(
  tenantId: number,
  location: { folder: string; name: string; extension: string },
): string {
  const folder = location.folder.split('/').filter((segment) => segment !== '');
  const file = `${location.name}-${randomUUID()}.${location.extension}`;
  const key = [String(tenantId), ...folder, file].join('/');
  keySegments(key);
  return key;
}

/** The store has no room left: a 503 that says so, never the path or the system's message. */
export function storageFull(): AppError {
  return new AppError(
    ErrorCode.Unavailable,
    'There is no room left to store the file. Nothing was saved; please try again later.',
  );
}

/**
 * The store failed or did not answer in time (an S3 outage, a refused connection, a deadline):
 * a 503 `UNAVAILABLE` in the envelope with Retry-After, whose cause (safe to log) is logged by the
 * error handler. A write that throws it may or may not have arrived, so a pending file keeps its
 * record and the sweep removes whatever is there (decision 028).
 */
export class StoreUnavailableError extends AppError {
  constructor(cause: Error) {
    super(
      ErrorCode.Unavailable,
      'Files cannot be stored or read right now. Nothing was changed; please try again shortly.',
      { cause },
    );
    this.name = 'StoreUnavailableError';
  }
}
