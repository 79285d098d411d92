// One contract for every file store: the folder under DATA_DIR/files and an S3-compatible bucket
// on a real S3-protocol server (s3rver, started here). Both must behave the same for every caller.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3TestServer } from '../../../test/s3-test-server.ts';
import { type FileStore, StoredFileNotFoundError } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

interface OpenedStore {
  store: FileStore;
  /** Every key the backing storage holds, sorted: read from the folder or the bucket itself. */
  storedKeys(): Promise<string[]>;
  close(): Promise<void>;
}

async function localFolder(): Promise<OpenedStore> {
  const dataDir = await mkdtemp(join(tmpdir(), 'file-store-'));
  const root = join(dataDir, 'files');
  return {
    store: createLocalFileStore(dataDir),
    async storedKeys() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile())
        .map((entry) => relative(root, join(entry.parentPath, entry.name)))
        .sort();
    },
    close: () => rm(dataDir, { recursive: true, force: true }),
  };
}

async function s3Bucket(): Promise<OpenedStore> {
  const server = await startS3TestServer();
  return {
    store: createS3FileStore(server.settings),
    storedKeys: server.keys,
    close: server.close,
  };
}

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UNSAFE_KEYS = ['', 'single', '../7/offers/x.pdf', '7/../../etc/passwd', '/7/x.pdf', '7/./x'];

describe.each([
  ['local folder', localFolder],
  ['S3-compatible bucket', s3Bucket],
])('file store: %s', (_name, open) => {
  let opened: OpenedStore;
  beforeAll(async () => {
    opened = await open();
  });
  afterAll(() => opened.close());
  const bytes = (text: string) => new TextEncoder().encode(text);

  it('stores bytes under a new tenant-prefixed key and reads them back', async () => {
    const pdf = bytes('%PDF-1.7 signed offer');
    const key = await opened.store.put(
      7,
      { folder: 'offers/12', name: 'signed-offer', extension: 'pdf' },
      pdf,
    );
    expect(key).toMatch(new RegExp(`^7/offers/12/signed-offer-${UUID}\\.pdf$`));
    expect(await opened.store.read(key)).toEqual(Buffer.from(pdf));
    expect(await opened.storedKeys()).toContain(key);
  });

  it('gives every put its own key, even for the same tenant, folder and name', async () => {
    const location = { folder: '/deliveries/', name: 'delivery-3-signature', extension: 'png' };
    const first = await opened.store.put(8, location, bytes('first'));
    const second = await opened.store.put(8, location, bytes('second'));
    expect(first).not.toBe(second);
    for (const key of [first, second]) expect(key).toMatch(/^8\/deliveries\/[^/]+\.png$/);
    expect((await opened.store.read(first)).toString()).toBe('first');
    expect((await opened.store.read(second)).toString()).toBe('second');
    const tenantKeys = (await opened.storedKeys()).filter((key) => key.startsWith('8/'));
    expect(tenantKeys).toEqual([first, second].sort());
  });

  it('removes a file; removing a missing key is fine; reading it gives the typed not-found', async () => {
    const key = await opened.store.put(
      9,
      { folder: 'invoices', name: 'x', extension: 'pdf' },
      bytes('gone'),
    );
    await opened.store.remove(key);
    expect(await opened.storedKeys()).not.toContain(key);
    await expect(opened.store.remove(key)).resolves.toBeUndefined();
    await expect(opened.store.remove('9/invoices/never-stored.pdf')).resolves.toBeUndefined();
    const missing = await opened.store.read(key).catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(StoredFileNotFoundError);
    expect(missing).toMatchObject({ key });
    const never = opened.store.read('9/invoices/never-stored.pdf');
    await expect(never).rejects.toBeInstanceOf(StoredFileNotFoundError);
  });

  it('refuses unsafe keys and locations without touching the storage', async () => {
    const before = await opened.storedKeys();
    for (const key of UNSAFE_KEYS) {
      await expect(opened.store.read(key), key).rejects.toThrow('Invalid storage key');
      await expect(opened.store.remove(key), key).rejects.toThrow('Invalid storage key');
    }
    const climbing = { folder: '../6', name: 'x', extension: 'pdf' };
    await expect(opened.store.put(7, climbing, bytes('x'))).rejects.toThrow('Invalid storage key');
    const spaced = { folder: 'offers', name: 'a b', extension: 'pdf' };
    await expect(opened.store.put(7, spaced, bytes('x'))).rejects.toThrow('Invalid storage key');
    expect(await opened.storedKeys()).toEqual(before);
  });
});
