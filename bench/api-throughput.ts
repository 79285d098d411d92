// Measures the API in-process (Fastify inject, no network) on a fresh seeded SQLite database:
// requests per second and latency percentiles per endpoint, with /healthz (no tenant, no
// database) as the baseline each endpoint is compared with. Prints figures; asserts nothing.
//   node_modules/.bin/node bench/api-throughput.ts [requestsPerEndpoint]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { app } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { seedDemoData } from '../apps/server/src/demo/seed.ts';
import { findCustomerByEmail } from '../apps/server/src/repositories/customer-repository.ts';
import { findTenantBySubdomain } from '../apps/server/src/repositories/tenant-repository.ts';
import { serverOptions } from '../apps/server/src/server-options.ts';
import { API_AUDIENCE, embeddedIssuer } from '../apps/server/src/tenancy/realm-settings.ts';
import { createRealmTestKey, signToken, storeRealmKey } from '../apps/server/test/token-minter.ts';

const requests = Number(process.argv[2] ?? 2000);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
const database = await openDatabase({ sqliteFile: join(dataDir, 'bench.sqlite') });
await migrateToLatest(database.db);
await seedDemoData(database.db, { now: new Date() });

const server = Fastify(serverOptions(config));
await server.register(app, { config, database });
await server.ready();

// Sign in as the demo tenant's main customer with a token of the realm's own shape and a key the
// realm publishes, so every authenticated request pays the real verification.
const tenant = await findTenantBySubdomain(database.db, 'demo');
const jan = tenant && (await findCustomerByEmail(database.db, tenant.id, 'jan.peeters@example.be'));
if (!tenant || !jan) throw new Error('demo data missing');
const key = await createRealmTestKey('ES256');
await storeRealmKey(database.db, tenant.id, key, new Date());
const now = Math.floor(Date.now() / 1000);
const token = await signToken(key, {
  iss: embeddedIssuer(config, 'demo'),
  aud: API_AUDIENCE,
  sub: String(jan.id),
  iat: now,
  exp: now + 3600,
});
const signedIn = { 'x-subdomain': 'demo', authorization: `Bearer ${token}` };

const endpoints = [
  { name: 'GET /healthz (baseline)', url: '/healthz', headers: {} },
  { name: 'GET /api/portal/config', url: '/api/portal/config', headers: { 'x-subdomain': 'demo' } },
  {
    name: 'GET /api/orders/statuses',
    url: '/api/orders/statuses?lang=fr-BE',
    headers: { 'x-subdomain': 'demo' },
  },
  { name: 'GET /api/auth/me', url: '/api/auth/me', headers: signedIn },
  { name: 'GET /api/installations/', url: '/api/installations/', headers: signedIn },
  { name: 'GET /api/offers/4/versions/3', url: '/api/offers/4/versions/3', headers: signedIn },
  // The payment panel: structured communication, EPC payload and its QR code as SVG.
  { name: 'GET /api/invoices/9/related', url: '/api/invoices/9/related', headers: signedIn },
  // A generated PDF (no stored upload): pdf-lib layout and the embedded QR code PNG.
  {
    name: 'GET invoice PDF (generated)',
    url: '/api/invoices/9/files/4?type=print',
    headers: signedIn,
  },
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
let baseline = 0;
console.log(
  `${requests} sequential requests per endpoint, in-process, SQLite, Node ${process.version}`,
);
for (const endpoint of endpoints) {
  for (let warm = 0; warm < 100; warm++)
    await server.inject({ url: endpoint.url, headers: endpoint.headers });
  const latencies: number[] = [];
  const started = performance.now();
  for (let index = 0; index < requests; index++) {
    const before = performance.now();
    const response = await server.inject({ url: endpoint.url, headers: endpoint.headers });
    latencies.push(performance.now() - before);
    if (response.statusCode !== 200)
      throw new Error(`${endpoint.url} answered ${response.statusCode}`);
  }
  const perSecond = requests / ((performance.now() - started) / 1000);
  if (baseline === 0) baseline = perSecond;
  latencies.sort((a, b) => a - b);
  console.log(
    `${endpoint.name.padEnd(32)} ${perSecond.toFixed(0).padStart(7)} req/s  p50 ${percentile(latencies, 0.5).toFixed(3)} ms  p95 ${percentile(latencies, 0.95).toFixed(3)} ms  p99 ${percentile(latencies, 0.99).toFixed(3)} ms  ×${(perSecond / baseline).toPrecision(2)} of baseline`,
  );
}
await server.close();
rmSync(dataDir, { recursive: true, force: true });
