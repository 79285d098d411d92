// A fault around the portal (decision 024): PostgreSQL goes away while the app serves (a TCP proxy
// the test controls sits between the app and the real server; stopping it resets every connection
// and refuses new ones), then comes back. Meanwhile reads and a signing answer 503 in the envelope
// with Retry-After, and the signing leaves nothing behind (no row, no claim, no file); afterwards
// the same app, not restarted, answers again and the same signing goes through. Then PostgreSQL
// goes away in the middle of a signing's transaction, five writes into it: the answer is 503, none
// of the writes stays (PostgreSQL rolls the transaction back), the files are removed, and the retry
// with the same key takes the claim over once its lease ran out.
import { mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { app as portal } from '../src/app.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { CLAIM_LEASE_MS } from '../src/features/offers/offer-idempotency.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import { serverOptions } from '../src/platform/http/server-options.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { signWithKey } from './offer-signing-helpers.ts';
import { realmBearers } from './realm-tokens.ts';
import { createSignableOffers } from './spawned-portal.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';
import { testNow } from './test-app.ts';

describe.runIf(testDialects().includes('postgres'))('PostgreSQL stopped and started again', () => {
  let direct: TestDatabase;
  let proxy: TcpProxy;
  let proxied: DatabaseHandle;
  let server: FastifyInstance;
  let jan: DemoOffer;
  let authorization: string;
  let now = testNow;
  /** A second offer of Jan's to sign, for the cut in the middle of a transaction. */
  let offerId = 0;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-outage-'));
  mkdirSync(join(dataDir, 'files'));

  beforeAll(async () => {
    direct = await createTestDatabase('postgres');
    await seedDemoData(direct.handle.db, { now: testNow });
    jan = await offerOf(direct.handle.db, 'demo', 'jan.peeters@example.be');
    [offerId = 0] = await createSignableOffers(direct.handle.db, 1);
    const bearer = await realmBearers({ database: direct.handle });
    authorization = await bearer('demo', jan.customerId);
    const url = new URL(direct.url ?? '');
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.port = String(proxy.port);
    proxied = await openDatabase({ databaseUrl: url.toString() });
    const config = { ...loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent' }), dataDir };
    server = Fastify(serverOptions(config));
    await server.register(portal, { config, database: proxied, clock: () => now });
    await server.ready();
  });
  afterAll(async () => {
    await server?.close();
    await proxy?.stop();
    await direct?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const headers = { 'x-subdomain': 'demo' };
  const versions = () =>
    server.inject({
      url: `/api/offers/${jan.offerId}/versions`,
      headers: { ...headers, authorization },
    });
  const sign = (
    offer = { id: jan.offerId, version: String(jan.versions.at(-1)) },
    key = 'during-the-outage',
  ) => signWithKey(server, { offerId: offer.id, version: offer.version, authorization, key });
  const files = () =>
    readdirSync(join(dataDir, 'files'), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
  const signed = async (offerId = jan.offerId) =>
    (
      await direct.handle.db
        .selectFrom('offer_versions')
        .select('id')
        .where('offer_id', '=', offerId)
        .where('signed_at', 'is not', null)
        .execute()
    ).length;

  it('answers 503 with Retry-After while it is gone, changes nothing, and recovers', async () => {
    expect((await versions()).statusCode).toBe(200);
    // Counted from here: the other test of this file signs another offer, with its own key.
    const claimsOf = () =>
      direct.handle.db.selectFrom('idempotency_keys').select('id').orderBy('id').execute();
    const claimsBefore = await claimsOf();
    const filesBefore = files();

    await proxy.stop();
    for (const response of [await versions(), await sign()]) {
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('5');
      expect(response.json()).toEqual({
        data: null,
        errors: [{ code: 'UNAVAILABLE', message: expect.stringContaining('try again') }],
      });
    }
    expect((await server.inject({ url: '/readyz' })).statusCode).toBe(503);
    // Nothing of the signing was written: no signature, no claim of its key, no file.
    expect(await signed()).toBe(0);
    expect(await claimsOf()).toEqual(claimsBefore);
    expect(files()).toBe(filesBefore);

    await proxy.start();
    expect((await versions()).statusCode).toBe(200);
    expect((await server.inject({ url: '/readyz' })).statusCode).toBe(200);
    const retried = await sign();
    expect(retried.statusCode).toBe(200);
    expect(await signed()).toBe(1);
  });

  it('rolls back a signing whose database goes away mid-transaction, and takes it over after', async () => {
    const offer = { id: offerId, version: '1' };
    const filesBefore = files();
    const audits = async () =>
      (
        await direct.handle.db
          .selectFrom('audit_log')
          .select('id')
          .where('action', '=', 'offer.signed')
          .execute()
      ).length;
    const auditsBefore = await audits();
    const documents = async () =>
      (await direct.handle.db.selectFrom('stored_documents').select('id').execute()).length;
    const documentsBefore = await documents();

    // Cut when the audit entry is sent: after the pending files were settled, the offer and its
    // version marked signed and both documents inserted, in one transaction not yet committed.
    const cut = proxy.stopWhenSent('offer.signed');
    const response = await sign(offer, 'cut-mid-transaction');
    await cut;
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().errors[0].code).toBe('UNAVAILABLE');
    expect(await signed(offerId)).toBe(0);
    expect(await audits()).toBe(auditsBefore);
    expect(await documents()).toBe(documentsBefore);
    // Its files were removed at once; its pending records stay for the sweep (the database was
    // gone when the request tried to forget them).
    expect(files()).toBe(filesBefore);

    await proxy.start();
    // The claim the cut request could not release is taken over once its lease ran out.
    now = new Date(testNow.getTime() + CLAIM_LEASE_MS + 1_000);
    const retried = await sign(offer, 'cut-mid-transaction');
    expect(retried.statusCode, retried.body).toBe(200);
    expect(await signed(offerId)).toBe(1);
    expect(await audits()).toBe(auditsBefore + 1);
    expect(await documents()).toBe(documentsBefore + 2);
    expect(files()).toBe(filesBefore + 2);
  });
});
