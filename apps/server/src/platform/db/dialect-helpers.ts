// The few places where SQLite and PostgreSQL differ, in one module. Everything else (queries,
// migrations) is written once with Kysely and runs on both.
//
// Row representation, chosen so that both dialects return identical rows:
// - Timestamps are ISO-8601 UTC text ("2026-11-21T09:00:00.000Z", from Date#toISOString) and
//   calendar dates are "YYYY-MM-DD" text, in both dialects. The text sorts chronologically, needs
//   no driver conversion (pg would turn timestamptz into Date objects in the process time zone)
//   and means the same instant everywhere. Never use database clock defaults: SQLite's
//   CURRENT_TIMESTAMP has another format. The application (an injectable clock) supplies times.
// - JSON documents are text in both dialects (not jsonb): written with JSON.stringify, parsed
//   (and validated where it matters) on read.
// - Money is integer cents; quantities are double precision.
// - Booleans are `boolean` columns. PostgreSQL reads true/false; SQLite stores and reads 0/1.
//   Writes go through `sqliteWithBooleanParameters` (booleans bound as 1/0, which better-sqlite3
//   refuses otherwise) and reads through `toBoolean`.
// - A multi-row insert must give every row the same columns: where a row leaves one out,
//   PostgreSQL takes the column default but SQLite inserts NULL.
import type {
  Database as BetterSqliteDatabase,
  Statement as BetterSqliteStatement,
} from 'better-sqlite3';
import {
  type ColumnDefinitionBuilder,
  type Kysely,
  PostgresAdapter,
  type SqlBool,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import { LRUCache } from 'lru-cache';

export type Dialect = 'sqlite' | 'postgres';

/**
 * The dialect of a Kysely instance (or transaction). Migrations receive only the instance, so
 * they ask it; the adapter is the one reliable marker Kysely exposes.
 */
export function dialectOf(db: Pick<Kysely<unknown>, 'getExecutor'>): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** A boolean column as read from either dialect (SQLite gives 0/1). */
export function toBoolean(value: SqlBool): boolean {
  return value === true || value === 1;
}

/** The auto-incrementing integer primary key `id`. */
export function autoIncrementId(dialect: Dialect) {
  return (column: ColumnDefinitionBuilder): ColumnDefinitionBuilder =>
    dialect === 'sqlite'
      ? column.primaryKey().autoIncrement()
      : column.primaryKey().generatedByDefaultAsIdentity();
}

function bindable(parameters: ReadonlyArray<unknown>): unknown[] {
  return parameters.map((value) => (typeof value === 'boolean' ? (value ? 1 : 0) : value));
}

/** How many prepared statements a SQLite connection keeps: every query shape of the app fits. */
export const SQLITE_STATEMENT_CACHE_SIZE = 500;

/**
 * better-sqlite3 as Kysely's SqliteDatabase, binding boolean parameters as 1/0 and preparing each
 * SQL text once. Kysely prepares every query again, and preparing (SQLite parsing and planning
 * the text) cost more than running most of our queries. A statement is reusable as long as it is
 * not iterating: Kysely runs one query at a time on this connection, and a stream (iterate) gets
 * a statement of its own. SQLite re-prepares a cached statement itself after a schema change.
 */
export function sqliteWithBooleanParameters(
  database: BetterSqliteDatabase,
  cacheSize = SQLITE_STATEMENT_CACHE_SIZE,
): SqliteDatabase {
  const statements = new LRUCache<string, BetterSqliteStatement>({ max: cacheSize });
  const prepared = (sql: string) => {
    let statement = statements.get(sql);
    if (!statement) {
      statement = database.prepare(sql);
      statements.set(sql, statement);
    }
    return statement;
  };
  return {
    close: () => {
      database.close();
    },
    prepare(sql: string): SqliteStatement {
      const statement = prepared(sql);
      return {
        reader: statement.reader,
        all: (parameters) => statement.all(bindable(parameters)),
        run: (parameters) => statement.run(bindable(parameters)),
        iterate: (parameters) => database.prepare(sql).iterate(bindable(parameters)),
      };
    },
  };
}
