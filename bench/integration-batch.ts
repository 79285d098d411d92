// How many records a minute the integration API's batch takes on a first synchronisation (issue
// 12 §2: at least 10,000 on the embedded SQLite default), through the real server on loopback
// HTTP with a real client-credentials token: per customer a customer (invited: its mail queued
// and delivered by the outbox meanwhile), an offer, a version of three lines, an order and a
// prepayment invoice, each telling the customer as the portal does. The baseline, in the same
// process and on the same database, is one bare insert of a customer row per transaction: what
// the disk alone allows, so a slow machine shows as a slow baseline too. Prints; asserts nothing.
//   node_modules/.bin/node bench/integration-batch.ts [--customers 2000] [--batch 1000] [--dialect sqlite]
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { findTenantBySubdomain } from '../apps/server/src/platform/tenancy/tenant-repository.ts';
import { ActiveClients, integrationBearers } from '../apps/server/test/integration-clients.ts';
import {
  customerBody,
  invoiceBody,
  offerBody,
  orderBody,
  versionBody,
} from '../apps/server/test/integration-fixtures.ts';
import { temporaryDataDir } from '../apps/server/test/outbox.ts';
import { buildTestApp } from '../apps/server/test/test-app.ts';

const { values } = parseArgs({
  options: {
    customers: { type: 'string', default: '2000' },
    batch: { type: 'string', default: '1000' },
    dialect: { type: 'string', default: 'sqlite' },
  },
});
const customers = Number(values.customers);
const batchSize = Number(values.batch);
const dialect = values.dialect === 'postgres' ? 'postgres' : 'sqlite';

/** The first sync's records, in dependency order: five per customer. */
function firstSyncRecords(prefix: string): unknown[] {
  const records: unknown[] = [];
  for (let n = 0; n < customers; n++) {
    const id = `${prefix}${n}`;
    const version = versionBody(10);
    const line = version.lines[0];
    records.push(
      { kind: 'customer', externalId: `c${id}`, data: customerBody(`${id}`, 'nl') },
      { kind: 'offer', externalId: `o${id}`, data: offerBody(`c${id}`) },
      {
        kind: 'offerVersion',
        externalId: `o${id}`,
        versionNumber: 1,
        data: {
          ...version,
          lines: [line, { ...line, articleCode: 'INV-5K' }, { ...line, articleCode: 'MNT' }],
        },
      },
      { kind: 'order', externalId: `r${id}`, data: orderBody(`o${id}`) },
      { kind: 'invoice', externalId: `i${id}`, data: invoiceBody(`r${id}`, 1000 + n) },
    );
  }
  return records;
}

const dataDir = temporaryDataDir();
const clients = new ActiveClients();
const app = await buildTestApp(dialect, {
  config: { dataDir },
  isIntegrationClientActive: clients.isClientActive,
  clock: () => new Date(),
});
const db = app.database.db;
const tenant = await findTenantBySubdomain(db, 'demo');
if (!tenant) throw new Error('no demo tenant');
clients.activate(tenant.id, 'bench');
const bearer = await integrationBearers(app, ['demo']);
const address = await app.server.listen({ host: '127.0.0.1', port: 0 });
// Tokens are minted at the test clock's time; the server runs on the real clock: mint fresh ones.
const headers = async () => ({
  'content-type': 'application/json',
  'x-subdomain': 'demo',
  authorization: await bearer({
    subdomain: 'demo',
    clientId: 'bench',
    claims: { iat: Math.floor(Date.now() / 1000), exp: Math.floor(Date.now() / 1000) + 600 },
  }),
});

// Baseline: bare customer inserts, one transaction each, as many as the batch has records.
const records = firstSyncRecords('b');
const baselineStarted = performance.now();
for (let n = 0; n < records.length; n++) {
  const at = new Date().toISOString();
  await db.transaction().execute((trx) =>
    trx
      .insertInto('customers')
      .values({
        tenant_id: tenant.id,
        email: `baseline.${n}@example.be`,
        first_name: 'Base',
        name: 'Line',
        language_code: 'nl',
        country_code: 'BE',
        created_at: at,
        updated_at: at,
      })
      .execute(),
  );
}
const baselineMinutes = (performance.now() - baselineStarted) / 60_000;
const baselineRate = records.length / baselineMinutes;

let rejected = 0;
const started = performance.now();
for (let start = 0; start < records.length; start += batchSize) {
  const response = await fetch(`${address}/api/integration/v1/batch`, {
    method: 'POST',
    headers: await headers(),
    body: JSON.stringify({ records: records.slice(start, start + batchSize) }),
  });
  const body = (await response.json()) as {
    data: { rejected: unknown[] } | null;
    errors: unknown[];
  };
  if (!response.ok || !body.data)
    throw new Error(`batch failed: ${response.status} ${JSON.stringify(body.errors)}`);
  rejected += body.data.rejected.length;
}
const minutes = (performance.now() - started) / 60_000;
const rate = records.length / minutes;

const [invoices] = await Promise.all([
  db
    .selectFrom('invoices')
    .select(db.fn.countAll().as('n'))
    .where('tenant_id', '=', tenant.id)
    .where('external_id', 'is not', null)
    .executeTakeFirst(),
]);
console.log(
  `integration batch on ${dialect}: ${customers} customers, ${records.length} records in batches of ${batchSize}`,
);
console.log(
  `  baseline: bare customer inserts    ${Math.round(baselineRate).toLocaleString('en')} records/minute`,
);
console.log(
  `  POST /api/integration/v1/batch     ${Math.round(rate).toLocaleString('en')} records/minute (${(rate / baselineRate).toFixed(2)} of the baseline)`,
);
console.log(
  `  rejected ${rejected}, invoices written ${invoices?.n}, elapsed ${(minutes * 60).toFixed(1)} s`,
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
