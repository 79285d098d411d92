// PostgreSQL through pg with each query text prepared once per connection: Kysely sends every
// query as an unnamed statement, which PostgreSQL parses and plans again each time. Giving the
// statement a name derived from its text makes pg parse it once per connection and then only
// bind and execute it. Bounded per connection (a query with an `in (…)` list has a text per list
// length); beyond the bound, and for anything but plain DML (transaction control, DDL), queries
// stay unnamed.
import { createHash } from 'node:crypto';
import type { PostgresCursor, PostgresPool, PostgresPoolClient } from 'kysely';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';

/** Named statements one connection keeps; every query shape of the app fits. */
export const POSTGRES_STATEMENTS_PER_CONNECTION = 200;

const dml = /^\s*(select|insert|update|delete|with)\b/i;
/** "cached plan must not change result type": the table changed under a named `select *`. */
const stalePlanCode = '0A000';

export function withNamedStatements(
  pool: pg.Pool,
  perConnection = POSTGRES_STATEMENTS_PER_CONNECTION,
): PostgresPool {
  const names = new LRUCache<string, string>({ max: 10 * perConnection });
  const nameOf = (sql: string) => {
    let name = names.get(sql);
    if (!name) {
      name = `s_${createHash('sha256').update(sql).digest('base64url').slice(0, 24)}`;
      names.set(sql, name);
    }
    return name;
  };
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    // The statements this connection has prepared; a stale one is never named again here.
    const prepared = new Set<string>();
    const stale = new Set<string>();
    async function query(sql: string, parameters: readonly unknown[]) {
      const values = [...parameters];
      const name = dml.test(sql) ? nameOf(sql) : undefined;
      const named =
        name !== undefined &&
        !stale.has(name) &&
        (prepared.has(name) || prepared.size < perConnection);
      if (!name || !named) return client.query(sql, values);
      try {
        const result = await client.query({ name, text: sql, values });
        prepared.add(name);
        return result;
      } catch (error) {
        if (!isStalePlan(error)) throw error;
        stale.add(name);
        return client.query(sql, values);
      }
    }
    // Kysely's two overloads: a query with its parameters, or a cursor (streaming) as it is.
    const queryOrCursor = (input: string | PostgresCursor<unknown>, parameters?: unknown[]) =>
      typeof input === 'string'
        ? query(input, parameters ?? [])
        : client.query(input as unknown as pg.Submittable);
    return {
      query: queryOrCursor as unknown as PostgresPoolClient['query'],
      release: (destroy) => client.release(destroy),
    };
  };
  return {
    options: pool.options,
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

function isStalePlan(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    error.code === stalePlanCode &&
    /cached plan/.test(error.message)
  );
}
