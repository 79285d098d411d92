// `npm run tenant disable` and `enable` (decision 056): a disabled tenant's portal, API and realm
// answer as for an unknown tenant, its signed-in customers' tokens open nothing, and nothing is
// deleted; enabled again, it answers as before.
import { describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { useTenantCommand } from './tenant-command-harness.ts';

// Each command is a child process that loads the server's modules: seconds each on a busy machine.
describe.each(testDialects())('npm run tenant disable on %s', { timeout: 600_000 }, (dialect) => {
  const { app, passTenantCache, tenantCommand, get, listed, createdTenant, signedInCustomer } =
    useTenantCommand(dialect);

  it('disables a tenant: portal, API and realm answer as for an unknown one, its data stays', async () => {
    const { db } = app().database;
    createdTenant('acme');
    // Anne signs in at the tenant's realm before it is disabled.
    const { authorization } = await signedInCustomer('acme', 'anne@example.be', 'Zonnig-Dak-2026');
    const config = (await get('acme', '/api/portal/config')).json().data;
    const disabled = tenantCommand('disable', 'acme');
    expect(disabled.status, disabled.stderr).toBe(0);
    expect(listed().find((tenant) => tenant.subdomain === 'acme')?.disabled).toBe(true);
    passTenantCache();

    for (const [tenant, url] of [
      ['acme', '/api/portal/config'],
      ['acme', '/auth/realms/acme/.well-known/openid-configuration'],
      ['acme', '/auth/realms/acme/protocol/openid-connect/auth?client_id=customer-portal'],
      ['acme', config.logo.url],
    ] as const) {
      const refused = await get(tenant, url);
      const unknown = await get('nosuchtenant', url.replaceAll('acme', 'nosuchtenant'));
      expect(refused.statusCode, url).toBe(404);
      expect(refused.statusCode).toBe(unknown.statusCode);
      expect(refused.json().errors[0].code).toBe(unknown.json().errors[0].code);
    }
    // Anne's token, valid a minute ago, opens nothing any more.
    const me = await get('acme', '/api/customers/me', { authorization });
    expect(me.statusCode).toBe(404);
    expect(me.json().errors[0].code).toBe('TENANT_NOT_FOUND');
    const customers = await db
      .selectFrom('customers')
      .innerJoin('tenants', 'tenants.id', 'customers.tenant_id')
      .select('customers.email')
      .where('tenants.subdomain', '=', 'acme')
      .execute();
    expect(customers).toEqual([{ email: 'anne@example.be' }]);

    const enabled = tenantCommand('enable', 'acme');
    expect(enabled.status, enabled.stderr).toBe(0);
    passTenantCache();
    expect((await get('acme', '/api/portal/config')).statusCode).toBe(200);
  });
});
