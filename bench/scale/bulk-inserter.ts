// Rows buffered per table and written as multi-row statements inside the caller's transaction:
// on SQLite `insert … values (…), (…)` (up to the host-parameter limit), on PostgreSQL one
// `insert … select * from unnest($1::int4[], $2::text[], …)` per batch, one array per column,
// so a batch of thousands of rows is a single statement with as many parameters as columns.
// Ids are given by the generator (next free id per table), so no row has to be read back.
import { CompiledQuery, type Kysely, sql } from 'kysely';
import type { Dialect } from '../../apps/server/src/platform/db/dialect-helpers.ts';
import type { Database } from '../../apps/server/src/platform/db/schema.ts';

/** SQLite accepts at most 32,766 bound parameters per statement. */
const sqliteParameterLimit = 32_766;
const sqliteBatchRows = 500;
const postgresBatchRows = 5_000;

interface Buffer {
  columns: string[];
  rows: unknown[][];
}

/** PostgreSQL element type of each column (information_schema udt_name: int4, text, bool…). */
export type ColumnTypes = ReadonlyMap<string, ReadonlyMap<string, string>>;

export async function readColumnTypes(
  db: Kysely<Database>,
  dialect: Dialect,
): Promise<ColumnTypes> {
  const types = new Map<string, Map<string, string>>();
  if (dialect !== 'postgres') return types;
  const { rows } = await sql<{ table_name: string; column_name: string; udt_name: string }>`
    select table_name, column_name, udt_name from information_schema.columns
    where table_schema = current_schema()`.execute(db);
  for (const row of rows) {
    const table = types.get(row.table_name) ?? new Map<string, string>();
    table.set(row.column_name, row.udt_name);
    types.set(row.table_name, table);
  }
  return types;
}

export class BulkInserter {
  readonly #buffers = new Map<string, Buffer>();
  readonly #nextIds: Map<string, number>;
  readonly #dialect: Dialect;
  readonly #columnTypes: ColumnTypes;
  readonly #order: readonly string[];
  #rowCount = 0;

  /**
   * @param order every table rows will be added to, parents before children: a flush writes
   *   them in this order, so each foreign key finds its parent row already written.
   */
  constructor(
    dialect: Dialect,
    columnTypes: ColumnTypes,
    order: readonly string[],
    nextIds: ReadonlyMap<string, number>,
  ) {
    this.#dialect = dialect;
    this.#columnTypes = columnTypes;
    this.#order = order;
    this.#nextIds = new Map(nextIds);
  }

  /** Rows written so far (flushed or not). */
  get rowCount(): number {
    return this.#rowCount;
  }

  /** The next id of each table that has one (to carry over to the next transaction). */
  get nextIds(): ReadonlyMap<string, number> {
    return this.#nextIds;
  }

  /** Buffers a row of a table with an id column; returns the id given to it. */
  addWithId(table: string, row: object): number {
    const id = this.#nextIds.get(table);
    if (id === undefined) throw new Error(`No next id known for ${table}`);
    this.#nextIds.set(table, id + 1);
    this.add(table, { id, ...row });
    return id;
  }

  /** Buffers a row; every row of a table must set the same columns in the same order. */
  add(table: string, row: object): void {
    const entries = Object.entries(row);
    let buffer = this.#buffers.get(table);
    if (!buffer) {
      if (!this.#order.includes(table)) throw new Error(`${table} is not in the flush order`);
      buffer = { columns: entries.map(([column]) => column), rows: [] };
      this.#buffers.set(table, buffer);
    }
    if (entries.length !== buffer.columns.length) {
      throw new Error(
        `${table}: a row sets ${entries.length} columns, not ${buffer.columns.length}`,
      );
    }
    buffer.rows.push(entries.map(([, value]) => value));
    this.#rowCount++;
  }

  /** Writes everything once some table holds a full batch. */
  async flushWhenFull(db: Kysely<Database>): Promise<void> {
    const limit = this.#dialect === 'postgres' ? postgresBatchRows : sqliteBatchRows;
    for (const buffer of this.#buffers.values()) {
      if (buffer.rows.length >= limit) return this.flush(db);
    }
  }

  /** Writes every buffered row, parents first. */
  async flush(db: Kysely<Database>): Promise<void> {
    for (const table of this.#order) {
      const buffer = this.#buffers.get(table);
      if (!buffer || buffer.rows.length === 0) continue;
      if (this.#dialect === 'postgres') await this.#writePostgres(db, table, buffer);
      else await this.#writeSqlite(db, table, buffer);
      buffer.rows = [];
    }
  }

  async #writeSqlite(db: Kysely<Database>, table: string, buffer: Buffer): Promise<void> {
    const { columns } = buffer;
    const perStatement = Math.min(
      sqliteBatchRows,
      Math.floor(sqliteParameterLimit / columns.length),
    );
    const tuple = `(${columns.map(() => '?').join(', ')})`;
    const head = `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values `;
    for (let start = 0; start < buffer.rows.length; start += perStatement) {
      const rows = buffer.rows.slice(start, start + perStatement);
      const text = head + rows.map(() => tuple).join(', ');
      await db.executeQuery(CompiledQuery.raw(text, rows.flat()));
    }
  }

  async #writePostgres(db: Kysely<Database>, table: string, buffer: Buffer): Promise<void> {
    const { columns, rows } = buffer;
    const types = this.#columnTypes.get(table);
    const arrays = columns.map((column, index) => {
      const type = types?.get(column);
      if (!type) throw new Error(`No type known for ${table}.${column}`);
      return { cast: `$${index + 1}::${type}[]`, values: rows.map((row) => row[index]) };
    });
    const text =
      `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) ` +
      `select * from unnest(${arrays.map((array) => array.cast).join(', ')})`;
    await db.executeQuery(
      CompiledQuery.raw(
        text,
        arrays.map((array) => array.values),
      ),
    );
  }
}
