// The one file store of the process, chosen by configuration: an S3-compatible bucket when S3_URL
// is set, else the folder DATA_DIR/files. app.ts calls this once and hands the store on.
import type { AppConfig } from '../config/config.ts';
import type { FileStore } from './file-store.ts';
import { createLocalFileStore } from './local-file-store.ts';
import { createS3FileStore } from './s3-file-store.ts';

export function createFileStore(config: Pick<AppConfig, 'dataDir' | 's3'>): FileStore {
  return config.s3 ? createS3FileStore(config.s3) : createLocalFileStore(config.dataDir);
}
