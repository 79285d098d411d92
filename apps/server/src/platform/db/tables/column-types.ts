// Column types shared by the table interfaces (see dialect-helpers.ts for the representation).
import type { ColumnType, Generated, SqlBool } from 'kysely';

/** Auto-incrementing integer primary key. */
export type Id = Generated<number>;
/**
 * Boolean with a database default (false unless stated): read as 0/1 (SQLite) or true/false
 * (PostgreSQL) — read it with toBoolean().
 */
export type DefaultFlag = ColumnType<SqlBool, boolean | undefined, boolean>;
/** ISO-8601 UTC instant as text: "2026-11-21T09:00:00.000Z". */
export type Timestamp = string;
/** Calendar date as text: "2026-11-21". */
export type DateText = string;
/** A JSON document stored as text. */
export type JsonText = string;
/** An amount in euro cents. */
export type Cents = number;
/** A nullable column that may be left out on insert. */
export type Optional<T> = ColumnType<T | null, T | null | undefined, T | null>;
/** A column with a database default that may be left out on insert. */
export type WithDefault<T> = ColumnType<T, T | undefined, T>;
