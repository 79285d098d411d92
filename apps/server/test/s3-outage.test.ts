// A fault around the portal (decision 028): the S3 bucket fails (500 to a write, after the store's
// own retries) or cannot be reached (connection refused) while customers sign and download. Each
// answer is 503 `UNAVAILABLE` in the envelope with Retry-After, like a full disk; nothing is
// half-written: no row, no idempotency claim, no object left in the bucket (a file written before
// the failure is removed at once; one whose write may or may not have arrived keeps its pending
// record, and the sweep removes it). Once the bucket is back, the same request goes through. The
// real app, against s3rver behind a front the test controls: app → TCP proxy (stopped: the bucket
// is unreachable) → a front that answers 500 to the writes it is told to fail → s3rver.

import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepPendingFiles } from '../src/platform/files/pending-files.ts';
import { createS3FileStore } from '../src/platform/files/s3-file-store.ts';
import { testDialects } from './databases.ts';
import { ordersOf, pick } from './document-fixtures.ts';
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signWithKey } from './offer-signing-helpers.ts';
import { realmBearers } from './realm-tokens.ts';
import { type S3TestServer, startS3TestServer } from './s3-test-server.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { buildTestApp, type TestApp, testNow } from './test-app.ts';

const GRACE_MS = 60_000;

/** Forwards to the S3 server, except the requests `failing` picks: those get S3's 500. */
async function startFailingFront(target: string) {
  const front = {
    failing: (_request: http.IncomingMessage) => false,
    server: http.createServer((request, response) => {
      if (front.failing(request)) {
        request.resume();
        response.writeHead(500, { 'content-type': 'application/xml' });
        response.end('<Error><Code>InternalError</Code><Message>Try again.</Message></Error>');
        return;
      }
      const upstream = http.request(
        `${target}${request.url}`,
        { method: request.method, headers: request.headers },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      upstream.on('error', () => response.destroy());
      request.pipe(upstream);
    }),
  };
  await new Promise<void>((resolve) => front.server.listen(0, '127.0.0.1', resolve));
  return { front, port: (front.server.address() as AddressInfo).port };
}

describe.each(testDialects())('an S3 bucket that fails or is unreachable on %s', (dialect) => {
  let s3: S3TestServer;
  let front: Awaited<ReturnType<typeof startFailingFront>>['front'];
  let proxy: TcpProxy;
  let app: TestApp;
  let jan: DemoOffer;
  let authorization: string;
  let settings: S3TestServer['settings'];
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-s3-outage-'));
  beforeAll(async () => {
    s3 = await startS3TestServer();
    const started = await startFailingFront(s3.settings.endpoint);
    front = started.front;
    proxy = await startTcpProxy({ host: '127.0.0.1', port: started.port });
    settings = { ...s3.settings, endpoint: `http://127.0.0.1:${proxy.port}`, timeoutMs: 2_000 };
    app = await buildTestApp(dialect, {
      config: { dataDir, s3: settings, pendingFileGraceMs: GRACE_MS },
    });
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
    authorization = await (await realmBearers(app))('demo', jan.customerId);
  });
  afterAll(async () => {
    await app.close();
    await proxy.stop();
    await new Promise((resolve) => front.server.close(resolve));
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const version = () => String(jan.versions.at(-1));
  const sign = () =>
    signWithKey(app.server, {
      offerId: jan.offerId,
      version: version(),
      authorization,
      key: 's3-outage',
    });
  const download = () =>
    app.server.inject({
      url: `/api/offers/${jan.offerId}/files/${jan.offerTypeId}?type=print&versionNumber=${version()}`,
      headers: { 'x-subdomain': 'demo', authorization },
    });
  const expectUnavailable = (response: Awaited<ReturnType<typeof sign>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      data: null,
      errors: [{ code: 'UNAVAILABLE', message: expect.stringContaining('try again') }],
    });
  };
  const count = async (table: 'stored_documents' | 'idempotency_keys' | 'pending_files') =>
    (await app.database.db.selectFrom(table).select('id').execute()).length;
  const signedVersions = async () =>
    (
      await app.database.db
        .selectFrom('offer_versions')
        .select('id')
        .where('offer_id', '=', jan.offerId)
        .where('signed_at', 'is not', null)
        .execute()
    ).length;
  let documentsBefore = 0;

  it('answers 503 when the bucket fails the second write, and leaves no object and no row', async () => {
    documentsBefore = await count('stored_documents');
    // The signature goes in; the signed PDF's write answers 500 (three times: with the retries).
    front.failing = (request) => request.method === 'PUT' && /-signed-/.test(request.url ?? '');
    expectUnavailable(await sign());
    front.failing = () => false;
    expect(await s3.keys()).toEqual([]);
    expect(await signedVersions()).toBe(0);
    expect(await count('stored_documents')).toBe(documentsBefore);
    expect(await count('idempotency_keys')).toBe(0);
    // The PDF's write failed with its outcome unknown to the portal: its record stays for the
    // sweep. The signature, removed at once, is forgotten.
    expect(await count('pending_files')).toBe(1);
  });

  it('answers 503 when the bucket cannot be reached, for a signing and a delivery document', async () => {
    await proxy.stop();
    expectUnavailable(await sign());
    const order = pick(
      await ordersOf(app.database.db, jan),
      'Jan has an unsigned iChoosr order',
      (row) => row.hasExternalPrepayment && !row.handoverDone,
    );
    const delivery = await app.server.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/sign`,
      headers: { 'x-subdomain': 'demo', authorization },
      payload: {
        remarks: '',
        sepaLoan: false,
        signature: `data:image/png;base64,${PNG_SIGNATURE.toString('base64')}`,
      },
    });
    expectUnavailable(delivery);
    await proxy.start();
    expect(await s3.keys()).toEqual([]);
    expect(await signedVersions()).toBe(0);
    expect(await count('stored_documents')).toBe(documentsBefore);
    expect(await count('idempotency_keys')).toBe(0);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });

  it('signs with the same key once the bucket is back, and answers 503 for its PDF while it is gone', async () => {
    const signed = await sign();
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await signedVersions()).toBe(1);
    expect(await s3.keys()).toHaveLength(2);

    await proxy.stop();
    expectUnavailable(await download());
    await proxy.start();
    expect((await download()).statusCode).toBe(200);
  });

  it('sweeps the records of the writes whose outcome was unknown, keeping what is referenced', async () => {
    expect(await count('pending_files')).toBeGreaterThan(0);
    const later = new Date(testNow.getTime() + GRACE_MS + 1_000);
    const deps = { db: app.database.db, store: createS3FileStore(settings), clock: () => later };
    expect(await sweepPendingFiles(deps, GRACE_MS)).toBeGreaterThan(0);
    expect(await count('pending_files')).toBe(0);
    const referenced = await app.database.db
      .selectFrom('stored_documents')
      .select('storage_key')
      .where('storage_key', 'like', `${jan.tenantId}/offers/%`)
      .execute();
    expect(await s3.keys()).toEqual(referenced.map((row) => row.storage_key).sort());
  });
});
