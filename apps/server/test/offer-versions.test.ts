// GET offers/{id}/versions, GET offers/{id}/versions/{version}, POST offers/{id}/seen: the token's
// customer's offers only; anything of another customer or tenant is 404 and leaks nothing.
import { offerVersionDetailSchema, offerVersionListItemSchema } from '@portal/contract/offers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { testDialects } from './databases.ts';
import { tenantId } from './demo-database.ts';
import { type DemoOffer, offerOf, otherCustomerOffer } from './offer-fixtures.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('offer versions on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  let jan: DemoOffer;
  let janBearer: string;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    bearer = await realmBearers(app);
    jan = await offerOf(app.database.db, 'demo', 'jan.peeters@example.be');
    janBearer = await bearer('demo', jan.customerId);
  });
  afterAll(() => app.close());

  const call = (method: 'GET' | 'POST', url: string, authorization: string, payload?: object) =>
    app.server.inject({
      method,
      url: `/api${url}`,
      headers: { 'x-subdomain': 'demo', authorization },
      ...(payload ? { payload } : {}),
    });

  it('lists the three versions: expired, expired (superseded), pending', async () => {
    const response = await call('GET', `/offers/${jan.offerId}/versions`, janBearer);
    expect(response.statusCode).toBe(200);
    const versions = z.array(offerVersionListItemSchema).parse(response.json().data);
    expect(versions.map((version) => version.versionNumber)).toEqual(jan.versions);
    expect(versions.map((version) => version.state)).toEqual(['expired', 'expired', 'pending']);
    expect(versions.every((version) => version.offerId === jan.offerId)).toBe(true);
  });

  it('serves one version with its articles and totals', async () => {
    const latest = jan.versions.at(-1);
    const response = await call('GET', `/offers/${jan.offerId}/versions/${latest}`, janBearer);
    expect(response.statusCode).toBe(200);
    const detail = offerVersionDetailSchema.parse(response.json().data);
    expect(detail).toMatchObject({ offerId: jan.offerId, offerTypeId: jan.offerTypeId });
    expect(detail.articles.length).toBeGreaterThan(0);
    expect(detail.totalInclVatCents).toBeGreaterThan(detail.totalExclVatCents);
  });

  it('answers 404 for an unknown version or offer', async () => {
    expect((await call('GET', `/offers/${jan.offerId}/versions/99`, janBearer)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/offers/999999/versions', janBearer)).statusCode).toBe(404);
  });

  it('records seen once and keeps the first time', async () => {
    const url = `/offers/${jan.offerId}/seen`;
    const versionNumber = jan.versions.at(-1);
    const first = await call('POST', url, janBearer, { versionNumber });
    expect(first.statusCode).toBe(200);
    const second = await call('POST', url, janBearer, { versionNumber });
    expect(second.json().data.seenAt).toBe(first.json().data.seenAt);
    const list = await call('GET', `/offers/${jan.offerId}/versions`, janBearer);
    expect(list.json().data.at(-1).seen).toBe(true);
  });

  it('never serves nor marks another customer’s offer of the same tenant', async () => {
    const other = await otherCustomerOffer(app.database.db, jan.tenantId, jan.customerId);
    for (const url of [
      `/offers/${other.offerId}/versions`,
      `/offers/${other.offerId}/versions/1`,
    ]) {
      const response = await call('GET', url, janBearer);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'NOT_FOUND' }] });
    }
    const seenAt = () =>
      app.database.db
        .selectFrom('offer_versions')
        .select('seen_at')
        .where('offer_id', '=', other.offerId)
        .orderBy('version_number')
        .execute();
    const before = await seenAt();
    const seen = await call('POST', `/offers/${other.offerId}/seen`, janBearer, {
      versionNumber: 1,
    });
    expect(seen.statusCode).toBe(404);
    expect(await seenAt()).toEqual(before);
  });

  it('never serves an offer of another tenant, even to its own id in that tenant', async () => {
    const helios = await tenantId(app.database.db, 'helios');
    const heliosOffer = await otherCustomerOffer(app.database.db, helios, 0);
    const response = await call('GET', `/offers/${heliosOffer.offerId}/versions`, janBearer);
    expect(response.statusCode).toBe(404);
    const heliosBearer = await bearer('helios', heliosOffer.customerId);
    const crossed = await app.server.inject({
      url: `/api/offers/${jan.offerId}/versions`,
      headers: { 'x-subdomain': 'helios', authorization: heliosBearer },
    });
    expect(crossed.statusCode).toBe(404);
  });

  it('refuses a request without a token with 401', async () => {
    const response = await app.server.inject({
      url: `/api/offers/${jan.offerId}/versions`,
      headers: { 'x-subdomain': 'demo' },
    });
    expect(response.statusCode).toBe(401);
  });
});
