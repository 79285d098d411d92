// What only the S3 store has: a deadline on every call and errors that are safe to log (they name
// the method, key and S3 error code, never the credentials), each the cause of a 503
// (StoreUnavailableError), against a real S3-protocol server.
import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type S3TestServer, startS3TestServer } from '../../../test/s3-test-server.ts';
import { StoredFileNotFoundError, StoreUnavailableError } from './file-store.ts';
import { createS3FileStore, S3CallError } from './s3-file-store.ts';

const SECRET = 'wrong-secret-7f3a9c';
const location = { folder: 'offers/1', name: 'offer', extension: 'pdf' };

/** The S3CallError behind the 503 a failed call throws. */
async function failureOf(call: Promise<unknown>): Promise<S3CallError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof StoreUnavailableError)) {
    throw new Error(`expected a StoreUnavailableError, got ${error}`);
  }
  expect(error.code).toBe('UNAVAILABLE');
  if (!(error.cause instanceof S3CallError)) throw new Error(`expected an S3CallError cause`);
  return error.cause;
}

describe('S3 file store', () => {
  let s3: S3TestServer;
  beforeAll(async () => {
    s3 = await startS3TestServer();
  });
  afterAll(() => s3.close());

  it('reports a refused signature by its code, without the credentials', async () => {
    const store = createS3FileStore({ ...s3.settings, secretAccessKey: SECRET });
    const error = await failureOf(store.put(1, location, new Uint8Array([1, 2, 3])));
    expect(error.s3Code).toBe('SignatureDoesNotMatch');
    expect(error.message).toMatch(/^S3 PUT 1\/offers\/1\/offer-[^ ]+\.pdf answered 403 /);
    expect(error.message).not.toContain(SECRET);
    expect(error.message).not.toContain(s3.settings.accessKeyId);
    expect(await s3.keys()).toEqual([]);
  });

  it('tells a missing bucket apart from a missing file', async () => {
    const store = createS3FileStore({ ...s3.settings, bucket: 'no-such-bucket' });
    const error = await failureOf(store.read('1/offers/1/offer.pdf'));
    expect(error).not.toBeInstanceOf(StoredFileNotFoundError);
    expect(error.s3Code).toBe('NoSuchBucket');
    expect(error.message).toBe('S3 GET 1/offers/1/offer.pdf answered 404 NoSuchBucket');
  });
});

describe('S3 file store against a server that never answers', () => {
  let silent: Server;
  const sockets: Socket[] = [];
  let endpoint: string;
  beforeAll(async () => {
    silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const address = silent.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    endpoint = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => silent.close(resolve));
  });

  it('gives up every call at the deadline', async () => {
    const store = createS3FileStore({
      endpoint,
      bucket: 'files',
      region: 'us-east-1',
      accessKeyId: 'KEY',
      secretAccessKey: SECRET,
      timeoutMs: 200,
    });
    const calls = [
      store.put(1, location, new Uint8Array([1])),
      store.read('1/offers/1/offer.pdf'),
      store.remove('1/offers/1/offer.pdf'),
    ];
    for (const error of await Promise.all(calls.map(failureOf))) {
      expect(error.message).toMatch(
        /^S3 (PUT|GET|DELETE) 1\/offers\/1\/offer.* timed out after 200 ms$/,
      );
      expect(error.message).not.toContain(SECRET);
    }
    // Each call reached the server and was then abandoned at its deadline.
    expect(sockets.length).toBeGreaterThanOrEqual(3);
  });
});
