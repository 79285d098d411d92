// `npm run tenant create` (decision 056): a created tenant has a working realm (discovery, login
// page, a customer signs in), its configuration, integration client and webhook secret, and its
// logo served; bad input is named, exits 1 and writes nothing.

import { readFileSync } from 'node:fs';
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { setConfirmedPassword } from '../src/platform/identity/credential-repository.ts';
import { hashPassword } from '../src/platform/identity/password-hash.ts';
import { INTEGRATION_AUDIENCE } from '../src/platform/tenancy/realm-settings.ts';
import { testDialects } from './databases.ts';
import { requestWithSecret } from './integration-token-client.ts';
import { issuerOf, RealmClient } from './oidc-client.ts';
import { svgLogo, tableCounts, useTenantCommand } from './tenant-command-harness.ts';

// Each command is a child process that loads the server's modules: seconds each on a busy machine.
describe.each(testDialects())('npm run tenant create on %s', { timeout: 600_000 }, (dialect) => {
  const { app, tenantCommand, listed, acmeOptions, file, get } = useTenantCommand(dialect);
  /** A --texts file that is not there. */
  const missingFile = '/nonexistent/tenant-command/missing.json';

  it('creates a tenant whose realm, configuration and logo work, and a customer of it signs in', async () => {
    const created = tenantCommand('create', 'acme', ...acmeOptions());
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain("tenant 'acme' created");
    expect(created.stdout).toContain(`realm ${issuerOf('acme')}: signing keys`);
    // The back office's client and webhook secrets, shown this once; the client gets a token.
    expect(created.stdout).toContain('webhooks go to https://erp.acme.example.be/webhooks');
    expect(created.stdout).toMatch(/webhook signing secret \(shown this once\): whsec_\S+/);
    const clientId = /integration client (integration-[0-9a-f]+) /.exec(created.stdout)?.[1] ?? '';
    const secret = /integration client secret \(shown this once\): (\S+)/.exec(created.stdout)?.[1];
    const token = await requestWithSecret(app().server, 'acme', { clientId, secret: secret ?? '' });
    expect(token.statusCode, token.body).toBe(200);
    expect(decodeJwt(token.json().access_token)).toMatchObject({
      client_id: clientId,
      aud: INTEGRATION_AUDIENCE,
      scope: INTEGRATION_SCOPES.join(' '),
    });

    const discovery = await get('acme', '/auth/realms/acme/.well-known/openid-configuration');
    expect(discovery.statusCode).toBe(200);
    expect(discovery.json().issuer).toBe(issuerOf('acme'));
    const jwks = await get('acme', '/auth/realms/acme/protocol/openid-connect/certs');
    expect(
      jwks
        .json()
        .keys.map((key: { alg: string }) => key.alg)
        .sort(),
    ).toEqual(['ES256', 'RS256']);

    const config = (await get('acme', '/api/portal/config')).json().data;
    expect(config).toMatchObject({
      features: ['support', 'survey'],
      colors: { primary: '#123456', secondary: '#abcdef' },
      texts: { fr: { welcomeTitle: 'Bienvenue chez Acme' }, nl: {}, en: {} },
      config: { companyName: 'Acme Solar srl' },
    });
    expect(config.logo.url).toMatch(/^\/tenants\/acme\/logo-[0-9a-f]{16}\.svg$/);
    const logo = await get('acme', config.logo.url);
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/svg+xml');
    expect(logo.headers['cache-control']).toContain('immutable');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    expect(logo.body).toBe(readFileSync(svgLogo, 'utf8'));
    // The installed app's icons are drawn from it too (their version is the logo's hash).
    const version = /logo-([0-9a-f]{16})\.svg$/.exec(config.logo.url)?.[1];
    const manifest = await get('acme', '/manifest.webmanifest');
    expect(manifest.json().icons[0].src).toContain(`v=${version}`);

    const { db } = app().database;
    const tenant = await db
      .selectFrom('tenants')
      .select(['id', 'support_email', 'default_language'])
      .where('subdomain', '=', 'acme')
      .executeTakeFirstOrThrow();
    expect(tenant).toMatchObject({
      support_email: 'support@acme.example.be',
      default_language: 'fr',
    });

    // A customer added to the tenant signs in at its realm: the login page is the tenant's.
    const customer = await db
      .insertInto('customers')
      .values({
        tenant_id: tenant.id,
        email: 'anne@example.be',
        first_name: 'Anne',
        name: 'Dupont',
        language_code: 'fr',
        country_code: 'BE',
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await setConfirmedPassword(
      db,
      { tenantId: tenant.id, customerId: customer.id },
      await hashPassword('Zonnig-Dak-2026'),
      new Date(),
    );
    const client = new RealmClient(app().server, 'acme');
    const page = await client.authorize();
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Acme Solar');
    // In the tenant's default language, offering only its languages.
    expect(page.body).toContain('<html lang="fr"');
    expect(page.body).toContain('hreflang="nl"');
    expect(page.body).not.toContain('hreflang="en"');
    const code = await client.loginForCode({
      email: 'anne@example.be',
      password: 'Zonnig-Dak-2026',
    });
    const tokens = await client.exchangeCode(code);
    expect(tokens.statusCode, tokens.body).toBe(200);
    expect(decodeJwt(tokens.json().access_token)).toMatchObject({
      iss: issuerOf('acme'),
      sub: String(customer.id),
    });
    const authorization = `Bearer ${tokens.json().access_token}`;
    const me = await get('acme', '/api/customers/me', { authorization });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.email).toBe('anne@example.be');
    // The tenant has the standard status lists.
    const statuses = await get('acme', '/api/offers/statuses?subDomain=acme', { authorization });
    expect(statuses.statusCode, statuses.body).toBe(200);
    expect(statuses.json().data.length).toBeGreaterThan(0);
  });

  it('names every bad option, exits 1 and writes nothing', async () => {
    const { db } = app().database;
    const demoBefore = listed().find((tenant) => tenant.subdomain === 'demo');
    const before = await tableCounts(db);
    const bad = tenantCommand(
      'create',
      'Bad_Name',
      '--name',
      '',
      '--primary-color',
      'green',
      '--secondary-color',
      '#abcdef',
      '--logo',
      svgLogo,
      '--languages',
      'nl,de',
      '--webhook-url',
      'http://erp.example.be/hooks',
      '--features',
      'support,teleport',
    );
    expect(bad.status).toBe(1);
    for (const message of [
      '<subdomain>: letters, digits and inner hyphens only',
      '--name: may not be empty',
      '--primary-color: a colour like #1a2b3c',
      "--languages: 'de' is not a language",
      "--features: 'teleport' is not a feature",
      '--webhook-url: must be https (http only for localhost)',
      'nothing was written',
    ]) {
      expect(bad.stderr).toContain(message);
    }

    const refusals: [string[], string][] = [
      // The support feature needs an address to mail tickets to.
      [['create', 'nomail', ...acmeOptions().slice(0, -4)], '--support-email: is required'],
      [['create', 'demo', ...acmeOptions()], "<subdomain>: a tenant 'demo' exists already"],
      [
        [
          'create',
          'scripted',
          ...acmeOptions().slice(0, 10),
          '--logo',
          file(
            'scripted.svg',
            '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
          ),
        ],
        '--logo: The SVG image may not',
      ],
      [
        ['update', 'demo', '--languages', 'en'],
        `--default-language: ${demoBefore?.defaultLanguage} is not one of the languages (en)`,
      ],
      [['update', 'demo', '--texts', missingFile], '--texts: cannot read'],
      [['update', 'nosuch', '--name', 'X'], "<subdomain>: no tenant 'nosuch'"],
    ];
    for (const [args, message] of refusals) {
      const refused = tenantCommand(...args);
      expect(refused.status, args.join(' ')).toBe(1);
      expect(refused.stderr).toContain(message);
      expect(refused.stderr).toContain('nothing was written');
    }
    expect(tenantCommand('update', 'demo').status).toBe(2);
    expect(tenantCommand('create', 'x', '--colour', 'red').stderr).toContain("'--colour'");
    expect(await tableCounts(db)).toEqual(before);
    expect(listed().find((tenant) => tenant.subdomain === 'demo')).toEqual(demoBefore);
  });
});
