// How long the history answers a year at daily resolution (at most 50 ms, decision 049), on SQLite
// and PostgreSQL, through the real service on the seeded demo: Jan's flexio device, a year of day
// rows plus a week of quarter-hours. The baseline, in the same process and on the same database,
// is a plain primary-key read of the device, so a slow machine shows as a slow baseline too. Also
// prints a week at hourly resolution, a day in quarter-hours and the insights of the year. Prints;
// asserts nothing.
//   node_modules/.bin/node bench/monitoring-history.ts [--runs 50]
import { parseArgs } from 'node:util';
import { seedDemoData } from '../apps/server/src/demo/seed.ts';
import {
  createHistoryService,
  createInsightsService,
  findOwnedDevice,
} from '../apps/server/src/features/monitoring/index.ts';
import { findCustomerByEmail } from '../apps/server/src/platform/identity/customer-repository.ts';
import type { RequestScope } from '../apps/server/src/platform/scope/request-scope.ts';
import { findTenantBySubdomain } from '../apps/server/src/platform/tenancy/tenant-repository.ts';
import { createTestDatabase } from '../apps/server/test/databases.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '50' } } });
const runs = Number(values.runs);
// Seeded on 2 January 2027, the demo's year of history covers the whole of 2026.
const seededAt = new Date('2027-01-02T10:00:00+01:00');

function summary(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${at(0.5).toFixed(2)} ms, p95 ${at(0.95).toFixed(2)} ms, max ${at(1).toFixed(2)} ms`;
}

async function timed(task: () => Promise<unknown>): Promise<number[]> {
  for (let warm = 0; warm < 5; warm++) await task();
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await task();
    times.push(performance.now() - started);
  }
  return times;
}

for (const dialect of ['sqlite', 'postgres'] as const) {
  const database = await createTestDatabase(dialect).catch(() => undefined);
  if (!database) {
    console.log(`${dialect}: not available`);
    continue;
  }
  const db = database.handle.db;
  const seedStarted = performance.now();
  await seedDemoData(db, { now: seededAt });
  const seedMs = performance.now() - seedStarted;
  const tenant = await findTenantBySubdomain(db, 'demo');
  const customer = tenant && (await findCustomerByEmail(db, tenant.id, 'jan.peeters@example.be'));
  if (!tenant || !customer) throw new Error('no demo data');
  const scope: RequestScope = {
    tenant,
    customerId: customer.id,
    language: 'nl',
    customer,
    client: { ip: '127.0.0.1', userAgent: 'bench' },
  };
  const owner = { tenantId: tenant.id, customerId: customer.id };
  const history = createHistoryService({ db, clock: () => new Date() });
  const insights = createInsightsService({ db });
  const rows = await db
    .selectFrom('monitoring_energy')
    .select(db.fn.countAll().as('n'))
    .executeTakeFirst();
  console.log(
    `\n${dialect}: seed ${seedMs.toFixed(0)} ms, ${rows?.n} energy rows, ${runs} runs each`,
  );
  const cases: [string, () => Promise<unknown>][] = [
    ['baseline: the device by its key', () => findOwnedDevice(db, owner, 'FLX-7A31C0')],
    [
      'year at month resolution',
      () => history.history(scope, 'FLX-7A31C0', { range: 'year', date: '2026-06-15' }),
    ],
    [
      'year at daily resolution (365 buckets)',
      () =>
        history.history(scope, 'FLX-7A31C0', {
          range: 'year',
          date: '2026-06-15',
          resolution: 'day',
        }),
    ],
    [
      'month at daily resolution',
      () => history.history(scope, 'FLX-7A31C0', { range: 'month', date: '2026-12-01' }),
    ],
    [
      'week at hourly resolution',
      () => history.history(scope, 'FLX-7A31C0', { range: 'week', date: '2026-12-30' }),
    ],
    [
      'day in quarter-hours',
      () => history.history(scope, 'FLX-7A31C0', { range: 'day', date: '2026-12-30' }),
    ],
    [
      'insights of the year',
      () => insights.insights(scope, 'FLX-7A31C0', { range: 'year', date: '2026-06-15' }),
    ],
  ];
  for (const [name, task] of cases)
    console.log(`  ${name.padEnd(38)} ${summary(await timed(task))}`);
  await database.drop();
}
