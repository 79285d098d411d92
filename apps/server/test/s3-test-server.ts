// A real S3-protocol server for tests: s3rver running in this process on 127.0.0.1 with a random
// port and a temporary folder, and a fresh bucket created through the S3 API itself. It checks
// the signature V4 of every request with its built-in credentials (S3RVER / S3RVER).
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';
import { AwsClient } from 'aws4fetch';
import type { S3Settings } from '../src/platform/config/config.ts';

const ACCESS_KEY = 'S3RVER';
const SECRET = 'S3RVER';
const REGION = 'us-east-1';

export interface S3TestServer {
  settings: S3Settings;
  /** The same bucket as an S3_URL, the way an operator configures it. */
  url: string;
  /** Every key in the bucket, sorted (ListObjectsV2). */
  keys(): Promise<string[]>;
  /** The stored object's bytes, fetched straight from the server. */
  object(key: string): Promise<Buffer>;
  /** Deletes the object behind the portal's back, as an operator emptying the bucket would. */
  deleteObject(key: string): Promise<void>;
  close(): Promise<void>;
}

export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const bucket = `portal-test-${randomBytes(4).toString('hex')}`;
  const client = new AwsClient({
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET,
    service: 's3',
    region: REGION,
    retries: 0,
  });
  const call = async (path: string, method = 'GET'): Promise<Response> => {
    const response = await client.fetch(`${endpoint}/${bucket}${path}`, { method });
    if (!response.ok) throw new Error(`test S3 server: ${method} ${path} ${response.status}`);
    return response;
  };
  await call('', 'PUT');
  return {
    settings: {
      endpoint,
      bucket,
      region: REGION,
      accessKeyId: ACCESS_KEY,
      secretAccessKey: SECRET,
      timeoutMs: 5_000,
    },
    url: `http://${ACCESS_KEY}:${SECRET}@127.0.0.1:${port}/${bucket}?region=${REGION}`,
    async keys() {
      const listing = await (await call('?list-type=2')).text();
      return [...listing.matchAll(/<Key>([^<]*)<\/Key>/g)].map((match) => match[1] ?? '').sort();
    },
    async object(key) {
      return Buffer.from(await (await call(`/${key}`)).arrayBuffer());
    },
    async deleteObject(key) {
      await (await call(`/${key}`, 'DELETE')).body?.cancel();
    },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
