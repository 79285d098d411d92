// Files in an S3-compatible bucket (AWS S3, MinIO, Ceph RGW, Cloudflare R2…), addressed path-style
// (`{endpoint}/{bucket}/{key}`) so that any host works without wildcard DNS. Requests are signed
// with AWS signature V4 by aws4fetch over Node's fetch (decision 012). Every call has a deadline,
// and an error names the method, key and S3 error code only: never a header, URL credential or
// response body (a SignatureDoesNotMatch body repeats the access key and the string signed). A
// call that fails is a `StoreUnavailableError` (503) whose cause is that `S3CallError`.
import { createHash } from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../config/config.ts';
import {
  type FileStore,
  keySegments,
  newStorageKey,
  StoredFileNotFoundError,
  StoreUnavailableError,
} from './file-store.ts';

type Method = 'PUT' | 'GET' | 'DELETE';

export function createS3FileStore(settings: S3Settings): FileStore {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    service: 's3',
    region: settings.region,
    // aws4fetch retries a 5xx or 429 with backoff (10 times by default); two retries ride out a
    // blip and stay well within the deadline.
    retries: 2,
  });
  const urlOf = (key: string): string =>
    `${settings.endpoint}/${settings.bucket}/${keySegments(key).map(encodeURIComponent).join('/')}`;

  /** One request and the reading of its answer, under one deadline. */
  async function call<T>(
    method: Method,
    key: string,
    init: RequestInit,
    answer: (response: Response) => Promise<T>,
  ): Promise<T> {
    const url = urlOf(key);
    try {
      const signal = AbortSignal.timeout(settings.timeoutMs);
      return await answer(await client.fetch(url, { ...init, method, signal }));
    } catch (error) {
      if (error instanceof StoredFileNotFoundError) throw error;
      const failed =
        error instanceof S3CallError
          ? error
          : new S3CallError(`S3 ${method} ${key} ${failure(error, settings.timeoutMs)}`);
      // A bucket that refuses, fails or does not answer: 503, never a 500.
      throw new StoreUnavailableError(failed);
    }
  }

  return {
    async put(tenantId, location, bytes, beforeWrite) {
      const key = newStorageKey(tenantId, location);
      await beforeWrite?.(key);
      // The payload hash is signed, so the server refuses bytes altered on the way.
      const headers = { 'x-amz-content-sha256': createHash('sha256').update(bytes).digest('hex') };
      // fetch takes only bytes over a plain ArrayBuffer (not a shared one): copy into one.
      const body = new Uint8Array(bytes);
      await call('PUT', key, { body, headers }, async (response) => {
        if (!response.ok) throw await refusal('PUT', key, response);
        await response.body?.cancel();
      });
      return key;
    },
    read: (key) =>
      call('GET', key, {}, async (response) => {
        if (response.ok) return Buffer.from(await response.arrayBuffer());
        const refused = await refusal('GET', key, response);
        if (refused.s3Code === 'NoSuchKey') throw new StoredFileNotFoundError(key);
        throw refused;
      }),
    remove: (key) =>
      call('DELETE', key, {}, async (response) => {
        if (response.ok) return;
        const refused = await refusal('DELETE', key, response);
        // S3 answers 204 for a missing key; some compatible servers answer NoSuchKey instead.
        if (refused.s3Code !== 'NoSuchKey') throw refused;
      }),
  };
}

/** A store call that failed; the message is safe to log. */
export class S3CallError extends Error {
  readonly s3Code: string | undefined;

  constructor(message: string, s3Code?: string) {
    super(message);
    this.name = 'S3CallError';
    this.s3Code = s3Code;
  }
}

async function refusal(method: Method, key: string, response: Response): Promise<S3CallError> {
  const text = await response.text();
  const s3Code = /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(text)?.[1];
  return new S3CallError(
    `S3 ${method} ${key} answered ${response.status}${s3Code ? ` ${s3Code}` : ''}`,
    s3Code,
  );
}

function failure(error: unknown, timeoutMs: number): string {
  if (error instanceof DOMException && error.name === 'TimeoutError') {
    return `timed out after ${timeoutMs} ms`;
  }
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  const code = cause && 'code' in cause && typeof cause.code === 'string' ? ` (${cause.code})` : '';
  return `failed: ${error instanceof Error ? error.message : 'unknown error'}${code}`;
}
