// A quick in-process look at latency on a given database (demo-sized or scale data): sequential
// Fastify inject calls, signed in as the demo tenant's main customer with a token signed by the
// realm's own stored key (nothing is written). Prints p50/p95/p99 per endpoint; asserts nothing.
// Meant to spot plan problems early; the load bench with 10 connections is bench/api-load.ts.
//   node_modules/.bin/node bench/scale-latency.ts --database <sqlite file | postgres url>
//     [--requests 2000] [--tenant demo] [--customer jan.peeters@example.be]
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { importJWK, SignJWT } from 'jose';
import { app } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { serverOptions } from '../apps/server/src/platform/http/server-options.ts';
import { findCustomerByEmail } from '../apps/server/src/platform/identity/customer-repository.ts';
import { listRealmKeys } from '../apps/server/src/platform/identity/realm-keys.ts';
import {
  API_AUDIENCE,
  embeddedIssuer,
} from '../apps/server/src/platform/tenancy/realm-settings.ts';
import { findTenantBySubdomain } from '../apps/server/src/platform/tenancy/tenant-repository.ts';
import { BENCH_KEY_ENCRYPTION_KEY, benchKeyCipher } from './api-load/bench-config.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string' },
    requests: { type: 'string', default: '2000' },
    tenant: { type: 'string', default: 'demo' },
    customer: { type: 'string', default: 'jan.peeters@example.be' },
  },
});
if (!values.database) throw new Error('--database <sqlite file | postgres url> is required');
const isPostgres = /^postgres(ql)?:\/\//.test(values.database);
const database = await openDatabase(
  isPostgres ? { databaseUrl: values.database } : { sqliteFile: values.database },
);
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WEB_DIST: '/nonexistent',
  KEY_ENCRYPTION_KEY: BENCH_KEY_ENCRYPTION_KEY,
});
const server = Fastify(serverOptions(config));
await server.register(app, { config, database });
await server.ready();

const tenant = await findTenantBySubdomain(database.db, values.tenant);
const customer = tenant && (await findCustomerByEmail(database.db, tenant.id, values.customer));
if (!tenant || !customer) throw new Error(`No ${values.customer} in ${values.tenant}`);
const realmKey = (await listRealmKeys(database.db, benchKeyCipher(), tenant.id)).find(
  (key) => key.retiredAt === null && key.privateJwk.alg === 'ES256',
);
if (!realmKey) throw new Error(`The realm of ${values.tenant} has no ES256 key`);
const issuedAt = Math.floor(Date.now() / 1000);
const token = await new SignJWT({
  iss: embeddedIssuer(config, values.tenant),
  aud: API_AUDIENCE,
  sub: String(customer.id),
  iat: issuedAt,
  exp: issuedAt + 3600,
})
  .setProtectedHeader({ alg: 'ES256', kid: realmKey.privateJwk.kid ?? '', typ: 'at+jwt' })
  .sign(await importJWK(realmKey.privateJwk, 'ES256'));
const headers = { 'x-subdomain': values.tenant, authorization: `Bearer ${token}` };

const requests = Number(values.requests);
const urls = ['/api/installations/', '/api/offers/4/versions/3', '/api/invoices/9/related'];
console.log(
  `${requests} sequential in-process requests per endpoint on ${database.dialect}, ` +
    `as ${values.customer} (${values.tenant}), Node ${process.version}`,
);
for (const url of urls) {
  const latencies: number[] = [];
  for (let index = -200; index < requests; index++) {
    const started = performance.now();
    const response = await server.inject({ url, headers });
    if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode}`);
    // The first 200 calls warm the caches and the JIT; they are not counted.
    if (index >= 0) latencies.push(performance.now() - started);
  }
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    (latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0).toFixed(
      2,
    );
  console.log(`${url.padEnd(28)} p50 ${at(0.5)} ms  p95 ${at(0.95)} ms  p99 ${at(0.99)} ms`);
}
await server.close();
