// The unique rules the database holds, read from its own catalogue on both dialects (primary keys
// left out): what a declared list of unique rules is checked against, so that a rule added by a
// migration cannot go unnoticed.
import { type Kysely, sql } from 'kysely';
import { dialectOf } from './dialect-helpers.ts';

export interface UniqueIndex {
  table: string;
  name: string;
  /** In the index's order; an expression stands as null. */
  columns: (string | null)[];
}

async function sqliteUniqueIndexes<DB>(db: Kysely<DB>): Promise<UniqueIndex[]> {
  const rows = await sql<{ table: string; name: string; column: string | null }>`
    select m.name as "table", il.name as name, ii.name as "column"
      from sqlite_master m
      join pragma_index_list(m.name) il
      join pragma_index_info(il.name) ii
     where m.type = 'table' and il."unique" = 1 and il.origin <> 'pk'
     order by m.name, il.name, ii.seqno`.execute(db);
  const byName = new Map<string, UniqueIndex>();
  for (const row of rows.rows) {
    const index = byName.get(row.name) ?? { table: row.table, name: row.name, columns: [] };
    index.columns.push(row.column);
    byName.set(row.name, index);
  }
  return [...byName.values()];
}

async function postgresUniqueIndexes<DB>(db: Kysely<DB>): Promise<UniqueIndex[]> {
  const rows = await sql<{ table: string; name: string; definition: string }>`
    select t.relname as "table", i.relname as name, pg_get_indexdef(x.indexrelid) as definition
      from pg_index x
      join pg_class i on i.oid = x.indexrelid
      join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
     where x.indisunique and not x.indisprimary and n.nspname = current_schema()
     order by t.relname, i.relname`.execute(db);
  return rows.rows.map((row) => {
    const list = row.definition.match(/\(([^()]*)\)(?: WHERE .*)?$/)?.[1] ?? '';
    const columns = list
      .split(',')
      .map((part) => part.trim())
      .map((part) => (/^"?[a-z_][a-z0-9_]*"?$/.test(part) ? part.replace(/"/g, '') : null));
    return { table: row.table, name: row.name, columns };
  });
}

/** Every unique index and unique constraint of the schema's tables. */
export function listUniqueIndexes<DB>(db: Kysely<DB>): Promise<UniqueIndex[]> {
  return dialectOf(db) === 'postgres' ? postgresUniqueIndexes(db) : sqliteUniqueIndexes(db);
}
