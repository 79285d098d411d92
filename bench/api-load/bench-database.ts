// The database the bench serves: an existing one as given (--database, not seeded), else a fresh
// one with the demo data, on PostgreSQL when DATABASE_URL is set (a new database created through
// that URL and dropped afterwards), else in a new SQLite file. `remove` undoes what was created.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { seedDemoData } from '../../apps/server/src/demo/seed.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../../apps/server/src/platform/db/migrate.ts';
import { databaseOptions } from './bench-config.ts';

export interface BenchDatabase {
  /** A SQLite file or a postgres:// URL. */
  location: string;
  description: string;
  remove(): Promise<void>;
}

export async function benchDatabase(options: {
  existing: string | undefined;
  postgresUrl: string | undefined;
  dataDir: string;
}): Promise<BenchDatabase> {
  if (options.existing) {
    const kind = databaseOptions(options.existing).databaseUrl ? 'PostgreSQL' : 'SQLite';
    return { location: options.existing, description: `existing ${kind}`, remove: async () => {} };
  }
  if (options.postgresUrl) return freshPostgres(options.postgresUrl);
  const file = join(options.dataDir, 'bench.sqlite');
  await seeded(file);
  return {
    location: file,
    description: 'fresh SQLite, demo data',
    remove: async () => rmSync(file, { force: true }),
  };
}

async function freshPostgres(maintenanceUrl: string): Promise<BenchDatabase> {
  const name = `portal_bench_${randomBytes(6).toString('hex')}`;
  await maintenance(maintenanceUrl, (db) => sql`create database ${sql.id(name)}`.execute(db));
  const url = new URL(maintenanceUrl);
  url.pathname = `/${name}`;
  const remove = () =>
    maintenance(maintenanceUrl, (db) =>
      sql`drop database if exists ${sql.id(name)} with (force)`.execute(db),
    );
  try {
    await seeded(url.toString());
  } catch (error) {
    await remove();
    throw error;
  }
  return { location: url.toString(), description: 'fresh PostgreSQL, demo data', remove };
}

async function seeded(location: string): Promise<void> {
  const handle = await openDatabase(databaseOptions(location));
  try {
    await migrateToLatest(handle.db);
    await seedDemoData(handle.db, { now: new Date() });
  } finally {
    await handle.close();
  }
}

/** CREATE and DROP DATABASE run on the maintenance database the URL names. */
async function maintenance(url: string, work: (db: Kysely<unknown>) => Promise<unknown>) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  const db = new Kysely<unknown>({ dialect: new PostgresDialect({ pool }) });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}
