// Opens the database: PostgreSQL through a `pg` pool when a URL is given, else an embedded SQLite
// file (better-sqlite3 in WAL mode with foreign keys on). The handle is what the app holds.
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { type Dialect, sqliteWithBooleanParameters } from './dialect-helpers.ts';
import { withNamedStatements } from './postgres-named-statements.ts';
import type { Database } from './schema.ts';
import { StablePlanSqliteDialect } from './sqlite-stable-plan-dialect.ts';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** Resolves when the database answers a trivial query. */
  ping(): Promise<void>;
  /** Closes the pool or file; safe to call more than once. */
  close(): Promise<void>;
  /** How the PostgreSQL pool's connections are used now; undefined on SQLite (one file). */
  poolUse(): PoolUse | undefined;
}

export interface PoolUse {
  /** Connections lent to a query or transaction. */
  inUse: number;
  idle: number;
  /** Callers waiting for a connection: the pool is too small for the load, or the database slow. */
  waiting: number;
  max: number;
}

export interface OpenDatabaseOptions {
  /** postgres://… — PostgreSQL. */
  databaseUrl?: string;
  /** A file path (its directory is created) or ':memory:' — SQLite, when no URL is given. */
  sqliteFile?: string;
}

const sqliteBusyTimeoutMs = 5000;
const postgresPoolSize = 10;
const postgresConnectTimeoutMs = 5000;
const int8TypeId = 20;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const { db, pool } = openPostgres(options.databaseUrl);
    return handleOf(db, 'postgres', () => ({
      inUse: pool.totalCount - pool.idleCount,
      idle: pool.idleCount,
      waiting: pool.waitingCount,
      max: postgresPoolSize,
    }));
  }
  if (options.sqliteFile)
    return handleOf(openSqlite(options.sqliteFile), 'sqlite', () => undefined);
  throw new Error('openDatabase needs a databaseUrl or a sqliteFile');
}

function openSqlite(file: string): Kysely<Database> {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  // `timeout` is SQLite's busy timeout: wait for a writer's lock instead of failing at once.
  const database = new BetterSqlite3(file, { timeout: sqliteBusyTimeoutMs });
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  return new Kysely<Database>({
    dialect: new StablePlanSqliteDialect({ database: sqliteWithBooleanParameters(database) }),
  });
}

function openPostgres(connectionString: string): { db: Kysely<Database>; pool: pg.Pool } {
  const pool = new pg.Pool({
    connectionString,
    max: postgresPoolSize,
    // A database that does not answer fails the request (503, platform/errors/unreachable.ts)
    // instead of holding it until the client gives up.
    connectionTimeoutMillis: postgresConnectTimeoutMs,
    // count(*) and other int8 results as numbers, like SQLite; our ids are 32-bit integers.
    types: {
      getTypeParser: (oid, format) =>
        oid === int8TypeId && format !== 'binary' ? Number : pg.types.getTypeParser(oid, format),
    },
  });
  // An idle client whose connection drops makes the pool emit 'error', which would crash the
  // process without a listener. The pool replaces the client; a real outage shows on the next
  // query (and on /readyz).
  pool.on('error', () => {});
  // The same for a client in use: a connection reset while a request holds it (the database
  // restarting) is emitted on the client too, and would crash the process; the request's query
  // fails with it, and the error handler answers 503 (platform/errors/unreachable.ts).
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
  });
  return { db, pool };
}

async function handleOf(
  db: Kysely<Database>,
  dialect: Dialect,
  poolUse: () => PoolUse | undefined,
): Promise<DatabaseHandle> {
  let closed: Promise<void> | undefined;
  const handle: DatabaseHandle = {
    db,
    dialect,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => {
      closed ??= db.destroy();
      return closed;
    },
    poolUse,
  };
  return handle;
}
