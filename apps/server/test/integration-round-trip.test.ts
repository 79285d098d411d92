// The integration round trip, end to end over real HTTP on both databases:
// `npm run tenant -- create` makes a tenant with its integration client and webhook address; the
// reference back office (examples/backoffice-sync) syncs a customer and an offer from its CSV files
// through the integration API; the customer registers through the invitation, signs the offer in
// the portal; and the back office's webhook receiver hears account.confirmed and offer.signed,
// signed by the tenant's secret, naming its own ids, with a link to the signed PDF that its token
// can fetch. The events cursor tells the same story.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from '../../../examples/backoffice-sync/csv.ts';
import { portalClient } from '../../../examples/backoffice-sync/portal-client.ts';
import { syncCustomersAndOffers } from '../../../examples/backoffice-sync/sync-csv.ts';
import {
  type ReceivedEvent,
  startWebhookReceiver,
} from '../../../examples/backoffice-sync/webhook-receiver.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { outputOf } from './child-output.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import { requestWithSecret } from './integration-token-client.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { RealmClient } from './oidc-client.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

const examples = join(import.meta.dirname, '../../../examples/backoffice-sync/csv');
const script = join(import.meta.dirname, '../../../scripts/tenant.ts');
const logo = join(import.meta.dirname, '../../web/public/tenants/demo/logo.svg');

