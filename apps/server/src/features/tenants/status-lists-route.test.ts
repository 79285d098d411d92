// GET {offers|orders|deliveries|repairs|issues}/statuses for both tenants and every language.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { buildTestApp, type TestApp } from '../../../test/test-app.ts';

const flagged = ['orders', 'deliveries', 'repairs', 'issues'];

describe.each(testDialects())('status lists on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
  });
  afterAll(() => app.close());

  const get = (url: string, tenant = 'demo') =>
    app.server.inject({ url, headers: { 'x-subdomain': tenant } });

  it.each(['demo', 'helios'])(
    'serves offer statuses of %s as id and status only',
    async (tenant) => {
      const response = await get('/api/offers/statuses', tenant);
      expect(response.statusCode).toBe(200);
      const items = response.json().data;
      expect(items.length).toBeGreaterThanOrEqual(5);
      for (const item of items) expect(Object.keys(item).sort()).toEqual(['id', 'status']);
    },
  );

  it.each(flagged.flatMap((kind) => ['demo', 'helios'].map((tenant) => [kind, tenant])))(
    'serves %s statuses of %s with exactly one initial and one final',
    async (kind, tenant) => {
      const items = (
        await get(`/api/${kind}/statuses?lang=fr-BE&subDomain=${tenant}`, tenant)
      ).json().data;
      expect(items.filter((item: { initial: boolean }) => item.initial)).toHaveLength(1);
      expect(items.filter((item: { final: boolean }) => item.final)).toHaveLength(1);
      for (const item of items) {
        expect(item).toEqual({
          id: expect.any(Number),
          status: expect.any(String),
          initial: expect.any(Boolean),
          final: expect.any(Boolean),
        });
        expect(item.status).not.toContain(' ');
      }
    },
  );

  it('defaults to nl-BE and translates per language with the same ids', async () => {
    const byDefault = (await get('/api/issues/statuses')).json().data;
    const dutch = (await get('/api/issues/statuses?lang=nl-BE')).json().data;
    const english = (await get('/api/issues/statuses?lang=en-GB')).json().data;
    expect(byDefault).toEqual(dutch);
    expect(english.map((item: { id: number }) => item.id)).toEqual(
      dutch.map((item: { id: number }) => item.id),
    );
    expect(english.map((item: { status: string }) => item.status)).not.toEqual(
      dutch.map((item: { status: string }) => item.status),
    );
  });

  it('turns spaces in status texts into underscores', async () => {
    const english = (await get('/api/issues/statuses?lang=en-GB')).json().data;
    expect(english.some((item: { status: string }) => item.status.includes('_'))).toBe(true);
  });

  it('needs no bearer token', async () => {
    expect((await get('/api/orders/statuses')).statusCode).toBe(200);
  });

  it('negotiates any language tag: region and script ignored, others in English', async () => {
    const statuses = async (query: string, headers: Record<string, string> = {}) => {
      const response = await app.server.inject({
        url: `/api/deliveries/statuses${query}`,
        headers: { 'x-subdomain': 'demo', ...headers },
      });
      expect(response.statusCode, `${query} ${JSON.stringify(headers)}`).toBe(200);
      return response.json().data;
    };
    const [dutch, french, english] = [
      await statuses('?lang=nl-BE'),
      await statuses('?lang=fr-BE'),
      await statuses('?lang=en-GB'),
    ];
    expect(await statuses('?lang=en')).toEqual(english);
    expect(await statuses('?lang=en-US')).toEqual(english);
    expect(await statuses('?lang=fr-CA')).toEqual(french);
    expect(await statuses('?lang=nl_BE')).toEqual(dutch);
    expect(await statuses('?lang=de-DE')).toEqual(english);
    expect(await statuses('', { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.8' })).toEqual(french);
    expect(await statuses('', { 'accept-language': 'de-DE,de;q=0.9' })).toEqual(dutch);
    expect(await statuses('?lang=en', { 'accept-language': 'fr' })).toEqual(english);
  });

  it('refuses a lang that is not a language tag, with the field named', async () => {
    for (const lang of ['12', 'nl-BE;drop', 'x'.repeat(40)]) {
      const response = await get(`/api/deliveries/statuses?lang=${encodeURIComponent(lang)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ code: 'VALIDATION', field: 'query.lang' });
    }
  });

  it('refuses a subDomain that differs from the header', async () => {
    const response = await get('/api/repairs/statuses?subDomain=helios');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].field).toBe('query.subDomain');
  });
});
