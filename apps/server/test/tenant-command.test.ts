// `npm run tenant` (decision 056) as an operator runs it (scripts/tenant.ts, a child
// process on the server's configuration), against the database a real app serves. A created
// tenant has a working realm (discovery, login page, a customer signs in), its configuration,
// and its logo served; update changes it, and takes an external issuer and a webhook away;
// disable makes it answer like an unknown tenant everywhere without deleting anything; bad input
// is named, exits 1 and writes nothing; an SVG logo set by the command is drawn on the tenant's
// PDFs.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INTEGRATION_SCOPES } from '@portal/contract/integration-scopes';
import { decodeJwt } from 'jose';
import type { Kysely } from 'kysely';
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { setConfirmedPassword } from '../src/platform/identity/credential-repository.ts';
import { hashPassword } from '../src/platform/identity/password-hash.ts';
import { INTEGRATION_AUDIENCE } from '../src/platform/tenancy/realm-settings.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { ordersOf, pick } from './document-fixtures.ts';
import { requestWithSecret } from './integration-token-client.ts';
import { embeddedImages } from './offer-signing-helpers.ts';
import { issuerOf, RealmClient } from './oidc-client.ts';
import { expectPdfAttachment, pdfTextOf } from './pdf-content.ts';
import { SecondOidcProvider } from './second-oidc-provider.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const script = join(import.meta.dirname, '../../../scripts/tenant.ts');
const svgLogo = join(import.meta.dirname, '../../web/public/tenants/demo/logo.svg');

/** Tables the command writes: a refused command must leave every one as it was. */
const writtenTables = [
  'tenants',
  'tenant_logos',
  'status_list_items',
  'ticket_types',
  'ticket_type_labels',
  'realm_signing_keys',
  'push_vapid_keys',
] as const;

async function tableCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of writtenTables) {
    const row = await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    counts[table] = Number(row.count);
  }
  return counts;
}

/** Width and height of every image the PDF embeds. */
function imageSizes(pdf: PDFDocument): { width: number; height: number }[] {
  const sizes: { width: number; height: number }[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
    ) {
      const size = (key: string) => (object.dict.get(PDFName.of(key)) as PDFNumber).asNumber();
      sizes.push({ width: size('Width'), height: size('Height') });
    }
  }
  return sizes;
}

