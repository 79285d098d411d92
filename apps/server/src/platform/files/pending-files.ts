// Files written before the transaction that references them (decision 024). A request that dies
// between the write and the commit (a crash, SIGKILL, a lost database) would leave its files with
// no row pointing at them. So each file is recorded as pending, committed, before its bytes are
// written; the transaction that stores its rows settles the record; a sweep, at start-up and
// then periodically, removes the files whose record outlived the grace period. Through the one
// file store, so local folders and S3 buckets alike, without ever listing them.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { AppError } from '../errors/app-error.ts';
import { type FileStore, StoreUnavailableError } from './file-store.ts';
import {
  deleteSweptPendingFiles,
  forgetPendingFiles,
  recordPendingFile,
  settlePendingFiles,
  takeStalePendingFiles,
} from './pending-file-repository.ts';

type Location = Parameters<FileStore['put']>[1];

export interface PendingFileDeps {
  db: Kysely<Database>;
  store: FileStore;
  clock: () => Date;
}

/** Writes a file that a transaction will reference: recorded as pending before its bytes. */
export async function putPendingFile(
  deps: PendingFileDeps,
  tenantId: number,
  location: Location,
  bytes: Uint8Array,
): Promise<string> {
  let recorded: string | undefined;
  try {
    return await deps.store.put(tenantId, location, bytes, async (key) => {
      await recordPendingFile(deps.db, { tenantId, key, at: deps.clock().toISOString() });
      recorded = key;
    });
  } catch (error) {
    // The store left nothing under the key (file-store.ts): its record goes too. A store that
    // failed or did not answer cannot say whether the bytes arrived: the record stays, and the
    // sweep removes whatever is there.
    if (recorded !== undefined && !(error instanceof StoreUnavailableError)) {
      await forgetQuietly(deps, [recorded]);
    }
    throw error;
  }
}

/** Forgets the records of removed files; a failure (the database gone too) leaves them to the
 * sweep rather than hide the request's own error. */
async function forgetQuietly(deps: Pick<PendingFileDeps, 'db'>, keys: string[]): Promise<void> {
  await forgetPendingFiles(deps.db, keys).catch(() => undefined);
}

/**
 * In the transaction that stores the rows pointing at the files: they are kept from now on.
 * Refuses (rolling the transaction back) when the sweep took one: the request outlived the grace.
 */
export async function settlePendingFilesIn(
  trx: Kysely<Database>,
  keys: readonly string[],
): Promise<void> {
  if ((await settlePendingFiles(trx, keys)) !== keys.length) {
    throw new AppError(ErrorCode.Unavailable, 'This took too long and was not saved; try again.');
  }
}

/**
 * A request that failed removes its files at once, rather than leave them to the sweep. A file
 * the store cannot remove now (it is failing too) keeps its record for the sweep. Never throws:
 * the caller rethrows the request's own error.
 */
export async function discardPendingFiles(
  deps: Pick<PendingFileDeps, 'db' | 'store'>,
  keys: readonly string[],
): Promise<void> {
  const removals = await Promise.allSettled(keys.map((key) => deps.store.remove(key)));
  await forgetQuietly(
    deps,
    keys.filter((_, index) => removals[index]?.status === 'fulfilled'),
  );
}

const SWEEP_BATCH = 100;

/** Removes the files of requests that never committed, pending longer than `graceMs`. */
export async function sweepPendingFiles(deps: PendingFileDeps, graceMs: number): Promise<number> {
  const now = deps.clock();
  const before = new Date(now.getTime() - graceMs).toISOString();
  let removed = 0;
  for (;;) {
    const keys = await takeStalePendingFiles(deps.db, before, now.toISOString(), SWEEP_BATCH);
    if (keys.length === 0) return removed;
    // Marked first, removed next, forgotten last: a sweep that dies in between is finished by
    // the next one (a marked record counts as stale), and a marked file can no longer be settled.
    await Promise.all(keys.map((key) => deps.store.remove(key)));
    await deleteSweptPendingFiles(deps.db, keys);
    removed += keys.length;
  }
}

export interface FileSweeper {
  stop(): Promise<void>;
}

/** Sweeps now and then every `min(grace, 10 min)`, until stopped; a failed sweep is logged. */
export function startFileSweeper(
  deps: PendingFileDeps,
  graceMs: number,
  log: {
    info(details: object, message: string): void;
    error(details: object, message: string): void;
  },
): FileSweeper {
  let running: Promise<void> = Promise.resolve();
  const sweep = () => {
    running = running.then(async () => {
      try {
        const removed = await sweepPendingFiles(deps, graceMs);
        if (removed > 0) log.info({ removed }, 'files of uncommitted requests swept');
      } catch (error) {
        log.error({ err: error }, 'sweeping pending files failed');
      }
    });
  };
  sweep();
  const timer = setInterval(sweep, Math.min(graceMs, 10 * 60_000));
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