/** A port nobody listens on now, for the receiver the tenant's webhook address must name before
 * the command prints the secret the receiver checks with. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

async function until<T>(ms: number, look: () => T | undefined): Promise<T | undefined> {
  const end = Date.now() + ms;
  let found = look();
  while (found === undefined && Date.now() < end) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    found = look();
  }
  return found;
}

describe.each(testDialects())(
  'the integration round trip on %s',
  { timeout: 120_000 },
  (dialect) => {
    const files = mkdtempSync(join(tmpdir(), 'round-trip-'));
    const keyEncryptionKey = Buffer.alloc(32, 7);
    let database: TestDatabase;
    let app: TestApp;
    let portal = '';

    beforeAll(async () => {
      database = await createTestDatabase(dialect);
      app = await buildTestApp(dialect, {
        database,
        seed: (db) => seedDemoData(db, { now: new Date() }),
        // Real time: the realm issues tokens at it, and webhook timestamps are checked against it.
        clock: () => new Date(),
        config: { keyEncryptionKey, dataDir: files },
      });
      await app.server.listen({ port: 0, host: '127.0.0.1' });
      portal = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
    });
    afterAll(async () => {
      await app?.close();
      rmSync(files, { recursive: true, force: true });
    });

    function tenantCommand(...args: string[]) {
      const child = spawn(process.execPath, [script, ...args], {
        env: {
          PATH: process.env.PATH ?? '',
          ...database.env,
          KEY_ENCRYPTION_KEY: keyEncryptionKey.toString('base64'),
          LOG_LEVEL: 'silent',
          // The test's receiver listens on loopback (decision 067).
          WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
        },
      });
      return outputOf(child);
    }

    it('carries a customer, an offer and its signature from the back office to the portal and back', async () => {
      // 1. The installer joins: a tenant, its integration client and its webhook address.
      const port = await freePort();
      writeFileSync(join(files, 'config.json'), JSON.stringify({ companyName: 'Acme Solar srl' }));
      const created = await tenantCommand(
        'create',
        'acme',
        '--name',
        'Acme Solar',
        '--primary-color',
        '#123456',
        '--secondary-color',
        '#abcdef',
        '--logo',
        logo,
        '--config',
        join(files, 'config.json'),
        '--webhook-url',
        `http://127.0.0.1:${port}/portal-webhooks`,
      );
      expect(created.status, created.stderr).toBe(0);
      const printed = (pattern: RegExp) => pattern.exec(created.stdout)?.[1] ?? '';
      const clientId = printed(/integration client (integration-[0-9a-f]+) /);
      const clientSecret = printed(/integration client secret \(shown this once\): (\S+)/);
      const webhookSecret = printed(/webhook signing secret \(shown this once\): (whsec_\S+)/);
      expect([clientId, clientSecret, webhookSecret].every(Boolean)).toBe(true);

      const heard: ReceivedEvent[] = [];
      const receiver = await startWebhookReceiver({
        port,
        secret: webhookSecret,
        onEvent: (event) => heard.push(event),
      });
      try {
        // 2. The back office syncs its CSV exports: one customer of theirs and one offer (the
        // files hold two of each; the second customer is invited too).
        const api = portalClient({ portal, tenant: 'acme', clientId, clientSecret });
        const csv = async (name: string) => parseCsv(await readFile(join(examples, name), 'utf8'));
        const customers = await csv('customers.csv');
        const offerLines = await csv('offer-lines.csv');
        const report = await syncCustomersAndOffers(api, customers, offerLines);
        expect(report).toEqual({ customers: 2, offers: 2, failed: [] });
        // Idempotent: a second run changes nothing and fails nothing.
        expect(await syncCustomersAndOffers(api, customers, offerLines)).toEqual(report);

        // 3. An registers through the invitation the sync sent her, in her language.
        const { db } = app.database;
        const mail = await db
          .selectFrom('mail_outbox')
          .select(['link', 'subject'])
          .where('recipient', '=', 'an.claes@example.be')
          .execute();
        expect(mail).toHaveLength(1);
        expect(mail[0]?.subject).toMatch(/^Welkom/);
        const token = new URL(mail[0]?.link ?? '').searchParams.get('token') ?? '';
        const password = 'Zonnepanelen op het dak 2027!';
        const registered = await app.server.inject({
          method: 'POST',
          url: '/api/auth/registration/confirm',
          headers: { 'x-subdomain': 'acme' },
          payload: { token, password },
        });
        expect(registered.statusCode, registered.body).toBe(200);

        // 4. She signs in at the tenant's realm, finds the offer and signs it.
        const tokens = await new RealmClient(app.server, 'acme').signIn({
          email: 'an.claes@example.be',
          password,
        });
        const asAn = { 'x-subdomain': 'acme', authorization: `Bearer ${tokens.access_token}` };
        const offer = await db
          .selectFrom('offers')
          .select(['id', 'offer_type_id'])
          .where('external_id', '=', 'ERP-O-5001')
          .executeTakeFirstOrThrow();
        const version = await app.server.inject({
          url: `/api/offers/${offer.id}/versions/1`,
          headers: asAn,
        });
        expect(version.statusCode, version.body).toBe(200);
        const form = signForm({ version: '1' }, { bytes: PNG_SIGNATURE, type: 'image/png' });
        const signed = await app.server.inject({
          method: 'POST',
          url: `/api/offers/${offer.id}/sign`,
          headers: { ...asAn, 'content-type': form.contentType },
          payload: form.payload,
        });
        expect(signed.statusCode, signed.body).toBe(200);

        // 5. The back office hears it, signed with its secret, about its own offer id.
        const offerSigned = await until(10_000, () =>
          heard.find((event) => event.type === 'offer.signed'),
        );
        expect(offerSigned).toMatchObject({
          entity: { kind: 'offer', id: offer.id, externalId: 'ERP-O-5001' },
          data: { offerId: offer.id, versionNumber: 1 },
        });
        const confirmed = heard.find((event) => event.type === 'account.confirmed');
        expect(confirmed).toMatchObject({ data: { email: 'an.claes@example.be' } });
        expect(confirmed?.entity.externalId).toBe('ERP-C-1001');
        expect(Number(confirmed?.id)).toBeLessThan(Number(offerSigned?.id));

        // The link serves the signed PDF to the back office's token, and the offer reads as signed.
        const link = new URL(String(offerSigned?.data.signedPdfUrl));
        const integrationToken = await requestWithSecret(app.server, 'acme', {
          clientId,
          secret: clientSecret,
        });
        const pdf = await fetch(`${portal}${link.pathname}`, {
          headers: {
            'x-subdomain': 'acme',
            authorization: `Bearer ${integrationToken.json().access_token}`,
          },
        });
        expect(pdf.status).toBe(200);
        expect(pdf.headers.get('content-type')).toBe('application/pdf');
        expect(
          Buffer.from(await pdf.arrayBuffer())
            .subarray(0, 5)
            .toString(),
        ).toBe('%PDF-');
        const read = await api.get<{ status: string; versions: { signedAt: string | null }[] }>(
          '/offers/ERP-O-5001',
        );
        expect(read.status).toBe('signed');
        expect(read.versions[0]?.signedAt).not.toBeNull();

        // 6. The cursor tells the same events, in the same order, under the same ids.
        const page = await api.get<{ events: ReceivedEvent[]; next: number }>('/events?after=0');
        expect(page.events.map((event) => [event.id, event.type])).toEqual(
          [...heard].sort((a, b) => a.id - b.id).map((event) => [event.id, event.type]),
        );
      } finally {
        await receiver.close();
      }
    });
  },
);
