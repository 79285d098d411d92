// Upsell: GET offers/{id}/versions/{version}/upsells and POST offers/{offerId}/upsale (type, name,
// signature file). The customer's own proposals only; accepting twice is refused.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { upsellOfferSchema } from '@portal/contract/offers';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { testDialects } from './databases.ts';
import { type DemoOffer, freshJanOffer } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('offer upsell on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  const dataDir = mkdtempSync(join(tmpdir(), 'offer-upsell-'));
  beforeAll(async () => {
    app = await buildTestApp(dialect, { config: { dataDir } });
    bearer = await realmBearers(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Each test reads or accepts the proposal of its own copy of Jan's offer. */
  const freshOffer = async (): Promise<DemoOffer & { auth: string }> => {
    const offer = await freshJanOffer(app.database.db);
    return { ...offer, auth: await bearer('demo', offer.customerId) };
  };

  const acceptUpsell = async (
    jan: DemoOffer & { auth: string },
    fields: Record<string, string>,
    authorization = jan.auth,
    file: { bytes: Buffer; type: string } = { bytes: PNG_SIGNATURE, type: 'image/png' },
  ) => {
    const form = signForm(fields, file);
    return app.server.inject({
      method: 'POST',
      url: `/api/offers/${jan.offerId}/upsale`,
      headers: { 'x-subdomain': 'demo', authorization, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const proposal = { type: 'charging-station', name: 'Alfen Eve Single Pro-line 11 kW' };

  it('lists the upsell proposal of the current version', async () => {
    const jan = await freshOffer();
    const response = await app.server.inject({
      url: `/api/offers/${jan.offerId}/versions/${jan.versions.at(-1)}/upsells`,
      headers: { 'x-subdomain': 'demo', authorization: jan.auth },
    });
    expect(response.statusCode).toBe(200);
    const upsells = z.array(upsellOfferSchema).parse(response.json().data);
    expect(upsells).toEqual([expect.objectContaining({ ...proposal, acceptedAt: null })]);
  });

  it('refuses another customer and an unknown proposal with 404', async () => {
    const jan = await freshOffer();
    const marie = await app.database.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'marie.claes@example.be')
      .executeTakeFirstOrThrow();
    const other = await acceptUpsell(jan, proposal, await bearer('demo', marie.id));
    expect(other.statusCode).toBe(404);
    const unknown = await acceptUpsell(jan, { type: 'battery', name: 'Nope' });
    expect(unknown.statusCode).toBe(404);
    expect((await acceptUpsell(jan, { type: 'battery' })).statusCode).toBe(400);
  });

  it('accepts the proposal once, with the signature stored and audited', async () => {
    const jan = await freshOffer();
    // A PNG signature of about 1.4 MB (noise does not compress): under the 2 MB upload limit.
    const [width, height] = [800, 600];
    const noise = await sharp(randomBytes(width * height * 3), {
      raw: { width, height, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1_000_000);
    const file = { bytes: noise, type: 'image/png' };
    const response = await acceptUpsell(jan, proposal, jan.auth, file);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.acceptedAt).not.toBeNull();
    const again = await acceptUpsell(jan, proposal);
    expect(again.statusCode).toBe(409);
    const audits = await app.database.db
      .selectFrom('audit_log')
      .select('id')
      .where('action', '=', 'offer.upsell-accepted')
      .execute();
    expect(audits).toHaveLength(1);
    const documents = await app.database.db
      .selectFrom('stored_documents')
      .select('id')
      .where('owner_type', '=', 'upsell_offer')
      .execute();
    expect(documents).toHaveLength(1);
  });
});
