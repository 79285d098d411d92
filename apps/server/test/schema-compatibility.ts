// Whether an instance of the previous release can run on a schema migrated by this one (decision
// 089): what it reads is still there, what it writes is still accepted. Compared from the two
// schemas as the database describes them, and the names the previous release's code contains.
import type { Kysely } from 'kysely';

export interface ColumnShape {
  dataType: string;
  isNullable: boolean;
  hasDefaultValue: boolean;
  isAutoIncrementing: boolean;
}

/** table → column → shape. */
export type SchemaShape = Map<string, Map<string, ColumnShape>>;

export async function schemaShape(
  db: Pick<Kysely<unknown>, 'introspection'>,
): Promise<SchemaShape> {
  const tables = await db.introspection.getTables();
  return new Map(
    tables
      .filter((table) => !table.isView)
      .map((table) => [
        table.name,
        new Map(
          table.columns.map((column) => [
            column.name,
            {
              dataType: column.dataType,
              isNullable: column.isNullable,
              hasDefaultValue: column.hasDefaultValue,
              isAutoIncrementing: column.isAutoIncrementing,
            },
          ]),
        ),
      ]),
  );
}

/**
 * What would break the previous release on the upgraded schema, one sentence each:
 * - a table or column it names is gone (dropped, or renamed: the old name is gone);
 * - a column it names changed type, or stopped accepting null;
 * - a new column of a table it names requires a value and has no default (its inserts name
 *   only the columns it knows).
 * A name is one the previous release's code contains as a word: conservative, a column whose
 * name also means something else counts as read.
 */
export function upgradeBreaks(
  before: SchemaShape,
  after: SchemaShape,
  names: ReadonlySet<string>,
): string[] {
  const breaks: string[] = [];
  for (const [table, columns] of before) {
    if (!names.has(table)) continue;
    const upgraded = after.get(table);
    if (!upgraded) {
      breaks.push(`table ${table} is gone, and the previous release uses it`);
      continue;
    }
    for (const [column, shape] of columns) {
      if (!names.has(column)) continue;
      const now = upgraded.get(column);
      if (!now) breaks.push(`column ${table}.${column} is gone, and the previous release uses it`);
      else if (now.dataType !== shape.dataType) {
        breaks.push(`column ${table}.${column} changed type: ${shape.dataType} → ${now.dataType}`);
      } else if (shape.isNullable && !now.isNullable) {
        breaks.push(
          `column ${table}.${column} no longer takes null, which the previous release may write`,
        );
      }
    }
    for (const [column, shape] of upgraded) {
      if (columns.has(column)) continue;
      if (!shape.isNullable && !shape.hasDefaultValue && !shape.isAutoIncrementing) {
        breaks.push(
          `column ${table}.${column} is new, required and without a default: the previous release's inserts into ${table} fail`,
        );
      }
    }
  }
  return breaks;
}
