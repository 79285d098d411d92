// Reading a file the database names. When the store no longer has it (a restored database without
// its files, a bucket emptied by hand) the customer gets 404 for that document, not a 500; the
// stored file is never silently replaced by a regenerated one, since it may carry a signature.
import { ErrorCode } from '@portal/contract/error-code';
import { AppError } from '../errors/app-error.ts';
import { type FileStore, StoredFileNotFoundError } from './file-store.ts';

export async function readStoredFile(store: FileStore, key: string): Promise<Buffer> {
  try {
    return await store.read(key);
  } catch (error) {
    if (!(error instanceof StoredFileNotFoundError)) throw error;
    throw new AppError(ErrorCode.NotFound, 'The file of this document is no longer available.', {
      cause: error,
    });
  }
}
