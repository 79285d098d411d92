// Test databases on every dialect the machine offers. SQLite always; PostgreSQL when 127.0.0.1:5432
// answers (as user postgres or root; TEST_POSTGRES_URL overrides), and required under CI or
// REQUIRE_POSTGRES=1. Each test database is fresh, migrated, and dropped afterwards: a temporary
// SQLite file, or `portal_test_<random>` created through the maintenance database. A migrated one
// is a copy of the run's template when there is one (database-templates.ts), else migrated here.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../src/platform/db/database.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import { type TemplateKind, templateFor } from './database-templates.ts';

/** Maintenance-database URLs to try, in order (trust auth as user postgres, else root). */
const candidateUrls = process.env.TEST_POSTGRES_URL
  ? [process.env.TEST_POSTGRES_URL]
  : ['postgres://postgres@127.0.0.1:5432/postgres', 'postgres://root@127.0.0.1:5432/postgres'];
const postgresRequired = isSet(process.env.CI) || process.env.REQUIRE_POSTGRES === '1';

function isSet(value: string | undefined): boolean {
  return value !== undefined && !['', '0', 'false'].includes(value.toLowerCase());
}

async function answers(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function findMaintenanceUrl(): Promise<string | undefined> {
  for (const url of candidateUrls) if (await answers(url)) return url;
  return undefined;
}

// Probed once per test file (module), before the describe blocks are collected.
const maintenanceUrl = await findMaintenanceUrl();

/** The dialects to run database tests on. */
export function testDialects(): Dialect[] {
  if (maintenanceUrl === undefined && postgresRequired) {
    const tried = candidateUrls.map(redacted).join(', ');
    throw new Error(`PostgreSQL is required (CI or REQUIRE_POSTGRES=1) but none answers: ${tried}`);
  }
  return maintenanceUrl === undefined ? ['sqlite'] : ['sqlite', 'postgres'];
}

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The SQLite file or the PostgreSQL database's name: what a copy of it is made from. */
  source: string;
  /** PostgreSQL: the database's URL, for a second connection (e.g. through a test proxy). */
  url?: string;
  /** What a child process with the server's configuration needs to open it: DATA_DIR (SQLite)
   * or DATABASE_URL (PostgreSQL, which also needs a KEY_ENCRYPTION_KEY). */
  env: Record<string, string>;
  /** Closes the handle and removes the database. */
  drop(): Promise<void>;
}

/** A fresh, empty database: migrated to the latest schema unless `migrate` is false. */
export async function createTestDatabase(
  dialect: Dialect,
  options: { migrate?: boolean } = {},
): Promise<TestDatabase> {
  if (options.migrate !== false) {
    const copy = await copyOfTemplate(dialect, 'migrated');
    if (copy) return copy;
  }
  const database =
    dialect === 'postgres' ? await createPostgresDatabase() : await createSqliteDatabase();
  if (options.migrate === false) return database;
  try {
    await migrateToLatest(database.handle.db);
  } catch (error) {
    await database.drop();
    throw error;
  }
  return database;
}

/**
 * A copy of the run's template of this kind, or undefined when there is none or it could not be
 * copied (the caller then makes the database the slow way).
 */
export async function copyOfTemplate(
  dialect: Dialect,
  kind: TemplateKind,
): Promise<TestDatabase | undefined> {
  const template = templateFor(dialect, kind);
  if (template === undefined) return undefined;
  let copy: TestDatabase | undefined;
  try {
    copy = await copyOfDatabase(dialect, template);
    // Used once, as a migrated database's handle has been: Kysely opens its driver on first use,
    // and a handle closed before that would open again on the next query.
    await copy.handle.ping();
    return copy;
  } catch (error) {
    await copy?.drop().catch(() => undefined);
    console.warn(
      `copying the ${kind} ${dialect} template failed, making a database instead`,
      error,
    );
    return undefined;
  }
}

/** A new database with the content of `source` (a closed database's source, which stays). */
export function copyOfDatabase(dialect: Dialect, source: string): Promise<TestDatabase> {
  return dialect === 'postgres'
    ? createPostgresDatabase({ template: source })
    : createSqliteDatabase({ copyOf: source });
}

async function createSqliteDatabase(from: { copyOf?: string } = {}): Promise<TestDatabase> {
  const directory = mkdtempSync(join(tmpdir(), 'portal-test-'));
  // A template is closed, so its whole content is in its one file (no write-ahead log beside it).
  const file = join(directory, 'portal.sqlite');
  if (from.copyOf !== undefined) copyFileSync(from.copyOf, file);
  const handle = await openDatabase({ sqliteFile: file });
  return {
    handle,
    source: file,
    env: { DATA_DIR: directory },
    async drop() {
      await handle.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

async function createPostgresDatabase(from: { template?: string } = {}): Promise<TestDatabase> {
  if (maintenanceUrl === undefined) throw new Error('PostgreSQL is not available');
  const admin = maintenanceUrl;
  const name = `portal_test_${randomBytes(8).toString('hex')}`;
  await maintenance(admin, async (db) => {
    if (from.template === undefined) await sql`create database ${sql.id(name)}`.execute(db);
    else await sql`create database ${sql.id(name)} template ${sql.id(from.template)}`.execute(db);
  });
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString() });
  return {
    handle,
    source: name,
    url: url.toString(),
    env: { DATABASE_URL: url.toString() },
    async drop() {
      await handle.close();
      await maintenance(admin, async (db) => {
        await sql`drop database if exists ${sql.id(name)} with (force)`.execute(db);
      });
    },
  };
}

/** Runs statements on the maintenance database (CREATE/DROP DATABASE cannot run elsewhere). */
async function maintenance(
  url: string,
  work: (db: Kysely<unknown>) => Promise<void>,
): Promise<void> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  try {
    await work(db);
  } finally {
    await db.destroy();
  }
}

function redacted(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}
