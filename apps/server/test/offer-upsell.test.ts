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
import { type DemoOffer, offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('offer upsell on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  let jan: DemoOffer;
  let auth: string;
  const dataDir = mkdtempSync(join(tmpdir(), 'offer-upsell-'));
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

  const acceptUpsell = async (
    offerId: number,
    fields: Record<string, string>,
    authorization = auth,
    file: { bytes: Buffer; type: string } = { bytes: PNG_SIGNATURE, type: 'image/png' },
  ) => {
    const form = signForm(fields, file);
    return app.server.inject({
      method: 'POST',
      url: `/api/offers/${offerId}/upsale`,
      headers: { 'x-subdomain': 'demo', authorization, 'content-type': form.contentType },
      payload: form.payload,
    });
  };
  const proposal = { type: 'charging-station', name: 'Alfen Eve Single Pro-line 11 kW' };

  it('lists the upsell proposal of the current version', async () => {
    const response = await app.server.inject({
      url: `/api/offers/${jan.offerId}/versions/${jan.versions.at(-1)}/upsells`,
      headers: { 'x-subdomain': 'demo', authorization: auth },
    });
    expect(response.statusCode).toBe(200);
    const upsells = z.array(upsellOfferSchema).parse(response.json().data);
    expect(upsells).toEqual([expect.objectContaining({ ...proposal, acceptedAt: null })]);
  });

  it('refuses another customer and an unknown proposal with 404', async () => {
    const marie = await app.database.db
      .selectFrom('customers')
      .select('id')
      .where('email', '=', 'marie.claes@example.be')
      .executeTakeFirstOrThrow();
    const other = await acceptUpsell(jan.offerId, proposal, await bearer('demo', marie.id));
    expect(other.statusCode).toBe(404);
    const unknown = await acceptUpsell(jan.offerId, { type: 'battery', name: 'Nope' });
    expect(unknown.statusCode).toBe(404);
    expect((await acceptUpsell(jan.offerId, { type: 'battery' })).statusCode).toBe(400);
  });

  it('accepts the proposal once, with the signature stored and audited', async () => {
    // A PNG signature of about 1.4 MB (noise does not compress): under the 2 MB upload limit.
    const [width, height] = [800, 600];
    const noise = await sharp(randomBytes(width * height * 3), {
      raw: { width, height, channels: 3 },
    })
      .png()
      .toBuffer();
    expect(noise.length).toBeGreaterThan(1_000_000);
    const file = { bytes: noise, type: 'image/png' };
    const response = await acceptUpsell(jan.offerId, proposal, auth, file);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.acceptedAt).not.toBeNull();
    const again = await acceptUpsell(jan.offerId, proposal);
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
