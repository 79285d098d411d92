// Idempotency-Key on POST offers/{id}/sign: 20 concurrent identical submits sign exactly once and
// all answer the first result; the same key with another body is refused; without a key, a
// concurrent double submit still signs once (the others get 409).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('offer signing idempotency on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  const dataDir = mkdtempSync(join(tmpdir(), 'offer-idem-'));
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
    bearer = await realmBearers(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** A new customer with Jan's offer awaiting signature, so no test meets another's signing. */
  const freshOffer = async () => {
    const customer = await freshCustomer(app.database.db, { keep: ['jan-extension'] });
    const offer = await offerOf(app.database.db, 'demo', customer.email);
    return { ...offer, auth: await bearer('demo', offer.customerId) };
  };
  type FreshOffer = Awaited<ReturnType<typeof freshOffer>>;

  const sign = (offer: FreshOffer, key: string | undefined, bytes = PNG_SIGNATURE) => {
    const form = signForm({ version: String(offer.versions.at(-1)) }, { bytes, type: 'image/png' });
    return app.server.inject({
      method: 'POST',
      url: `/api/offers/${offer.offerId}/sign`,
      headers: {
        'x-subdomain': 'demo',
        authorization: offer.auth,
        'content-type': form.contentType,
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload: form.payload,
    });
  };
  const signatures = async (offer: FreshOffer) =>
    (
      await app.database.db
        .selectFrom('audit_log')
        .select('id')
        .where('action', '=', 'offer.signed')
        .where('tenant_id', '=', offer.tenantId)
        .where('customer_id', '=', offer.customerId)
        .execute()
    ).length;
  /** The offer signed once with the key, as a first request would leave it. */
  const signedWith = async (key: string) => {
    const offer = await freshOffer();
    expect((await sign(offer, key)).statusCode).toBe(200);
    return offer;
  };

  it('signs once for 20 concurrent identical requests, all answering the same', async () => {
    const offer = await freshOffer();
    const responses = await Promise.all(
      Array.from({ length: 20 }, () => sign(offer, 'key-concurrent')),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const bodies = new Set(responses.map((response) => response.body));
    expect(bodies.size).toBe(1);
    expect(await signatures(offer)).toBe(1);
    const documents = await app.database.db
      .selectFrom('stored_documents')
      .select('id')
      .where('owner_type', '=', 'offer_version')
      .where('tenant_id', '=', offer.tenantId)
      .where('customer_id', '=', offer.customerId)
      .execute();
    expect(documents).toHaveLength(2);
  });

  it('replays the first result to a later repeat', async () => {
    const offer = await freshOffer();
    const first = await sign(offer, 'key-repeat');
    const again = await sign(offer, 'key-repeat');
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.body).toBe(first.body);
    expect(await signatures(offer)).toBe(1);
  });

  it('refuses the same key with a different body', async () => {
    const offer = await signedWith('key-other-body');
    const other = Buffer.concat([PNG_SIGNATURE, Buffer.from('x')]);
    const response = await sign(offer, 'key-other-body', other);
    expect(response.statusCode).toBe(409);
    expect(response.json().errors[0].code).toBe('CONFLICT');
    expect(await signatures(offer)).toBe(1);
  });

  it('replays a refusal too: a new key on a signed offer is 409, and stays 409', async () => {
    const offer = await signedWith('key-first');
    const first = await sign(offer, 'key-late');
    const second = await sign(offer, 'key-late');
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
