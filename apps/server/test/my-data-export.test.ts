// Download my data (decision 097): the customer asks, the job makes the archive with progress, a
// mail brings a link that works on the customer's own portal only and until it expires; the zip
// holds an index in the customer's language and every section's files. Each test makes its own
// customer (factory/fresh-customer.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from './databases.ts';
import { freshCustomer } from './factory/fresh-customer.ts';
import { exportJobOf } from './my-data-job.ts';
import { type BearerFor, realmBearers } from './realm-tokens.ts';
import { buildTestApp, type TestApp, testNow } from './test-app.ts';
import { zipEntries } from './zip-entries.ts';

const DAY_MS = 24 * 3_600_000;

describe.each(testDialects())('download my data on %s', (dialect) => {
  let app: TestApp;
  let bearer: BearerFor;
  const dataDir = mkdtempSync(join(tmpdir(), 'my-data-export-'));
  beforeAll(async () => {
    app = await buildTestApp(dialect, {
      config: { dataDir },
      mailer: { send: async () => undefined, tenantOrigin: (s) => `http://${s}.localhost:3000` },
    });
    bearer = await realmBearers(app);
  });
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const job = (now: Date = testNow) => exportJobOf(app, now);
  const call = async (customerId: number, method: 'GET' | 'POST') =>
    app.server.inject({
      method,
      url: '/api/customers/me/data-export',
      headers: { 'x-subdomain': 'demo', authorization: await bearer('demo', customerId) },
      ...(method === 'POST' && { payload: {} }),
    });
  const download = (token: string, subdomain = 'demo') =>
    app.server.inject({
      url: `/api/data-exports/download?token=${encodeURIComponent(token)}`,
      headers: { 'x-subdomain': subdomain },
    });
  const mailedToken = async (email: string) => {
    const mail = await app.database.db
      .selectFrom('mail_outbox')
      .select(['link', 'subject'])
      .where('purpose', '=', 'data-export-ready')
      .where('recipient', '=', email)
      .executeTakeFirstOrThrow();
    return { token: new URL(mail.link).searchParams.get('token') ?? '', subject: mail.subject };
  };

  it('queues once, shows progress, and mails a link to the archive of every section', async () => {
    const customer = await freshCustomer(app.database.db);
    expect((await call(customer.customerId, 'GET')).json().data).toMatchObject({ state: 'none' });
    const asked = await call(customer.customerId, 'POST');
    expect(asked.statusCode).toBe(200);
    expect(asked.json().data).toMatchObject({ state: 'queued', progress: 0 });
    // Asking again while it waits is the same archive, not a second one.
    expect((await call(customer.customerId, 'POST')).json().data.requestedAt).toBe(
      asked.json().data.requestedAt,
    );
    const queued = await app.database.db
      .selectFrom('data_exports')
      .select('id')
      .where('customer_id', '=', customer.customerId)
      .execute();
    expect(queued).toHaveLength(1);

    await job().prepareQueued();
    const ready = (await call(customer.customerId, 'GET')).json().data;
    expect(ready).toMatchObject({ state: 'ready', progress: 100 });
    expect(ready.expiresAt).toBe(new Date(testNow.getTime() + 7 * DAY_MS).toISOString());

    const { token, subject } = await mailedToken(customer.email);
    expect(subject).toBe('Uw gegevens bij Zonnewende Energie staan klaar');
    const archive = await download(token);
    expect(archive.statusCode).toBe(200);
    expect(archive.headers['content-type']).toBe('application/zip');
    expect(archive.headers['cache-control']).toBe('private, no-store');
    const files = zipEntries(archive.rawPayload);
    const index = files.get('LEESMIJ.txt')?.toString('utf8') ?? '';
    expect(index).toContain('Uw gegevens bij Zonnewende Energie');
    for (const folder of [
      'account',
      'invoices',
      'monitoring',
      'energy-plans',
      'documents',
      'prints',
    ]) {
      expect(index).toContain(`${folder}/`);
    }
    expect([...files.keys()].some((path) => /^prints\/invoice-\d+\.pdf$/.test(path))).toBe(true);
    const profile = JSON.parse(files.get('account/profile.json')?.toString('utf8') ?? 'null');
    expect(profile).toMatchObject({ email: customer.email, first_name: 'Jan' });
    const invoices = JSON.parse(files.get('invoices/invoices.json')?.toString('utf8') ?? '[]');
    expect(invoices.length).toBeGreaterThan(0);
    const csv = files.get('monitoring/energy-history.csv')?.toString('utf8') ?? '';
    expect(csv.split('\r\n')[0]).toContain('period_start');
    expect(csv.split('\r\n').length).toBeGreaterThan(10);
    for (const file of [
      'energy-plans/plans.json',
      'energy-plans/settings.json',
      'notifications/choices-per-kind.json',
      'notifications/quiet-hours-and-digest.json',
    ]) {
      expect(Array.isArray(JSON.parse(files.get(file)?.toString('utf8') ?? 'null'))).toBe(true);
    }
    const listed = JSON.parse(files.get('documents/documents.json')?.toString('utf8') ?? '[]');
    const stored = listed.filter((file: { file: string | null }) => file.file !== null);
    for (const file of stored) expect(files.has(`documents/${file.file}`)).toBe(true);
  });

  it('answers the link on its own tenant only, and never after it expired', async () => {
    const customer = await freshCustomer(app.database.db, { keep: ['jan-pv'] });
    await call(customer.customerId, 'POST');
    await job().prepareQueued();
    const { token } = await mailedToken(customer.email);
    expect((await download(token, 'helios')).statusCode).toBe(404);
    expect((await download('A'.repeat(43))).statusCode).toBe(404);
    const malformed = await download('not-a-token');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0]).toMatchObject({ code: 'VALIDATION' });
    expect((await download(token)).statusCode).toBe(200);
    // Opened from the mail, in a browser that sends no x-subdomain: the link's host names it.
    const opened = (host: string) =>
      app.server.inject({
        url: `/api/data-exports/download?token=${encodeURIComponent(token)}`,
        headers: { host },
      });
    expect((await opened('demo.localhost')).statusCode).toBe(200);
    expect((await opened('helios.localhost')).statusCode).toBe(404);

    const later = new Date(testNow.getTime() + 8 * DAY_MS);
    expect(await job(later).removeExpired()).toBeGreaterThanOrEqual(1);
    const gone = await download(token);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ data: null, errors: [{ code: 'NOT_FOUND' }] });
    const row = await app.database.db
      .selectFrom('data_exports')
      .select(['status', 'storage_key'])
      .where('customer_id', '=', customer.customerId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'expired', storage_key: null });
  });

  it('makes again an archive its instance left running, and limits asking to five a day', async () => {
    const customer = await freshCustomer(app.database.db, { keep: ['jan-pv'] });
    await call(customer.customerId, 'POST');
    await app.database.db
      .updateTable('data_exports')
      .set({ status: 'running', progress: 40 })
      .where('customer_id', '=', customer.customerId)
      .execute();
    // Half an hour on, the instance that was making it is taken to have stopped.
    await job(new Date(testNow.getTime() + 31 * 60_000)).prepareQueued();
    expect((await call(customer.customerId, 'GET')).json().data).toMatchObject({
      state: 'ready',
      progress: 100,
    });
    for (let asked = 2; asked <= 5; asked += 1) {
      expect((await call(customer.customerId, 'POST')).statusCode).toBe(200);
      await job().prepareQueued();
    }
    const sixth = await call(customer.customerId, 'POST');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().errors[0].code).toBe('RATE_LIMITED');
  });

  it('refuses without a token and answers another customer only their own archive', async () => {
    const noToken = await app.server.inject({
      url: '/api/customers/me/data-export',
      headers: { 'x-subdomain': 'demo' },
    });
    expect(noToken.statusCode).toBe(401);
    const mine = await freshCustomer(app.database.db, { keep: ['jan-pv'] });
    const other = await freshCustomer(app.database.db, { keep: ['jan-pv'] });
    await call(mine.customerId, 'POST');
    expect((await call(other.customerId, 'GET')).json().data).toMatchObject({ state: 'none' });
  });
});
