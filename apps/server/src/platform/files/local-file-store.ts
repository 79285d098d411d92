// The default store: files under {DATA_DIR}/files, one folder per key segment.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import {
  type FileStore,
  keySegments,
  newStorageKey,
  StoredFileNotFoundError,
  storageFull,
} from './file-store.ts';

export function createLocalFileStore(dataDir: string): FileStore {
  const root = resolve(dataDir, 'files');
  const pathOf = (key: string): string => {
    const path = resolve(join(root, ...keySegments(key)));
    // Belt and braces next to the segment check: the path must stay inside the root.
    if (!path.startsWith(root + sep)) throw new Error('Invalid storage key');
    return path;
  };
  return {
    async put(tenantId, location, bytes, beforeWrite) {
      const key = newStorageKey(tenantId, location);
      const path = pathOf(key);
      await beforeWrite?.(key);
      try {
        await mkdir(dirname(path), { recursive: true });
        await writeFile(path, bytes, { flag: 'wx' });
      } catch (error) {
        // A write cut short (disk full) leaves part of the file: nothing half-stored stays.
        await rm(path, { force: true });
        if (isDiskFull(error)) throw storageFull();
        throw error;
      }
      return key;
    },
    async read(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissingFile(error)) throw new StoredFileNotFoundError(key);
        throw error;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

function codeOf(error: unknown): unknown {
  return error instanceof Error && 'code' in error ? error.code : undefined;
}

function isMissingFile(error: unknown): boolean {
  return codeOf(error) === 'ENOENT';
}

/** No space left on the device, or the user's disk quota used up. */
function isDiskFull(error: unknown): boolean {
  return codeOf(error) === 'ENOSPC' || codeOf(error) === 'EDQUOT';
}
