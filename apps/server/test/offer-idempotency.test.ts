// Idempotency-Key on POST offers/{id}/sign: 20 concurrent identical submits sign exactly once and
// all answer the first result; the same key with another body is refused; without a key, a
// concurrent double submit still signs once (the others get 409).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('offer signing idempotency on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  let jan: DemoOffer;
  let auth: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'offer-idem-'));
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
    bearer = await realmBearers(app);
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
    auth = await bearer('demo', jan.customerId);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const sign = (key: string | undefined, version: string, bytes = PNG_SIGNATURE) => {
    const form = signForm({ version }, { bytes, type: 'image/png' });
    return app.server.inject({
      method: 'POST',
      url: `/api/offers/${jan.offerId}/sign`,
      headers: {
        'x-subdomain': 'demo',
        authorization: auth,
        'content-type': form.contentType,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: form.payload,
    });
  };
  const signatures = async () =>
    (
      await app.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'offer.signed')
        .execute()
    ).length;

  it('signs once for 20 concurrent identical requests, all answering the same', async () => {
    const version = String(jan.versions.at(-1));
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => sign('key-concurrent', version)),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    expect(await signatures()).toBe(1);
    const documents = await app.database.db
      .selectFrom('stored_documents')
      .select('id')
      .where('owner_type', '=', 'offer_version')
      .execute();
    expect(documents).toHaveLength(2);
  });

  it('replays the first result to a later repeat', async () => {
    const version = String(jan.versions.at(-1));
    const again = await sign('key-concurrent', version);
    expect(again.statusCode).toBe(200);
    expect(await signatures()).toBe(1);
  });

  it('refuses the same key with a different body', async () => {
    const other = Buffer.concat([PNG_SIGNATURE, Buffer.from('x')]);
    const response = await sign('key-concurrent', String(jan.versions.at(-1)), other);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('CONFLICT');
    expect(await signatures()).toBe(1);
  });

  it('replays a refusal too: a new key on a signed offer is 409, and stays 409', async () => {
    const first = await sign('key-late', String(jan.versions.at(-1)));
    const second = await sign('key-late', String(jan.versions.at(-1)));
    expect([first.statusCode, second.statusCode]).toEqual([409, 409]);
    expect(second.body).toBe(first.body);
  });
});

describe.each(testDialects())('concurrent signing without a key on %s', (dialect) => {
  let app: TestApp;
  const dataDir = mkdtempSync(join(tmpdir(), 'offer-race-'));
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('signs once; the other submits get 409', async () => {
    const bearer = await realmBearers(app);
    const jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
    const auth = await bearer('demo', jan.customerId);
    const responses = await Promise.all(
      Array.from({ length: 5 }, () => {
        const form = signForm(
          { version: String(jan.versions.at(-1)) },
          { bytes: PNG_SIGNATURE, type: 'image/png' },
        );
        return app.server.inject({
          method: 'POST',
          url: `/api/offers/${jan.offerId}/sign`,
          headers: { 'x-subdomain': 'demo', authorization: auth, 'content-type': form.contentType },
          payload: form.payload,
        });
      }),
    );
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const files = await app.database.db
      .selectFrom('stored_documents')
      .select('storage_key')
      .where('owner_type', '=', 'offer_version')
      .execute();
    expect(files).toHaveLength(2);
    // The losers' files were written before their transaction failed, and removed again.
    const folder = join(dataDir, 'files', String(jan.tenantId), 'offers', String(jan.offerId));
    expect(readdirSync(folder).sort()).toEqual(
      files.map((file) => file.storage_key.split('/').at(-1)).sort(),
    );
  });
});
