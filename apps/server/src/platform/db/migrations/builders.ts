// Small builders shared by the migrations, so that every table is declared the same way on both
// dialects: an auto-incrementing id, a NOT NULL tenant_id, ISO-text timestamps, CHECK lists made
// from the domain's constants, and indexes created by name.
import { type CreateTableBuilder, type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import { autoIncrementId, type Dialect, dialectOf } from '../dialect-helpers.ts';

export type SchemaDb = Kysely<unknown>;

/** `create table <name> (id …primary key, tenant_id integer not null, …)`. */
export function tenantTable(db: SchemaDb, name: string): CreateTableBuilder<string, string> {
  return idTable(db, name).addColumn('tenant_id', 'integer', (column) => column.notNull());
}

/** `create table <name> (id …primary key, …)`. */
export function idTable(db: SchemaDb, name: string): CreateTableBuilder<string, string> {
  const dialect: Dialect = dialectOf(db);
  return db.schema.createTable(name).addColumn('id', 'integer', autoIncrementId(dialect));
}

/**
 * A customer-owned table: tenant_id and customer_id (NOT NULL, the customer's rows go with the
 * customer), unique (tenant_id, id) and unique (tenant_id, customer_id, id) as reference targets.
 */
export function customerTable(db: SchemaDb, name: string): CreateTableBuilder<string, string> {
  return tenantTable(db, name)
    .addColumn('customer_id', 'integer', (column) => column.notNull())
    .addForeignKeyConstraint(
      `${name}_customer_fkey`,
      ['tenant_id', 'customer_id'],
      'customers',
      ['tenant_id', 'id'],
      (fk) => fk.onDelete('cascade'),
    )
    .addUniqueConstraint(`${name}_tenant_id_id_key`, ['tenant_id', 'id'])
    .addUniqueConstraint(`${name}_tenant_id_customer_id_id_key`, [
      'tenant_id',
      'customer_id',
      'id',
    ]);
}

/**
 * A reference from a customer-owned row to another row of the same customer:
 * (tenant_id, customer_id, <column>) → <target> (tenant_id, customer_id, id). A null column
 * leaves it unchecked (MATCH SIMPLE). `owned` rows are deleted with their parent.
 */
export function sameCustomer(
  table: CreateTableBuilder<string, string>,
  name: string,
  column: string,
  target: string,
  options: { owned?: boolean } = {},
): CreateTableBuilder<string, string> {
  return table.addForeignKeyConstraint(
    `${name}_${column}_fkey`,
    ['tenant_id', 'customer_id', column],
    target,
    ['tenant_id', 'customer_id', 'id'],
    (fk) => (options.owned ? fk.onDelete('cascade') : fk),
  );
}

/** A reference to a row of the same tenant: (tenant_id, <column>) → <target> (tenant_id, id). */
export function sameTenant(
  table: CreateTableBuilder<string, string>,
  name: string,
  column: string,
  target: string,
  options: { owned?: boolean } = {},
): CreateTableBuilder<string, string> {
  return table.addForeignKeyConstraint(
    `${name}_${column}_fkey`,
    ['tenant_id', column],
    target,
    ['tenant_id', 'id'],
    (fk) => (options.owned ? fk.onDelete('cascade') : fk),
  );
}

/** created_at and updated_at, ISO-8601 text set by the application. */
export function withTimestamps(
  table: CreateTableBuilder<string, string>,
): CreateTableBuilder<string, string> {
  return table
    .addColumn('created_at', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull());
}

/** `<column> in ('a', 'b', …)` for a CHECK constraint, from a list of constants. */
export function oneOf(column: string, values: readonly (string | number)[]): Expression<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(values.map((value) => sql.lit(value)))})`;
}

/** A plain or unique index over columns, named `<table>_<columns>_idx` (or `_key`). */
export async function createIndex(
  db: SchemaDb,
  table: string,
  columns: string[],
  options: { unique?: boolean } = {},
): Promise<void> {
  const name = `${table}_${columns.join('_')}_${options.unique ? 'key' : 'idx'}`;
  const builder = db.schema.createIndex(name).on(table).columns(columns);
  await (options.unique ? builder.unique() : builder).execute();
}

/** Drops tables in the given order (children first). */
export async function dropTables(db: SchemaDb, tables: readonly string[]): Promise<void> {
  for (const table of tables) await db.schema.dropTable(table).ifExists().execute();
}
