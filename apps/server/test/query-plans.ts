// The plan of a recorded query, reduced to how each table is read: through an index (SQLite
// SEARCH, PostgreSQL Index/Index Only/Bitmap Heap Scan) or in full (SQLite SCAN, PostgreSQL Seq
// Scan). PostgreSQL plans with the statistics of a prior ANALYZE, never with enable_seqscan off.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../src/db/dialect-helpers.ts';
import type { Database } from '../src/db/schema.ts';

export interface TableAccess {
  table: string;
  /** Read through an index rather than in full. */
  indexed: boolean;
  /** The plan line or node, for the failure message. */
  detail: string;
}

export async function tableAccesses(
  db: Kysely<Database>,
  dialect: Dialect,
  query: CompiledQuery,
): Promise<TableAccess[]> {
  return dialect === 'postgres' ? postgresAccesses(db, query) : sqliteAccesses(db, query);
}

async function sqliteAccesses(db: Kysely<Database>, query: CompiledQuery): Promise<TableAccess[]> {
  const { rows } = await db.executeQuery<{ detail: string }>(
    CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
  );
  const aliases = aliasesOf(query.sql);
  const accesses: TableAccess[] = [];
  for (const { detail } of rows) {
    // "SEARCH o USING INDEX offers_tenant_id_customer_id_id_key (tenant_id=? AND …)",
    // "SCAN installations", "SCAN v USING INDEX …" (a whole index read in order: still in full).
    const match = /^(SEARCH|SCAN) (\S+)/.exec(detail);
    if (!match?.[1] || !match[2] || match[2] === 'CONSTANT') continue;
    const table = aliases.get(match[2]) ?? match[2];
    accesses.push({ table, indexed: match[1] === 'SEARCH', detail });
  }
  return accesses;
}

/** `"offer_versions" as "v"` → v: offer_versions, as Kysely writes aliases. */
function aliasesOf(sqlText: string): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const match of sqlText.matchAll(/"(\w+)" as "(\w+)"/g)) {
    if (match[1] && match[2]) aliases.set(match[2], match[1]);
  }
  return aliases;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

const indexedNodeTypes = new Set(['Index Scan', 'Index Only Scan', 'Bitmap Heap Scan']);

async function postgresAccesses(
  db: Kysely<Database>,
  query: CompiledQuery,
): Promise<TableAccess[]> {
  const { rows } = await db.executeQuery<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
  );
  const plan = rows[0]?.['QUERY PLAN'][0].Plan;
  const accesses: TableAccess[] = [];
  const visit = (node: PlanNode) => {
    const table = node['Relation Name'];
    if (table) {
      const type = node['Node Type'];
      const index = node['Index Name'] ? ` using ${node['Index Name']}` : '';
      accesses.push({
        table,
        indexed: indexedNodeTypes.has(type),
        detail: `${type} on ${table}${index}`,
      });
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  if (plan) visit(plan);
  return accesses;
}