// Each command is a child process that loads the server's modules: seconds each on a busy machine.
describe.each(testDialects())('npm run tenant on %s', { timeout: 600_000 }, (dialect) => {
  const files = mkdtempSync(join(tmpdir(), 'tenant-command-'));
  const keyEncryptionKey = randomBytes(32);
  let database: TestDatabase;
  let app: TestApp;
  // The app's clock runs ahead on demand: its tenant cache lives 30 s.
  let ahead = 0;
  /** Anne's bearer token, from her sign-in at the created tenant's realm. */
  let authorization = '';

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    app = await buildTestApp(dialect, {
      database,
      seed: (db) => seedDemoData(db, { now: new Date() }),
      clock: () => new Date(Date.now() + ahead),
      config: { keyEncryptionKey },
    });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(files, { recursive: true, force: true });
  });

  const commandEnv = () => ({
    PATH: process.env.PATH ?? '',
    ...database.env,
    KEY_ENCRYPTION_KEY: keyEncryptionKey.toString('base64'),
    LOG_LEVEL: 'silent',
  });
  const tenantCommand = (...args: string[]) => {
    const result = spawnSync(process.execPath, [script, ...args], {
      env: commandEnv(),
      encoding: 'utf8',
      timeout: 150_000,
    });
    return { status: result.status, stdout: result.stdout, stderr: result.stderr };
  };
  /** For a command that calls back into this process (the issuer check asks the test's provider):
   * spawnSync would block the event loop that must answer it. */
  const tenantCommandAsync = async (...args: string[]) => {
    const child = spawn(process.execPath, [script, ...args], { env: commandEnv() });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
    });
    const [status] = (await once(child, 'close')) as [number | null];
    return { status, stdout, stderr };
  };
  const file = (name: string, content: string | Buffer) => {
    const path = join(files, name);
    writeFileSync(path, content);
    return path;
  };
  const get = (tenant: string, url: string, headers: Record<string, string> = {}) =>
    app.server.inject({
      url,
      headers: { 'x-subdomain': tenant, host: `${tenant}.localhost:3000`, ...headers },
    });
  const listed = () => {
    const result = tenantCommand('list', '--json');
    expect(result.status, result.stderr).toBe(0);
    return JSON.parse(result.stdout) as {
      subdomain: string;
      name: string;
      languages: string[];
      defaultLanguage: string;
      features: string[];
      logoUrl: string;
      disabled: boolean;
    }[];
  };
  const acmeOptions = () => [
    '--name',
    'Acme Solar',
    '--languages',
    'nl,fr',
    '--default-language',
    'fr',
    '--primary-color',
    '#123456',
    '--secondary-color',
    '#abcdef',
    '--logo',
    svgLogo,
    '--features',
    'support,survey',
    '--texts',
    file('texts.json', JSON.stringify({ fr: { welcomeTitle: 'Bienvenue chez Acme' } })),
    '--config',
    file('config.json', JSON.stringify({ companyName: 'Acme Solar srl', address: 'Rue 1' })),
    '--support-email',
    'Support@Acme.example.be',
    '--webhook-url',
    'https://erp.acme.example.be/webhooks',
  ];

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
    const token = await requestWithSecret(app.server, 'acme', { clientId, secret: secret ?? '' });
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

    const { db } = app.database;
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
    const client = new RealmClient(app.server, 'acme');
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
    authorization = `Bearer ${tokens.json().access_token}`;
    const me = await get('acme', '/api/customers/me', { authorization });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data.email).toBe('anne@example.be');
    // The tenant has the standard status lists.
    const statuses = await get('acme', '/api/offers/statuses?subDomain=acme', { authorization });
    expect(statuses.statusCode, statuses.body).toBe(200);
    expect(statuses.json().data.length).toBeGreaterThan(0);
  });

  it('lists the tenants and updates one option without touching the others', async () => {
    const first = listed().find((tenant) => tenant.subdomain === 'acme');
    expect(first).toMatchObject({
      name: 'Acme Solar',
      languages: ['nl', 'fr'],
      defaultLanguage: 'fr',
      features: ['support', 'survey'],
      disabled: false,
    });
    const table = tenantCommand('list');
    expect(table.stdout).toMatch(/acme\s+Acme Solar\s+fr\*,nl\s+support,survey\s+enabled/);
    expect(table.stdout).toMatch(/demo\s+Zonnewende Energie/);

    const png = await sharp({
      create: { width: 400, height: 100, channels: 3, background: '#123456' },
    })
      .png()
      .toBuffer();
    const updated = tenantCommand(
      'update',
      'acme',
      '--name',
      'Acme Solar Wallonie',
      '--languages',
      'nl,fr,en',
      '--logo',
      file('logo.png', png),
    );
    expect(updated.status, updated.stderr).toBe(0);
    const acme = listed().find((tenant) => tenant.subdomain === 'acme');
    expect(acme).toMatchObject({
      name: 'Acme Solar Wallonie',
      languages: ['nl', 'fr', 'en'],
      defaultLanguage: 'fr',
      features: ['support', 'survey'],
    });
    expect(acme?.logoUrl).toMatch(/^\/tenants\/acme\/logo-[0-9a-f]{16}\.png$/);
    ahead += 31_000;
    const config = (await get('acme', '/api/portal/config')).json().data;
    expect(config.logo.url).toBe(acme?.logoUrl);
    expect(config.colors.primary).toBe('#123456');
    const logo = await get('acme', config.logo.url);
    expect(logo.headers['content-type']).toBe('image/png');
    // The replaced logo's address is gone.
    expect((await get('acme', first?.logoUrl ?? '')).statusCode).toBe(404);
  });

  it('gives an existing tenant one more integration client, its secret printed once', async () => {
    const issued = tenantCommand('client', 'demo');
    expect(issued.status, issued.stderr).toBe(0);
    const clientId = /integration client (integration-[0-9a-f]+) /.exec(issued.stdout)?.[1] ?? '';
    const secret = /integration client secret \(shown this once\): (\S+)/.exec(issued.stdout)?.[1];
    const token = await requestWithSecret(app.server, 'demo', { clientId, secret: secret ?? '' });
    expect(token.statusCode, token.body).toBe(200);
    const unknown = tenantCommand('client', 'nosuch');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("<subdomain>: no tenant 'nosuch'");
  });

  it('points a tenant at an external issuer once the issuer itself answers as one', async () => {
    const keycloak = await SecondOidcProvider.start([
      {
        name: 'acme-sso',
        clientId: 'portal-spa',
        redirectUri: 'http://acme.localhost/login',
        users: [],
      },
    ]);
    try {
      const issuer = keycloak.issuer('acme-sso');
      const down = `${keycloak.origin}/realms/nowhere`;
      const refused = await tenantCommandAsync(
        'update',
        'acme',
        '--external-issuer',
        down,
        '--external-client-id',
        'x',
      );
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('--external-issuer: its discovery document');
      const alone = await tenantCommandAsync('update', 'acme', '--external-issuer', issuer);
      expect(alone.status).toBe(1);
      expect(alone.stderr).toContain('--external-client-id: is required with the other');
      const plain = await tenantCommandAsync(
        'update',
        'acme',
        '--external-issuer',
        'http://keycloak.example.be/realms/acme',
        '--external-client-id',
        'portal-spa',
      );
      expect(plain.stderr).toContain('--external-issuer: the issuer must be served over https');
      const realmBefore = await get('acme', '/api/portal/realm');

      const pointed = await tenantCommandAsync(
        'update',
        'acme',
        '--external-issuer',
        issuer,
        '--external-client-id',
        'portal-spa',
      );
      expect(pointed.status, pointed.stderr).toBe(0);
      expect(pointed.stdout).toContain(`customers sign in at ${issuer} (client portal-spa)`);
      const stored = await app.database.db
        .selectFrom('tenants')
        .select(['external_issuer', 'external_client_id'])
        .where('subdomain', '=', 'acme')
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ external_issuer: issuer, external_client_id: 'portal-spa' });
      ahead += 31_000;
      const realmAfter = await get('acme', '/api/portal/realm');
      expect(realmAfter.json().data).not.toEqual(realmBefore.json().data);
      expect(JSON.stringify(realmAfter.json().data)).toContain(keycloak.origin);

      // Back at the portal's own realm, and the webhook taken away, by the command.
      const back = tenantCommand('update', 'acme', '--embedded-issuer', '--clear-webhook-url');
      expect(back.status, back.stderr).toBe(0);
      expect(back.stdout).toContain(`customers sign in at the embedded realm ${issuerOf('acme')}`);
      expect(back.stdout).toContain('no webhook: events are for the cursor only');
      expect(
        await app.database.db
          .selectFrom('tenants')
          .select(['external_issuer', 'external_client_id', 'webhook_url', 'webhook_secret'])
          .where('subdomain', '=', 'acme')
          .executeTakeFirstOrThrow(),
      ).toEqual({
        external_issuer: null,
        external_client_id: null,
        webhook_url: null,
        webhook_secret: null,
      });
      ahead += 31_000;
      expect((await get('acme', '/api/portal/realm')).json().data).toEqual(realmBefore.json().data);
    } finally {
      await app.database.db
        .updateTable('tenants')
        .set({ external_issuer: null, external_client_id: null })
        .where('subdomain', '=', 'acme')
        .execute();
      ahead += 31_000;
      await keycloak.close();
    }
  });

  it('names every bad option, exits 1 and writes nothing', async () => {
    const { db } = app.database;
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
      [['create', 'acme', ...acmeOptions()], "<subdomain>: a tenant 'acme' exists already"],
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
        ['update', 'acme', '--languages', 'en'],
        '--default-language: fr is not one of the languages (en)',
      ],
      [['update', 'acme', '--texts', join(files, 'missing.json')], '--texts: cannot read'],
      [['update', 'nosuch', '--name', 'X'], "<subdomain>: no tenant 'nosuch'"],
    ];
    for (const [args, message] of refusals) {
      const refused = tenantCommand(...args);
      expect(refused.status, args.join(' ')).toBe(1);
      expect(refused.stderr).toContain(message);
      expect(refused.stderr).toContain('nothing was written');
    }
    expect(tenantCommand('update', 'acme').status).toBe(2);
    expect(tenantCommand('create', 'x', '--colour', 'red').stderr).toContain("'--colour'");
    expect(await tableCounts(db)).toEqual(before);
    expect(listed().find((tenant) => tenant.subdomain === 'acme')?.languages).toEqual([
      'nl',
      'fr',
      'en',
    ]);
  });

  it('draws an SVG logo set by the command on the tenant PDFs, rasterised once', async () => {
    const { db } = app.database;
    const jan = await customerScope(db, 'demo', 'jan.peeters@example.be');
    const order = pick(await ordersOf(db, jan), 'Jan has an order');
    const client = new RealmClient(app.server, 'demo');
    const code = await client.loginForCode({
      email: 'jan.peeters@example.be',
      password: demoPasswords.demo,
    });
    const bearer = `Bearer ${(await client.exchangeCode(code)).json().access_token}`;
    const orderPdf = () =>
      get('demo', `/api/orders/${order.id}/files/${order.offerTypeId}?type=print`, {
        authorization: bearer,
      });

    // The demo's logo is an SVG of the web app: the PDF prints the name instead.
    const before = await orderPdf();
    expectPdfAttachment(before, `Order${order.id}.pdf`);
    expect(embeddedImages(await PDFDocument.load(before.rawPayload))).toBe(0);
    expect((await pdfTextOf(before.rawPayload)).split('\n')).toContain('Zonnewende Energie');

    const updated = tenantCommand('update', 'demo', '--logo', svgLogo);
    expect(updated.status, updated.stderr).toBe(0);
    const stored = await db
      .selectFrom('tenant_logos')
      .innerJoin('tenants', 'tenants.id', 'tenant_logos.tenant_id')
      .select(['content_type', 'raster_width', 'raster_height'])
      .where('tenants.subdomain', '=', 'demo')
      .executeTakeFirstOrThrow();
    expect(stored.content_type).toBe('image/svg+xml');
    // The logo's 214 × 64 view box, drawn within 720 × 160.
    expect(stored.raster_height).toBe(160);
    expect(stored.raster_width).toBe(535);

    ahead += 31_000;
    const after = await orderPdf();
    expectPdfAttachment(after, `Order${order.id}.pdf`);
    const pdf = await PDFDocument.load(after.rawPayload);
    // The stored raster, at its size: the image and its alpha channel (a soft mask).
    expect(embeddedImages(pdf)).toBe(2);
    expect(imageSizes(pdf)).toEqual([
      { width: 535, height: 160 },
      { width: 535, height: 160 },
    ]);
    expect((await pdfTextOf(after.rawPayload)).split('\n')).not.toContain('Zonnewende Energie');
  });

  it('disables a tenant: portal, API and realm answer as for an unknown one, its data stays', async () => {
    const { db } = app.database;
    const config = (await get('acme', '/api/portal/config')).json().data;
    const disabled = tenantCommand('disable', 'acme');
    expect(disabled.status, disabled.stderr).toBe(0);
    expect(listed().find((tenant) => tenant.subdomain === 'acme')?.disabled).toBe(true);
    ahead += 31_000;

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
    ahead += 31_000;
    expect((await get('acme', '/api/portal/config')).statusCode).toBe(200);
  });
});
