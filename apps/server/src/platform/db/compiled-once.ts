// Queries compiled once, then run with new values. Kysely builds a query's operation tree and
// compiles it to SQL on every call; for the few queries every API call runs (the customer, their
// rows), that cost more than SQLite took to answer them. A query built here takes its values
// from named slots: it is built and compiled once per database, and each call only binds values.
// Only scalar values fit a slot (an `in` list compiles to one parameter per item).
import {
  type Compilable,
  CompiledQuery,
  type DialectAdapter,
  type Kysely,
  type RawBuilder,
  sql,
} from 'kysely';
import type { Database } from './schema.ts';

class Slot {
  readonly name: string;
  constructor(name: string) {
    this.name = name;
  }
}

/** One expression per value the query takes, named as the values are. */
export type Slots<Values> = { readonly [Name in keyof Values]: RawBuilder<Values[Name]> };

/**
 * `build` is called once per database with slots for the values; the returned function runs the
 * compiled query with the values given (on the database or transaction it is handed).
 */
export function compiledOnce<Values, Row>(
  build: (db: Kysely<Database>, slots: Slots<Values>) => Compilable<Row>,
): (db: Kysely<Database>, values: Values) => Promise<Row[]> {
  // Per database (its adapter): SQLite and PostgreSQL compile the same query differently.
  const compiled = new WeakMap<DialectAdapter, CompiledQuery<Row>>();
  const slots = new Proxy(
    {},
    { get: (_target, name) => sql`${new Slot(String(name))}` },
  ) as Slots<Values>;
  return async (db, values) => {
    const { adapter, plugins } = db.getExecutor();
    if (plugins.length > 0) {
      // A plugin transforms (or records) queries as they are compiled: under one, the query is
      // built with its values every time, as any other query is, so the plugin sees them.
      const withValues = new Proxy(
        {},
        { get: (_target, name) => sql`${values[name as keyof Values]}` },
      ) as Slots<Values>;
      return (await db.executeQuery(build(db, withValues).compile())).rows;
    }
    let query = compiled.get(adapter);
    if (!query) {
      query = build(db, slots).compile();
      compiled.set(adapter, query);
    }
    const parameters = query.parameters.map((parameter) =>
      parameter instanceof Slot ? values[parameter.name as keyof Values] : parameter,
    );
    const result = await db.executeQuery<Row>(CompiledQuery.raw(query.sql, parameters));
    return result.rows;
  };
}
