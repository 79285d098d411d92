// Decision 024: a file written for a request that never committed is swept once its grace period
// is over, a file its transaction settled is kept, and a file the sweep took can no longer be
// settled (the transaction is refused, so no row points at a removed file). On both databases,
// with the real local file store.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalFileStore } from '../src/platform/files/local-file-store.ts';
import { recordPendingFile } from '../src/platform/files/pending-file-repository.ts';
import {
  type PendingFileDeps,
  putPendingFile,
  settlePendingFilesIn,
  sweepPendingFiles,
} from '../src/platform/files/pending-files.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';

const GRACE_MS = 60_000;
const location = { folder: 'offers/1', name: 'v1-signature', extension: 'png' };

describe.each(testDialects())('pending files on %s', (dialect) => {
  let database: TestDatabase;
  let now = new Date('2026-11-25T10:00:00.000Z');
  const dataDir = mkdtempSync(join(tmpdir(), 'pending-files-'));
  let deps: PendingFileDeps;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    deps = { db: database.handle.db, store: createLocalFileStore(dataDir), clock: () => now };
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const pathOf = (key: string) => join(dataDir, 'files', key);
  const later = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };

  it('sweeps an unsettled file after the grace period and keeps a settled one', async () => {
    const orphan = await putPendingFile(deps, 1, location, new Uint8Array([1]));
    const kept = await putPendingFile(deps, 1, location, new Uint8Array([2]));
    await deps.db.transaction().execute((trx) => settlePendingFilesIn(trx, [kept]));

    later(GRACE_MS - 1_000);
    expect(await sweepPendingFiles(deps, GRACE_MS)).toBe(0);
    expect(existsSync(pathOf(orphan))).toBe(true);

    later(2_000);
    expect(await sweepPendingFiles(deps, GRACE_MS)).toBe(1);
    expect(existsSync(pathOf(orphan))).toBe(false);
    expect(existsSync(pathOf(kept))).toBe(true);
    expect(await deps.db.selectFrom('pending_files').select('id').execute()).toEqual([]);
  });

  it('refuses to settle a file the sweep took, rolling its transaction back', async () => {
    const slow = await putPendingFile(deps, 1, location, new Uint8Array([3]));
    later(GRACE_MS + 1_000);
    expect(await sweepPendingFiles(deps, GRACE_MS)).toBe(1);
    // The slow request's transaction: a first write (standing for its rows), then the settle.
    const settle = deps.db.transaction().execute(async (trx) => {
      await recordPendingFile(trx, { tenantId: 1, key: '1/rows/of-the-request', at: 'x' });
      await settlePendingFilesIn(trx, [slow]);
    });
    await expect(settle).rejects.toMatchObject({ code: 'UNAVAILABLE' });
    expect(existsSync(pathOf(slow))).toBe(false);
    expect(await deps.db.selectFrom('pending_files').select('id').execute()).toEqual([]);
  });
});
