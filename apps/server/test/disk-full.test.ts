// A fault around the portal (decision 024): the disk fills up while a signing stores its files. A
// real ENOSPC: DATA_DIR/files is a small tmpfs (mounted by the test, which needs root; without it
// the test is skipped and says so), filled until a single page is left, so that the signature image
// fits and the signed PDF is cut off mid-write. The answer is a 503 in the envelope that says so;
// nothing is half-stored (no partial file, not the signature either, no row, no pending record, no
// idempotency result); once there is room again, the same request with its key goes through.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { signWithKey } from './offer-signing-helpers.ts';
import { realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const PAGE = 4096;

/** Mounts a 256 KiB tmpfs; false when this process may not (not root). */
function mountTmpfs(path: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=256k', 'tmpfs', path], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Fills the file system at `path` with one file until a single page is left free. */
function fillLeavingOnePage(path: string): string {
  const filler = join(path, 'filler');
  const chunk = Buffer.alloc(PAGE, 1);
  let size = 0;
  writeFileSync(filler, '');
  try {
    for (;;) {
      writeFileSync(filler, chunk, { flag: 'a' });
      size += PAGE;
    }
  } catch {
    truncateSync(filler, Math.max(0, size - PAGE));
  }
  return filler;
}

describe.each(testDialects())('a full disk while signing on %s', (dialect) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-disk-full-'));
  const files = join(dataDir, 'files');
  mkdirSync(files);
  const mounted = mountTmpfs(files);
  let app: TestApp;
  let jan: DemoOffer;
  let authorization: string;
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
    authorization = await (await realmBearers(app))('demo', jan.customerId);
  });
  afterAll(async () => {
    await app.close();
    if (mounted) execFileSync('umount', [files]);
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sign = () =>
    signWithKey(app.server, {
      offerId: jan.offerId,
      version: String(jan.versions.at(-1)),
      authorization,
      key: 'disk-full',
    });
  const storedFiles = () =>
    readdirSync(files, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && entry.name !== 'filler')
      .map((entry) => entry.name);
  const count = async (table: 'pending_files' | 'stored_documents' | 'idempotency_keys') =>
    (await app.database.db.selectFrom(table).select('id').execute()).length;

  it('answers 503 in the envelope, stores nothing, and signs once there is room', async (context) => {
    if (!mounted) context.skip('mounting a tmpfs needs root: the disk-full test did not run');
    const documentsBefore = await count('stored_documents');
    const filler = fillLeavingOnePage(files);

    const full = await sign();
    expect(full.statusCode).toBe(503);
    expect(full.json()).toEqual({
      data: null,
      errors: [{ code: 'UNAVAILABLE', message: expect.stringContaining('no room left') }],
    });
    expect(storedFiles()).toEqual([]);
    expect(await count('pending_files')).toBe(0);
    expect(await count('stored_documents')).toBe(documentsBefore);
    expect(await count('idempotency_keys')).toBe(0);

    rmSync(filler);
    const retried = await sign();
    expect(retried.statusCode).toBe(200);
    expect(storedFiles()).toHaveLength(2);
    expect(await count('stored_documents')).toBe(documentsBefore + 2);
  });
});
