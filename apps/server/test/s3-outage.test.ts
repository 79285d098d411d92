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
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sweepPendingFiles } from '../src/platform/files/pending-files.ts';
import { createS3FileStore } from '../src/platform/files/s3-file-store.ts';
import { testDialects } from './databases.ts';
import { ordersOf, pick } from './document-fixtures.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { offerOf } from './offer-fixtures.ts';
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
  let bearerOf: Awaited<ReturnType<typeof realmBearers>>;
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
    bearerOf = await realmBearers(app);
  });
  // Every test leaves the bucket reachable and answering, whatever it broke.
  afterEach(async () => {
    front.failing = () => false;
    if (!proxy.running()) await proxy.start();
  });
  afterAll(async () => {
    await app.close();
    await proxy.stop();
    await new Promise((resolve) => front.server.close(resolve));
    await s3.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new customer with an offer to sign (and, with `keep`, more of Jan's story). */
  async function customer(keep: readonly string[] = ['jan-extension']) {
    const fresh = await freshCustomer(app.database.db, { keep });
    const offer = await offerOf(app.database.db, 'demo', fresh.email);
    const authorization = await bearerOf('demo', fresh.customerId);
    const version = String(offer.versions.at(-1));
    return {
      offer,
      authorization,
      sign: () =>
        signWithKey(app.server, {
          offerId: offer.offerId,
          version,
          authorization,
          key: 's3-outage',
        }),
      download: () =>
        app.server.inject({
          url: `/api/offers/${offer.offerId}/files/${offer.offerTypeId}?type=print&versionNumber=${version}`,
          headers: { 'x-subdomain': 'demo', authorization },
        }),
      signedVersions: async () =>
        (
          await app.database.db
            .selectFrom('offer_versions')
            .select('id')
            .where('offer_id', '=', offer.offerId)
            .where('signed_at', 'is not', null)
            .execute()
        ).length,
    };
  }
  const expectUnavailable = (response: Awaited<ReturnType<typeof app.server.inject>>) => {
    expect(response.statusCode, response.body).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({
      data: null,
      errors: [{ code: 'UNAVAILABLE', message: expect.stringContaining('try again') }],
    });
  };
  const count = async (table: 'stored_documents' | 'idempotency_keys' | 'pending_files') =>
    (await app.database.db.selectFrom(table).select('id').execute()).length;
  /** The bucket's objects and the rows, to compare before and after a failed request. */
  const snapshot = async () => ({
    keys: await s3.keys(),
    documents: await count('stored_documents'),
    idempotencyKeys: await count('idempotency_keys'),
  });
  /** Signing whose signed PDF's write answers 500 (three times: with the store's retries). */
  const signWithFailingPdf = async (signer: Awaited<ReturnType<typeof customer>>) => {
    front.failing = (request) => request.method === 'PUT' && /-signed-/.test(request.url ?? '');
    const response = await signer.sign();
    front.failing = () => false;
    return response;
  };

  it('answers 503 when the bucket fails the second write, and leaves no object and no row', async () => {
    const jan = await customer();
    const before = await snapshot();
    const pendingBefore = await count('pending_files');
    expectUnavailable(await signWithFailingPdf(jan));
    expect(await snapshot()).toEqual(before);
    expect(await jan.signedVersions()).toBe(0);
    // The PDF's write failed with its outcome unknown to the portal: its record stays for the
    // sweep. The signature, removed at once, is forgotten.
    expect(await count('pending_files')).toBe(pendingBefore + 1);
  });

  it('answers 503 when the bucket cannot be reached, for a signing and a delivery document', async () => {
    const jan = await customer(['jan-extension', 'jan-ichoosr']);
    const before = await snapshot();
    await proxy.stop();
    expectUnavailable(await jan.sign());
    const order = pick(
      await ordersOf(app.database.db, jan.offer),
      'Jan has an unsigned iChoosr order',
      (row) => row.hasExternalPrepayment && !row.handoverDone,
    );
    const delivery = await app.server.inject({
      method: 'POST',
      url: `/api/orders/${order.id}/sign`,
      headers: { 'x-subdomain': 'demo', authorization: jan.authorization },
      payload: {
        remarks: '',
        sepaLoan: false,
        signature: `data:image/png;base64,${PNG_SIGNATURE.toString('base64')}`,
      },
    });
    expectUnavailable(delivery);
    await proxy.start();
    expect(await snapshot()).toEqual(before);
    expect(await jan.signedVersions()).toBe(0);
    expect(existsSync(join(dataDir, 'files'))).toBe(false);
  });

  it('signs with the same key once the bucket is back, and answers 503 for its PDF while it is gone', async () => {
    const jan = await customer();
    const keysBefore = await s3.keys();
    await proxy.stop();
    expectUnavailable(await jan.sign());
    await proxy.start();
    const signed = await jan.sign();
    expect(signed.statusCode, signed.body).toBe(200);
    expect(await jan.signedVersions()).toBe(1);
    expect(await s3.keys()).toHaveLength(keysBefore.length + 2);

    await proxy.stop();
    expectUnavailable(await jan.download());
    await proxy.start();
    expect((await jan.download()).statusCode).toBe(200);
  });

  it('sweeps the records of the writes whose outcome was unknown, keeping what is referenced', async () => {
    // A write whose outcome is unknown leaves a record; the same signing then goes through and
    // its two files are referenced.
    const jan = await customer();
    expectUnavailable(await signWithFailingPdf(jan));
    expect(await count('pending_files')).toBeGreaterThan(0);
    expect((await jan.sign()).statusCode).toBe(200);

    const later = new Date(testNow.getTime() + GRACE_MS + 1_000);
    const deps = { db: app.database.db, store: createS3FileStore(settings), clock: () => later };
    expect(await sweepPendingFiles(deps, GRACE_MS)).toBeGreaterThan(0);
    expect(await count('pending_files')).toBe(0);
    const referenced = await app.database.db
      .selectFrom('stored_documents')
      .select('storage_key')
      .where('storage_key', 'like', `${jan.offer.tenantId}/offers/%`)
      .execute();
    expect(referenced.length).toBeGreaterThanOrEqual(2);
    expect(await s3.keys()).toEqual(referenced.map((row) => row.storage_key).sort());
  });
});
