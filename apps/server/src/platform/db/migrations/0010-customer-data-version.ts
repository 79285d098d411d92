// customers.data_version: a number the database itself raises whenever a row behind the
// customer's installations changes (decision 022). Every authenticated call already reads the
// customer's row, so a reader learns for free whether an answer it wrote before still holds.
//
// Triggers, not application code, raise it: every write path counts, present ones and those to
// come (the installer's API, a batch import, an operator's SQL), on every instance. A row that
// belongs to a customer through its parents (an offer version, its articles and their details)
// finds the customer through them.
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { dialectOf } from '../dialect-helpers.ts';
import type { SchemaDb } from './builders.ts';

/** How a row of each table names its customer; `row` is `new` or `old`. */
const customerOf: Record<string, (row: string) => string> = {
  installations: (row) => `${row}.customer_id`,
  offers: (row) => `${row}.customer_id`,
  orders: (row) => `${row}.customer_id`,
  invoices: (row) => `${row}.customer_id`,
  deliveries: (row) => `${row}.customer_id`,
  inspections: (row) => `${row}.customer_id`,
  grid_operator_requests: (row) => `${row}.customer_id`,
  offer_versions: (row) =>
    `(select o.customer_id from offers o where o.tenant_id = ${row}.tenant_id and o.id = ${row}.offer_id)`,
  offer_articles: (row) =>
    `(select o.customer_id from offer_versions v join offers o on o.id = v.offer_id
      where v.tenant_id = ${row}.tenant_id and v.id = ${row}.offer_version_id)`,
  offer_article_details: (row) =>
    `(select o.customer_id from offer_articles a
        join offer_versions v on v.id = a.offer_version_id join offers o on o.id = v.offer_id
      where a.tenant_id = ${row}.tenant_id and a.id = ${row}.offer_article_id)`,
};

export const customerDataTables = Object.keys(customerOf);

/** The rows each event has. An update can move a row to another customer (never today, but
 * cheap to get right), so it raises the old row's customer and the new one's. */
const events = { insert: ['new'], update: ['old', 'new'], delete: ['old'] } as const;

/** Raises the version of the customers the rows belong to (one statement: once each). */
function bump(table: string, rows: readonly string[]): string {
  const customers = rows.map((row) => customerOf[table]?.(row) ?? 'null').join(', ');
  return `update customers set data_version = data_version + 1
    where tenant_id = ${rows[0]}.tenant_id and id in (${customers});`;
}

async function sqliteTriggers(db: SchemaDb, table: string): Promise<void> {
  for (const [event, rows] of Object.entries(events)) {
    await sql
      .raw(
        `create trigger ${table}_${event}_touches_customer after ${event} on ${table}
         for each row begin ${bump(table, rows)} end`,
      )
      .execute(db);
  }
}

async function postgresTriggers(db: SchemaDb, table: string): Promise<void> {
  const { insert, update, delete: remove } = events;
  await sql
    .raw(
      `create function ${table}_touches_customer() returns trigger language plpgsql as $$
       begin
         if tg_op = 'INSERT' then ${bump(table, insert)}
         elsif tg_op = 'UPDATE' then ${bump(table, update)}
         else ${bump(table, remove)}
         end if;
         return null;
       end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create trigger ${table}_touches_customer after insert or update or delete on ${table}
       for each row execute function ${table}_touches_customer()`,
    )
    .execute(db);
}

async function up(db: SchemaDb): Promise<void> {
  await db.schema
    .alterTable('customers')
    .addColumn('data_version', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
  const postgres = dialectOf(db) === 'postgres';
  for (const table of customerDataTables) {
    await (postgres ? postgresTriggers(db, table) : sqliteTriggers(db, table));
  }
}

async function down(db: SchemaDb): Promise<void> {
  const postgres = dialectOf(db) === 'postgres';
  for (const table of customerDataTables) {
    if (postgres) {
      await sql.raw(`drop trigger ${table}_touches_customer on ${table}`).execute(db);
      await sql.raw(`drop function ${table}_touches_customer()`).execute(db);
    } else {
      for (const event of Object.keys(events)) {
        await sql.raw(`drop trigger ${table}_${event}_touches_customer`).execute(db);
      }
    }
  }
  await db.schema.alterTable('customers').dropColumn('data_version').execute();
}

export const customerDataVersionMigration: Migration = { up, down };
