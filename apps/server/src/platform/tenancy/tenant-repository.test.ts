// Tenants by subdomain with their parsed portal configuration and realm.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, testDialects } from '../../../test/databases.ts';
import { createDemoDatabase } from '../../../test/demo-database.ts';
import { findTenantBySubdomain } from './tenant-repository.ts';

describe.each(testDialects())('tenant repository on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createDemoDatabase(dialect);
  });
  afterAll(() => database.drop());

  it('finds a tenant with its configuration, tag-manager id and realm', async () => {
    await database.handle.db
      .updateTable('tenants')
      .set({ tag_manager_id: 'GTM-TEST01' })
      .where('subdomain', '=', 'demo')
      .execute();
    const demo = await findTenantBySubdomain(database.handle.db, 'demo');
    expect(demo).toMatchObject({
      subdomain: 'demo',
      name: 'Zonnewende Energie',
      defaultLanguage: 'nl',
      languages: ['nl', 'fr', 'en'],
      tagManagerId: 'GTM-TEST01',
      realm: { name: 'demo', clientId: 'customer-portal', externalIssuer: null },
    });
    expect(demo?.portalConfig.colors.primary).toBe('#8bc34a');
    expect(demo?.portalConfig.logo.url).toBe('/tenants/demo/logo.svg');
  });

  it('gives each tenant its own configuration', async () => {
    const helios = await findTenantBySubdomain(database.handle.db, 'helios');
    expect(helios).toMatchObject({
      name: 'Helios Solaire',
      defaultLanguage: 'fr',
      tagManagerId: null,
    });
    expect(helios?.portalConfig.features).toEqual(['support']);
    expect(Object.keys(helios?.portalConfig.texts ?? {}).sort()).toEqual(['en', 'fr', 'nl']);
  });

  it('matches the subdomain case-insensitively and answers undefined for an unknown one', async () => {
    expect((await findTenantBySubdomain(database.handle.db, ' Helios '))?.subdomain).toBe('helios');
    expect(await findTenantBySubdomain(database.handle.db, 'nosuchtenant')).toBeUndefined();
  });

  it('does not find a disabled tenant (decision 056)', async () => {
    const { db } = database.handle;
    const disable = (at: string | null) =>
      db
        .updateTable('tenants')
        .set({ disabled_at: at })
        .where('subdomain', '=', 'helios')
        .execute();
    await disable(new Date().toISOString());
    expect(await findTenantBySubdomain(db, 'helios')).toBeUndefined();
    await disable(null);
    expect((await findTenantBySubdomain(db, 'helios'))?.name).toBe('Helios Solaire');
  });

  it('fails loudly on a stored configuration that breaks the contract', async () => {
    const { db } = database.handle;
    const now = new Date().toISOString();
    await db
      .insertInto('tenants')
      .values({
        subdomain: 'broken',
        name: 'Broken',
        default_language: 'nl',
        portal_config: JSON.stringify({ features: ['teleportation'] }),
        realm_name: 'broken',
        realm_client_id: 'portal',
        created_at: now,
        updated_at: now,
      })
      .execute();
    await expect(findTenantBySubdomain(db, 'broken')).rejects.toThrow();
  });
});
