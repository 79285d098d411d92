// Erase my account (decision 098): asked on the account page, confirmed by the mailed link; then
// the customer signs in no more, the installer hears of it by the account.erased event, and no
// API answer, stored file, mail outbox row, database row or log line still carries the customer's
// name, e-mail or address, outside what the law makes the installer keep (invoices and signed
// contracts, which hold no name of their own: the profile they point at is anonymous). Each test
// makes its own customer, with a name and street no other has.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { janPeeters } from '../src/demo/demo-main-customer.ts';
import type { OutgoingMail } from '../src/platform/mail/mailer.ts';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { exportJobOf } from './my-data-job.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp } from './test-app.ts';

describe.each(testDialects())('erase my account on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  const dataDir = mkdtempSync(join(tmpdir(), 'my-data-erasure-'));
  const logLines: string[] = [];
  const sent: OutgoingMail[] = [];
  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      config: { dataDir, logLevel: 'info' },
      logTo: { write: (line) => logLines.push(line) },
      mailer: {
        send: async (mail) => {
          sent.push(mail);
        },
        tenantOrigin: (subdomain) => `http://${subdomain}.localhost:3000`,
      },
      keepDemoFiles: true,
    });
    bearer = await realmBearers(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const exportJob = () => exportJobOf(app);

  /** A customer living Jan's whole story under a name, e-mail and street no one else has. */
  const uniqueCustomer = async () => {
    const tag = randomBytes(4).toString('hex');
    const customer = await freshCustomer(app.database.db, {
      like: {
        ...janPeeters,
        firstName: `Wendelien${tag}`,
        name: `Zyxwv${tag}`,
        email: `w.zyxwv.${tag}@example.be`,
        streetAndNumber: `Erasmuslaan ${tag} 7`,
      },
    });
    const personal = [customer.email, `Wendelien${tag}`, `Zyxwv${tag}`, `Erasmuslaan ${tag}`];
    return { ...customer, personal, auth: await bearer('demo', customer.customerId) };
  };
  type Unique = Awaited<ReturnType<typeof uniqueCustomer>>;

  const askErasure = (customer: Unique) =>
    app.server.inject({
      method: 'POST',
      url: '/api/customers/me/erasure',
      headers: { 'x-subdomain': 'demo', authorization: customer.auth },
      payload: {},
    });
  const confirm = (token: string, subdomain = 'demo') =>
    app.server.inject({
      method: 'POST',
      url: '/api/account-erasures/confirm',
      headers: { 'x-subdomain': subdomain },
      payload: { token },
    });
  const confirmationToken = (email: string) => {
    const mail = sent.findLast((m) => m.purpose === 'erasure-confirm' && m.to === email);
    return new URL(mail?.link ?? 'http://x/').searchParams.get('token') ?? '';
  };
  /** Where in the database a text still is: table names, each row as JSON. */
  const databaseHits = async (texts: readonly string[]) => {
    const tables = (await app.database.db.introspection.getTables())
      .map((table) => table.name)
      .filter((name) => !name.startsWith('kysely_'));
    const hits: string[] = [];
    for (const table of tables) {
      const rows = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
        app.database.db,
      );
      for (const row of rows.rows) {
        const json = JSON.stringify(row).toLowerCase();
        const found = texts.filter((text) => json.includes(text.toLowerCase()));
        if (found.length > 0) hits.push(`${table}: ${found.join(', ')}`);
      }
    }
    return hits;
  };
  const fileHits = (texts: readonly string[]) => {
    const hits: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder, { withFileTypes: true })) {
        const path = join(folder, entry.name);
        if (entry.isDirectory()) walk(path);
        else {
          const bytes = readFileSync(path).toString('latin1').toLowerCase();
          if (texts.some((text) => bytes.includes(text.toLowerCase()))) hits.push(path);
        }
      }
    };
    walk(dataDir);
    return hits;
  };

  it('erases on confirmation: nothing personal is left, what is kept is listed with why', async () => {
    const customer = await uniqueCustomer();
    // An archive of the data first, so that erasure must also take its file away.
    await app.server.inject({
      method: 'POST',
      url: '/api/customers/me/data-export',
      headers: { 'x-subdomain': 'demo', authorization: customer.auth },
      payload: {},
    });
    await exportJob().prepareQueued();
    const stored = await app.database.db
      .selectFrom('stored_documents')
      .select('storage_key')
      .where('customer_id', '=', customer.customerId)
      .where('owner_type', 'not in', [
        'offer_version',
        'upsell_offer',
        'order',
        'invoice',
        'delivery',
        'inspection',
      ])
      .execute();
    const archive = await app.database.db
      .selectFrom('data_exports')
      .select('storage_key')
      .where('customer_id', '=', customer.customerId)
      .executeTakeFirstOrThrow();
    const erasable = [...stored.map((row) => row.storage_key), archive.storage_key ?? ''];
    for (const key of erasable) expect(existsSync(join(dataDir, 'files', key))).toBe(true);
    expect(await databaseHits(customer.personal)).not.toEqual([]);

    const asked = await askErasure(customer);
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ email: customer.email });
    const token = confirmationToken(customer.email);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing happens until the link is used.
    expect(
      (
        await app.server.inject({
          url: '/api/customers/me',
          headers: { 'x-subdomain': 'demo', authorization: customer.auth },
        })
      ).statusCode,
    ).toBe(200);
    // The link works on its own tenant only.
    expect((await confirm(token, 'helios')).statusCode).toBe(404);

    const done = await confirm(token);
    expect(done.statusCode).toBe(200);
    const kept = done.json().data.kept as { kind: string; keptUntil: string }[];
    expect(kept.some((record) => record.kind === 'invoice')).toBe(true);
    expect(kept.some((record) => record.kind === 'signed-offer')).toBe(true);
    for (const record of kept.filter((r) => r.kind === 'invoice')) {
      expect(record.keptUntil).toMatch(/^20(3[2-9])-12-31$/);
    }
    const again = await confirm(token);
    expect(again.statusCode).toBe(410);
    expect(again.json().errors[0].code).toBe('LINK_USED');

    // The customer signs in no more: every call of the API is refused, never answered.
    for (const url of [
      '/api/customers/me',
      '/api/installations/',
      '/api/notifications',
      '/api/auth/me',
    ]) {
      const answer = await app.server.inject({
        url,
        headers: { 'x-subdomain': 'demo', authorization: customer.auth },
      });
      expect(answer.statusCode).toBe(401);
      expect(customer.personal.some((text) => answer.body.includes(text))).toBe(false);
    }
    const login = await app.database.db
      .selectFrom('customer_credentials')
      .select('customer_id')
      .where('customer_id', '=', customer.customerId)
      .execute();
    expect(login).toEqual([]);

    // The confirmation went to the customer, listing what is kept and why.
    const erasedMail = sent.findLast((m) => m.purpose === 'account-erased');
    expect(erasedMail?.to).toBe(customer.email);
    expect(erasedMail?.text).toContain('Factuur');
    expect(erasedMail?.text).toContain('art. III.88');

    // The installer hears of it, by ids only.
    const events = await app.database.db
      .selectFrom('integration_events')
      .select(['payload'])
      .where('event_type', '=', 'account.erased')
      .where('entity_id', '=', customer.customerId)
      .execute();
    expect(events).toHaveLength(1);
    expect(JSON.parse(events[0]?.payload ?? '{}')).toMatchObject({
      customerId: customer.customerId,
    });

    // Nowhere is the customer's name, e-mail or address left.
    expect(await databaseHits(customer.personal)).toEqual([]);
    expect(fileHits(customer.personal)).toEqual([]);
    // The archive and the ticket photos are gone from the store, compressed bytes and all.
    for (const key of erasable) expect(existsSync(join(dataDir, 'files', key))).toBe(false);
    const lines = logLines.filter((line) =>
      customer.personal.some((text) => line.toLowerCase().includes(text.toLowerCase())),
    );
    expect(lines).toEqual([]);
    const outbox = await app.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', customer.email)
      .execute();
    expect(outbox).toEqual([]);
  });

  it('refuses an expired, unknown or malformed link, changing nothing', async () => {
    const customer = await uniqueCustomer();
    await askErasure(customer);
    const token = confirmationToken(customer.email);
    await app.database.db
      .updateTable('account_erasures')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('customer_id', '=', customer.customerId)
      .execute();
    const expired = await confirm(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().errors[0].code).toBe('LINK_EXPIRED');
    expect((await confirm('B'.repeat(43))).statusCode).toBe(404);
    const malformed = await confirm('short');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].code).toBe('VALIDATION');
    const profile = await app.server.inject({
      url: '/api/customers/me',
      headers: { 'x-subdomain': 'demo', authorization: customer.auth },
    });
    expect(profile.json().data.email).toBe(customer.email);
  });

  it('mails at most three erasure links an hour to one account', async () => {
    const customer = await uniqueCustomer();
    for (let asked = 1; asked <= 3; asked += 1) {
      expect((await askErasure(customer)).statusCode).toBe(200);
    }
    const fourth = await askErasure(customer);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().errors[0].code).toBe('RATE_LIMITED');
    expect(sent.filter((mail) => mail.to === customer.email)).toHaveLength(3);
  });

  it('asks for a bearer token to request an erasure', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/customers/me/erasure',
      headers: { 'x-subdomain': 'demo' },
      payload: {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ data: null, errors: [{ code: 'UNAUTHENTICATED' }] });
  });
});
