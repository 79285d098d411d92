// Fills a database with scale data: the demo tenants and their data, then 1,000 tenants × 1,000
// customers (by default), each customer with about two installations and their offers (versions,
// articles), orders, invoices and documents. See bench/scale/generate-scale-data.ts and decision
// 016. Prints progress and the time taken; resumes an interrupted run. Not part of `npm test`.
//   node_modules/.bin/node bench/scale-data.ts [--database <sqlite file | postgres url>]
//     [--tenants 1000] [--customers 1000]
// A PostgreSQL database that does not exist yet is created (through the server's `postgres`
// maintenance database).
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { generateScaleData, SCALE_PASSWORD } from './scale/generate-scale-data.ts';

const { values } = parseArgs({
  options: {
    database: { type: 'string', default: 'data/scale.sqlite' },
    tenants: { type: 'string', default: '1000' },
    customers: { type: 'string', default: '1000' },
  },
});
const target = values.database;
const tenants = Number(values.tenants);
const customersPerTenant = Number(values.customers);
const isPostgres = /^postgres(ql)?:\/\//.test(target);

if (isPostgres) await createPostgresDatabaseIfMissing(target);
const database = await openDatabase(isPostgres ? { databaseUrl: target } : { sqliteFile: target });
const started = performance.now();
const seconds = () => ((performance.now() - started) / 1000).toFixed(0);
console.log(
  `Scale data into ${redacted(target)}: ${tenants} tenants × ${customersPerTenant} customers`,
);
try {
  await migrateToLatest(database.db);
  let lastPrint = 0;
  const result = await generateScaleData(database.db, database.dialect, {
    tenants,
    customersPerTenant,
    now: new Date(),
    progress: (report) => {
      const now = performance.now();
      if (now - lastPrint < 5000 && report.tenantsDone !== report.tenants) return;
      lastPrint = now;
      const rate = report.rowsWritten / ((now - started) / 1000);
      console.log(
        `  ${report.tenantsDone}/${report.tenants} tenants (${report.subdomain}), ` +
          `${report.customersAdded} customers and ${report.rowsWritten} rows added, ` +
          `${rate.toFixed(0)} rows/s, ${seconds()} s`,
      );
    },
  });
  console.log(
    `Done in ${seconds()} s: ${result.customersAdded} customers and ${result.rowsWritten} rows ` +
      `added; size ${await sizeOf()}. Generated customers sign in with ${SCALE_PASSWORD}.`,
  );
} finally {
  await database.close();
}

async function sizeOf(): Promise<string> {
  if (isPostgres) {
    const { rows } = await sql<{ size: string }>`
      select pg_size_pretty(pg_database_size(current_database())) as size`.execute(database.db);
    return rows[0]?.size ?? '?';
  }
  await sql`pragma wal_checkpoint(truncate)`.execute(database.db);
  return `${(statSync(target).size / 1024 ** 3).toFixed(2)} GiB`;
}

async function createPostgresDatabaseIfMissing(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const maintenanceUrl = new URL(url);
  maintenanceUrl.pathname = '/postgres';
  const admin = new Kysely<unknown>({
    dialect: new PostgresDialect({
      pool: new pg.Pool({ connectionString: maintenanceUrl.toString(), max: 1 }),
    }),
  });
  try {
    const { rows } = await sql`select 1 from pg_database where datname = ${name}`.execute(admin);
    if (rows.length === 0) await sql`create database ${sql.id(name)}`.execute(admin);
  } finally {
    await admin.destroy();
  }
}

function redacted(url: string): string {
  if (!isPostgres) return url;
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
