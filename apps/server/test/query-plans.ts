// The plan of a recorded query, reduced to how each table is read: through an index search whose
// key goes below the tenant (customer, id or parent id: SQLite SEARCH, PostgreSQL Index, Index
// Only or Bitmap Heap Scan), or not: in full (SQLite SCAN, PostgreSQL Seq Scan) or by tenant_id
// alone, which reads every row of the tenant and grows with its customers. PostgreSQL plans with
// the statistics of a prior ANALYZE, never with enable_seqscan off.
import { CompiledQuery, type Kysely } from 'kysely';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import type { Database } from '../src/platform/db/schema.ts';

export interface TableAccess {
  table: string;
  /** Read through an index search on more than the tenant (not in full, not tenant-wide). */
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
    // The search key: "(tenant_id=? AND customer_id=?)", "(rowid=?)".
    const key = /\(([^()]*)\)(?: LEFT-JOIN)?$/.exec(detail)?.[1] ?? '';
    accesses.push({ table, indexed: match[1] === 'SEARCH' && belowTenant(key), detail });
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

/** A search key names a column other than tenant_id (`tenant_id=? AND offer_id=?`, `rowid=?`). */
function belowTenant(condition: string): boolean {
  const columns = [...condition.matchAll(/(?:^|[\s(.])"?(\w+)"?\s*(?:=|<|>|IN\b|ANY\b)/gi)];
  return columns.some((column) => column[1] !== 'tenant_id');
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

/** The index conditions a node reads by: its own, or those of the bitmap index scans below it. */
function indexConditions(node: PlanNode): string[] {
  if (node['Index Cond']) return [node['Index Cond']];
  if (node['Node Type'] !== 'Bitmap Heap Scan') return [];
  const conditions: string[] = [];
  const visit = (child: PlanNode) => {
    if (child['Index Cond']) conditions.push(child['Index Cond']);
    for (const grandchild of child.Plans ?? []) visit(grandchild);
  };
  for (const child of node.Plans ?? []) visit(child);
  return conditions;
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
      const conditions = indexConditions(node);
      accesses.push({
        table,
        indexed:
          indexedNodeTypes.has(type) &&
          conditions.length > 0 &&
          conditions.every((condition) => belowTenant(condition)),
        detail: `${type} on ${table}${index} (${conditions.join('; ')})`,
      });
    }
    for (const child of node.Plans ?? []) visit(child);
  };
  if (plan) visit(plan);
  return accesses;
}
