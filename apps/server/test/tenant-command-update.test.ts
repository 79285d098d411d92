// `npm run tenant` on existing tenants (decision 056): list, update one option without touching
// the others, one more integration client, an external issuer only once it answers as one (and
// back, the webhook taken away), and an SVG logo drawn on the tenant's PDFs. Each test changes a
// tenant it made, or a setting of the demo tenant no other test here reads.
import { PDFDocument, PDFName, type PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPasswords } from '../src/demo/demo-accounts.ts';
import { testDialects } from './databases.ts';
import { customerScope } from './demo-database.ts';
import { ordersOf, pick } from './document-fixtures.ts';
import { requestWithSecret } from './integration-token-client.ts';
import { embeddedImages } from './offer-signing-helpers.ts';
import { issuerOf, RealmClient } from './oidc-client.ts';
import { expectPdfAttachment, pdfTextOf } from './pdf-content.ts';
import { SecondOidcProvider } from './second-oidc-provider.ts';
import { svgLogo, useTenantCommand } from './tenant-command-harness.ts';

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
describe.each(testDialects())('npm run tenant update on %s', { timeout: 600_000 }, (dialect) => {
  const {
    app,
    passTenantCache,
    tenantCommand,
    tenantCommandAsync,
    file,
    get,
    listed,
    createdTenant,
  } = useTenantCommand(dialect);

  it('lists the tenants and updates one option without touching the others', async () => {
    createdTenant('acme');
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
    passTenantCache();
    const config = (await get('acme', '/api/portal/config')).json().data;
    expect(config.logo.url).toBe(acme?.logoUrl);
    expect(config.colors.primary).toBe('#123456');
    const logo = await get('acme', config.logo.url);
    expect(logo.headers['content-type']).toBe('image/png');
    // The replaced logo's address is gone.
    expect((await get('acme', first?.logoUrl ?? '')).statusCode).toBe(404);
  });

  it('gives an existing tenant one more integration client, its secret printed once and rotated by command', async () => {
    const issued = tenantCommand('client', 'demo');
    expect(issued.status, issued.stderr).toBe(0);
    const clientId = /integration client (integration-[0-9a-f]+) /.exec(issued.stdout)?.[1] ?? '';
    const secret = /integration client secret \(shown this once\): (\S+)/.exec(issued.stdout)?.[1];
    const token = await requestWithSecret(app().server, 'demo', { clientId, secret: secret ?? '' });
    expect(token.statusCode, token.body).toBe(200);
    const unknown = tenantCommand('client', 'nosuch');
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toContain("<subdomain>: no tenant 'nosuch'");

    // Rotated by command: the new secret printed once, the old one refused at once.
    const rotated = tenantCommand('rotate-secret', 'demo', clientId);
    expect(rotated.status, rotated.stderr).toBe(0);
    const fresh = /integration client secret \(shown this once\): (\S+)/.exec(rotated.stdout)?.[1];
    expect(fresh).toBeDefined();
    expect(fresh).not.toBe(secret);
    const old = await requestWithSecret(app().server, 'demo', { clientId, secret: secret ?? '' });
    expect(old.statusCode).toBe(401);
    const renewed = await requestWithSecret(app().server, 'demo', {
      clientId,
      secret: fresh ?? '',
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(tenantCommand('rotate-secret', 'demo').status).not.toBe(0);
    expect(tenantCommand('rotate-secret', 'demo', 'integration-unknown').status).not.toBe(0);
  });

  it('points a tenant at an external issuer once the issuer itself answers as one', async () => {
    const tenant = 'acme-issuer';
    createdTenant(tenant);
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
        tenant,
        '--external-issuer',
        down,
        '--external-client-id',
        'x',
      );
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('--external-issuer: its discovery document');
      const alone = await tenantCommandAsync('update', tenant, '--external-issuer', issuer);
      expect(alone.status).toBe(1);
      expect(alone.stderr).toContain('--external-client-id: is required with the other');
      const plain = await tenantCommandAsync(
        'update',
        tenant,
        '--external-issuer',
        'http://keycloak.example.be/realms/acme',
        '--external-client-id',
        'portal-spa',
      );
      expect(plain.stderr).toContain('--external-issuer: the issuer must be served over https');
      const realmBefore = await get(tenant, '/api/portal/realm');

      const pointed = await tenantCommandAsync(
        'update',
        tenant,
        '--external-issuer',
        issuer,
        '--external-client-id',
        'portal-spa',
      );
      expect(pointed.status, pointed.stderr).toBe(0);
      expect(pointed.stdout).toContain(`customers sign in at ${issuer} (client portal-spa)`);
      const stored = await app()
        .database.db.selectFrom('tenants')
        .select(['external_issuer', 'external_client_id'])
        .where('subdomain', '=', tenant)
        .executeTakeFirstOrThrow();
      expect(stored).toEqual({ external_issuer: issuer, external_client_id: 'portal-spa' });
      passTenantCache();
      const realmAfter = await get(tenant, '/api/portal/realm');
      expect(realmAfter.json().data).not.toEqual(realmBefore.json().data);
      expect(JSON.stringify(realmAfter.json().data)).toContain(keycloak.origin);

      // Back at the portal's own realm, and the webhook taken away, by the command.
      const back = tenantCommand('update', tenant, '--embedded-issuer', '--clear-webhook-url');
      expect(back.status, back.stderr).toBe(0);
      expect(back.stdout).toContain(`customers sign in at the embedded realm ${issuerOf(tenant)}`);
      expect(back.stdout).toContain('no webhook: events are for the cursor only');
      expect(
        await app()
          .database.db.selectFrom('tenants')
          .select(['external_issuer', 'external_client_id', 'webhook_url', 'webhook_secret'])
          .where('subdomain', '=', tenant)
          .executeTakeFirstOrThrow(),
      ).toEqual({
        external_issuer: null,
        external_client_id: null,
        webhook_url: null,
        webhook_secret: null,
      });
      passTenantCache();
      expect((await get(tenant, '/api/portal/realm')).json().data).toEqual(realmBefore.json().data);
    } finally {
      await app()
        .database.db.updateTable('tenants')
        .set({ external_issuer: null, external_client_id: null })
        .where('subdomain', '=', tenant)
        .execute();
      passTenantCache();
      await keycloak.close();
    }
  });

  it('draws an SVG logo set by the command on the tenant PDFs, rasterised once', async () => {
    const { db } = app().database;
    const jan = await customerScope(db, 'demo', 'jan.peeters@example.be');
    const order = pick(await ordersOf(db, jan), 'Jan has an order');
    const client = new RealmClient(app().server, 'demo');
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

    passTenantCache();
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
});
