// How a flood of hostile uploads from one tenant's customer weighs on another tenant's sign-in
// (decision 067): the portal in this process on SQLite, Helios's customer signs in with his
// password (scrypt, on libuv's pool) while quiet, then while a customer of the demo tenant keeps
// `--flood` uploads in flight, each a ticket photo whose header declares 49 megapixels (just
// within the photo limit, so it is decoded). The baseline is the same sign-in in the same
// process before the flood, so a slow machine shows as a slow baseline too. Prints p50/p95 quiet
// and flooded with their ratio, the uploads' answers by status and the peak memory (RSS).
// Asserts nothing.
//   node_modules/.bin/node bench/upload-flood.ts [--flood 8] [--sign-ins 15]
import { rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { demoPasswords } from '../apps/server/src/demo/demo-accounts.ts';
import { freshCustomer } from '../apps/server/test/factory/fresh-customer.ts';
import { jpegBomb } from '../apps/server/test/image-bombs.ts';
import { RealmClient } from '../apps/server/test/oidc-client.ts';
import { temporaryDataDir } from '../apps/server/test/outbox.ts';
import { realmBearers } from '../apps/server/test/realm-tokens.ts';
import { photoForm } from '../apps/server/test/support-fixtures.ts';
import { buildTestApp } from '../apps/server/test/test-app.ts';

const { values } = parseArgs({
  options: {
    flood: { type: 'string', default: '8' },
    'sign-ins': { type: 'string', default: '15' },
  },
});
const flood = Number(values.flood);
const signIns = Number(values['sign-ins']);

const at = (times: readonly number[], q: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

const dataDir = temporaryDataDir();
const app = await buildTestApp('sqlite', { config: { dataDir } });
const bearer = await realmBearers(app);
const hostile = await freshCustomer(app.database.db);
const auth = await bearer('demo', hostile.customerId);
const headers = { 'x-subdomain': 'demo', authorization: auth };
const tickets = await app.server.inject({ method: 'GET', url: '/api/issues/', headers });
const ticket = (tickets.json().data as { id: number; final: boolean }[]).find((t) => !t.final);
if (!ticket) throw new Error('no open ticket');
const photo = await jpegBomb(7000, 7000);

let address = 0;
async function signInMs(): Promise<number> {
  address += 1;
  const client = new RealmClient(app.server, 'helios', {
    address: `10.9.${address >> 8}.${address & 255}`,
  });
  const started = performance.now();
  await client.signIn({ email: 'camille.dubois@example.be', password: demoPasswords.helios });
  return performance.now() - started;
}
async function series(): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < signIns; run += 1) times.push(await signInMs());
  return times;
}

for (let warm = 0; warm < 3; warm += 1) await signInMs();
const quietRss = process.memoryUsage().rss;
const quiet = await series();

const byStatus = new Map<number, number>();
let peakRss = process.memoryUsage().rss;
const sampler = setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage().rss);
}, 20);
let flooding = true;
const uploader = async () => {
  while (flooding) {
    const form = photoForm([{ name: 'IMG.JPG', type: 'image/jpeg', bytes: photo }]);
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/issues/${ticket.id}/file`,
      headers: { ...headers, 'content-type': form.contentType },
      payload: form.payload,
    });
    byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
  }
};
const floodStarted = performance.now();
const uploaders = Array.from({ length: flood }, uploader);
const flooded = await series();
flooding = false;
await Promise.all(uploaders);
const floodSeconds = (performance.now() - floodStarted) / 1000;
clearInterval(sampler);

const ms = (value: number) => `${value.toFixed(0)} ms`;
const count = (test: (status: number) => boolean) =>
  [...byStatus].filter(([status]) => test(status)).reduce((sum, [, n]) => sum + n, 0);
console.log(`sign-in of another tenant, ${signIns} each, ${flood} hostile uploads in flight`);
console.log(`  quiet   p50 ${ms(at(quiet, 0.5))}  p95 ${ms(at(quiet, 0.95))}`);
console.log(`  flooded p50 ${ms(at(flooded, 0.5))}  p95 ${ms(at(flooded, 0.95))}`);
console.log(
  `  ratio   p50 ${(at(flooded, 0.5) / at(quiet, 0.5)).toFixed(2)}×  p95 ${(at(flooded, 0.95) / at(quiet, 0.95)).toFixed(2)}×`,
);
const total = count(() => true);
const ok = count((s) => s >= 200 && s < 300);
const refused = count((s) => s >= 400 && s < 500 && s !== 429);
const limited = count((s) => s === 429);
const busy = count((s) => s === 503);
console.log(
  `uploads in ${floodSeconds.toFixed(1)} s: 2xx ${ok}, 4xx ${refused}, 429 ${limited}, 503 ${busy}, other ${total - ok - refused - limited - busy}`,
);
console.log(
  `RSS: ${(quietRss / 2 ** 20).toFixed(0)} MB quiet, peak ${(peakRss / 2 ** 20).toFixed(0)} MB during the flood`,
);
await app.close();
rmSync(dataDir, { recursive: true, force: true });
