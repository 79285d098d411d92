// Files under {DATA_DIR}/files. Every key starts with the tenant id, so one tenant's files can
// never be addressed through another's key; keys are built here, never taken from a request.
import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';

export interface FileStore {
  /** Writes the bytes under a new, unique key `{tenantId}/{folder}/{name}-{uuid}.{extension}`. */
  put(
    tenantId: number,
    location: { folder: string; name: string; extension: string },
    bytes: Uint8Array,
  ): Promise<string>;
  read(key: string): Promise<Buffer>;
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

const SAFE_SEGMENT = /^[A-Za-z0-9._-]+$/;

export function createFileStore(dataDir: string): FileStore {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string): string => {
    const segments = key.split('/');
    if (segments.length < 2 || !segments.every((s) => SAFE_SEGMENT.test(s) && s !== '..')) {
      throw new Error('Invalid storage key');
    }
    const path = resolve(join(root, ...segments));
    if (!path.startsWith(root + sep)) throw new Error('Invalid storage key');
    return path;
  };
  return {
    async put(tenantId, location, bytes) {
      const folder = location.folder.split('/').filter((segment) => segment !== '');
      const file = `${location.name}-${randomUUID()}.${location.extension}`;
      const key = [String(tenantId), ...folder, file].join('/');
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes, { flag: 'wx' });
      return key;
    },
    read: (key) => readFile(pathOf(key)),
    remove: (key) => rm(pathOf(key), { force: true }),
  };
}
