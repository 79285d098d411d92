// Shutdown (decision 029): SIGTERM on the real server (spawned, as `npm start` runs it) with a
// keep-alive client idle and a signing in flight. The idle connection is closed at once and no new
// connection is accepted; the signing, whose body is still arriving, finishes and commits; a
// request that arrives meanwhile on its connection (pipelined) gets 503 in the spec's envelope with
// Retry-After and `Connection: close`; then the database is closed (SQLite leaves no WAL file
// behind only when it was closed) and the process exits 0, well within the 10 s grace.
// A crash-and-stop test on real time (decision 064): a child process reads a request's head from a
// real socket, which no fake clock here can hurry; it waits 300 ms for that once.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import {
  createSignableOffers,
  janBearer,
  type SpawnedDatabase,
  spawnedDatabase,
} from './spawned-portal.ts';
import { spawnServer } from './spawned-server.ts';

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The HTTP/1.1 responses in the bytes a connection received (bodies with Content-Length). */
function responsesIn(bytes: Buffer): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = bytes;
  for (;;) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) return responses;
    const [statusLine = '', ...lines] = rest.subarray(0, end).toString('latin1').split('\r\n');
    const headers = Object.fromEntries(
      lines.map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
      }),
    );
    const length = Number(headers['content-length'] ?? 0);
    if (rest.length < end + 4 + length) return responses;
    const body = rest.subarray(end + 4, end + 4 + length).toString('utf8');
    responses.push({ status: Number(statusLine.split(' ')[1]), headers, body });
    rest = rest.subarray(end + 4 + length);
  }
}

/** A raw client connection that keeps what it receives. */
function connect(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let received = Buffer.alloc(0);
  socket.on('data', (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
  });
  socket.on('error', () => undefined);
  const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
  return { socket, closed, responses: () => responsesIn(received) };
}

/** Whether a new connection is accepted (false: refused). */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });
}

const within = <T>(promise: Promise<T>, ms: number, what: string): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(what)), ms)),
  ]);

describe('shutdown on SIGTERM', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
  let database: SpawnedDatabase;
  let offers: number[] = [];
  let authorization = '';
  beforeAll(async () => {
    database = await spawnedDatabase('sqlite', dataDir);
    await database.use(async (db) => {
      offers = await createSignableOffers(db, 2);
      authorization = await janBearer(db, database.env);
    });
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  /** A signing of offer `offerId` whose body is half sent: in flight until `finish`. */
  async function signingInFlight(port: number, offerId: number) {
    const form = signForm({ version: '1' }, { bytes: PNG_SIGNATURE, type: 'image/png' });
    const half = Math.floor(form.payload.length / 2);
    const connection = connect(port);
    connection.socket.write(
      [
        `POST /api/offers/${offerId}/sign HTTP/1.1`,
        'Host: 127.0.0.1',
        'x-subdomain: demo',
        `authorization: ${authorization}`,
        `content-type: ${form.contentType}`,
        `content-length: ${form.payload.length}`,
        '',
        '',
      ].join('\r\n'),
    );
    connection.socket.write(form.payload.subarray(0, half));
    // The server has read the head: the request is under way.
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ...connection, finish: () => connection.socket.write(form.payload.subarray(half)) };
  }
  const signedAt = (offerId: number) =>
    database.use(async (db) => {
      const version = await db
        .selectFrom('offer_versions')
        .select('signed_at')
        .where('offer_id', '=', offerId)
        .executeTakeFirstOrThrow();
      return version.signed_at;
    });
  const walExists = () => existsSync(join(dataDir, 'portal.sqlite-wal'));

  it('closes idle connections, finishes the signing in flight, answers late requests 503 in the envelope, closes the database and exits 0', async () => {
    const offerId = offers[0] ?? 0;
    const server = await spawnServer(database.env);
    expect(walExists()).toBe(true);

    const idle = connect(server.port);
    idle.socket.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    await expect.poll(() => idle.responses().map((response) => response.status)).toEqual([200]);
    const signing = await signingInFlight(server.port, offerId);

    const started = performance.now();
    server.child.kill('SIGTERM');
    await within(idle.closed, 2_000, 'the idle keep-alive connection was not closed');
    await expect.poll(() => accepts(server.port)).toBe(false);

    // The rest of the body, and a second request behind it on the same connection.
    signing.finish();
    signing.socket.write(
      'GET /api/portal/config HTTP/1.1\r\nHost: 127.0.0.1\r\nx-subdomain: demo\r\n\r\n',
    );
    await within(signing.closed, 9_000, 'the connection in flight was not closed');
    const [signed, late, ...more] = signing.responses();
    expect(more).toEqual([]);
    expect(signed?.status, signed?.body).toBe(200);
    expect(JSON.parse(signed?.body ?? '{}')).toMatchObject({ data: { offerId }, errors: [] });
    expect(late?.status).toBe(503);
    expect(late?.headers).toMatchObject({ 'retry-after': '5', connection: 'close' });
    expect(late?.headers['x-content-type-options']).toBe('nosniff');
    expect(JSON.parse(late?.body ?? '{}')).toEqual({
      data: null,
      errors: [{ code: 'SHUTTING_DOWN', message: expect.stringContaining('try again') }],
    });

    expect(await server.exited).toBe(0);
    const elapsedMs = performance.now() - started;
    console.info(`SIGTERM with a signing in flight: exited 0 after ${elapsedMs.toFixed(0)} ms`);
    expect(elapsedMs).toBeLessThan(10_000);
    expect(walExists()).toBe(false);
    expect(await signedAt(offerId)).not.toBeNull();
  });

  it('cuts a request still open after the grace period, closes the database all the same and exits 1', async () => {
    const offerId = offers[1] ?? 0;
    const server = await spawnServer({ ...database.env, SHUTDOWN_GRACE_MS: '1000' });
    const stalled = await signingInFlight(server.port, offerId);
    const started = performance.now();
    server.child.kill('SIGTERM');
    // Its body never comes.
    await within(stalled.closed, 5_000, 'the stalled connection was not cut');
    expect(await server.exited).toBe(1);
    const elapsedMs = performance.now() - started;
    expect(elapsedMs).toBeGreaterThanOrEqual(1_000);
    expect(elapsedMs).toBeLessThan(5_000);
    expect(walExists()).toBe(false);
    expect(await signedAt(offerId)).toBeNull();
  });
});
