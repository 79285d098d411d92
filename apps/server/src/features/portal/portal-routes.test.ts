// GET portal/realm, portal/config and portal/tag-id for both demo tenants, and the languages of
// a tenant made with a subset of them (decision 056).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { publicPortalConfigSchema } from '@portal/contract/portal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.ts';
import { buildTestApp, type TestApp, testNow } from '../../../test/test-app.ts';
import { createTenant } from '../tenants/tenant-onboarding.ts';
import { createOptionsSchema } from '../tenants/tenant-options.ts';

const logo = readFileSync(
  join(import.meta.dirname, '../../../../web/public/tenants/helios/logo.svg'),
);

describe.each(testDialects())('portal endpoints on %s', (dialect) => {
  let app: TestApp;
  beforeAll(async () => {
    app = await buildTestApp(dialect);
    // Neither demo tenant has a tag-manager container (decision 077); give helios one.
    await app.database.db
      .updateTable('tenants')
      .set({ tag_manager_id: 'GTM-TEST01' })
      .where('subdomain', '=', 'helios')
      .execute();
    // A tenant with two of the three languages, listed default last: the answer keeps its order.
    await createTenant(
      { db: app.database.db, clock: () => testNow, steps: [] },
      createOptionsSchema.parse({
        subdomain: 'duo',
        name: 'Duo Solar',
        languages: 'fr,nl',
        defaultLanguage: 'nl',
        primaryColor: '#102030',
        secondaryColor: '#405060',
        logo,
      }),
    );
  });
  afterAll(() => app.close());

  const get = (url: string, tenant: string) =>
    app.server.inject({
      url,
      headers: { 'x-subdomain': tenant, host: `${tenant}.localhost:3000` },
    });

  it.each(['demo', 'helios'])('serves the realm of %s on this origin', async (tenant) => {
    const response = await get('/api/portal/realm', tenant);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      'auth-server-url': `http://${tenant}.localhost:3000/auth`,
      realm: tenant,
      resource: expect.any(String),
    });
  });

  it('serves each tenant its own configuration', async () => {
    const demo = publicPortalConfigSchema.parse(
      (await get('/api/portal/config', 'demo')).json().data,
    );
    const helios = publicPortalConfigSchema.parse(
      (await get('/api/portal/config', 'helios')).json().data,
    );
    expect([...demo.features].sort()).toEqual(['loyalty', 'monitoring', 'support', 'survey']);
    expect(helios.features).toEqual(['support']);
    expect(demo.colors.primary).not.toBe(helios.colors.primary);
    expect(demo.logo.url).toBe('/tenants/demo/logo.svg');
    expect(helios.logo.url).toBe('/tenants/helios/logo.svg');
    expect(demo.config.defaultLanguage).toBe('nl');
    expect(helios.config.defaultLanguage).toBe('fr');
    expect(demo.languages).toEqual(['nl', 'fr', 'en']);
    expect(helios.languages).toEqual(['nl', 'fr', 'en']);
    for (const config of [demo, helios]) {
      expect(Object.keys(config.texts).sort()).toEqual(['en', 'fr', 'nl']);
      expect(config.kWhToKgCo2eByCountry.BE).toBeGreaterThan(0);
    }
  });

  it('serves a tenant its own languages, in its order, with its default among them', async () => {
    const response = await get('/api/portal/config', 'duo');
    expect(response.statusCode).toBe(200);
    const duo = publicPortalConfigSchema.parse(response.json().data);
    expect(duo.languages).toEqual(['fr', 'nl']);
    expect(duo.config.defaultLanguage).toBe('nl');
  });

  it('serves the tag-manager id of the tenant named by subDomain', async () => {
    const helios = await get('/api/portal/tag-id?subDomain=helios', 'helios');
    expect(helios.json()).toEqual({
      data: { tagId: 'GTM-TEST01', scriptOrigin: 'https://www.googletagmanager.com' },
      errors: [],
    });
    const demo = await get('/api/portal/tag-id?subDomain=demo', 'demo');
    expect(demo.json()).toEqual({ data: { tagId: null, scriptOrigin: null }, errors: [] });
  });

  it('requires subDomain on tag-id and names the field', async () => {
    const response = await get('/api/portal/tag-id', 'demo');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VALIDATION',
      field: 'query.subDomain',
    });
  });

  it('refuses a subDomain that names another tenant than the header', async () => {
    const response = await get('/api/portal/tag-id?subDomain=helios', 'demo');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0]).toMatchObject({
      code: 'VALIDATION',
      field: 'query.subDomain',
    });
  });
});
