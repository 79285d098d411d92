// Which unique rule a write broke, read from the driver's error on both dialects, so that the
// caller can answer with the field the rule is about instead of a 500:
// - better-sqlite3: code SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY), message
//   "UNIQUE constraint failed: invoices.tenant_id, invoices.invoice_number";
// - pg: code 23505, `table`, and `detail` "Key (tenant_id, invoice_number)=(1, 7) already exists."

export interface UniqueViolation {
  table: string;
  /** The rule's columns in its order; empty when the driver did not say (an expression index). */
  columns: string[];
}

const SQLITE_CODES = new Set(['SQLITE_CONSTRAINT_UNIQUE', 'SQLITE_CONSTRAINT_PRIMARYKEY']);
const POSTGRES_UNIQUE = '23505';

function field(error: Error, name: string): string | undefined {
  const value = (error as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : undefined;
}

function fromSqlite(message: string): UniqueViolation | undefined {
  const listed = message.match(/constraint failed: ((?:[\w]+\.[\w]+(?:, )?)+)$/);
  if (!listed?.[1]) return undefined;
  const pairs = listed[1].split(', ').map((pair) => pair.split('.'));
  const table = pairs[0]?.[0];
  if (table === undefined) return undefined;
  return { table, columns: pairs.map(([, column]) => column ?? '') };
}

function fromPostgres(error: Error): UniqueViolation | undefined {
  const table = field(error, 'table');
  if (table === undefined) return undefined;
  const key = field(error, 'detail')?.match(/^Key \(([^)]*)\)=/);
  const columns = key?.[1]?.split(',').map((column) => column.trim().replace(/^"|"$/g, ''));
  return { table, columns: columns ?? [] };
}

/** The unique rule `error` (or one of its causes) reports broken; undefined for any other error. */
export function uniqueViolationOf(error: unknown): UniqueViolation | undefined {
  for (let current = error, depth = 0; current instanceof Error && depth < 3; depth += 1) {
    const code = field(current, 'code');
    if (code !== undefined && SQLITE_CODES.has(code)) {
      return fromSqlite(current.message) ?? { table: '', columns: [] };
    }
    if (code === POSTGRES_UNIQUE) return fromPostgres(current) ?? { table: '', columns: [] };
    current = current.cause;
  }
  return undefined;
}
