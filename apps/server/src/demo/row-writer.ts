// Where the demo inserters put their rows: one function per table, each inserting one row and
// answering its id. The demo seed writes through Kysely, one statement per row; the scale-data
// generator (bench/scale) hands in a writer that numbers the rows itself and inserts them in
// bulk, so both fill the same tables from the same scenarios.
import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../platform/db/schema.ts';

/** The tables a customer's installations (offer to grid-operator request) are written to. */
export type SaleTable =
  | 'customers'
  | 'installations'
  | 'offers'
  | 'offer_versions'
  | 'offer_articles'
  | 'offer_article_details'
  | 'upsell_offers'
  | 'orders'
  | 'invoices'
  | 'deliveries'
  | 'inspections'
  | 'grid_operator_requests';

export type RowWriter = {
  [T in SaleTable]: (row: Insertable<Database[T]>) => Promise<number>;
};

/** Inserts each row at once and reads back its id. */
export function kyselyRowWriter(db: Kysely<Database>): RowWriter {
  return {
    customers: async (row) =>
      (await db.insertInto('customers').values(row).returning('id').executeTakeFirstOrThrow()).id,
    installations: async (row) =>
      (await db.insertInto('installations').values(row).returning('id').executeTakeFirstOrThrow())
        .id,
    offers: async (row) =>
      (await db.insertInto('offers').values(row).returning('id').executeTakeFirstOrThrow()).id,
    offer_versions: async (row) =>
      (await db.insertInto('offer_versions').values(row).returning('id').executeTakeFirstOrThrow())
        .id,
    offer_articles: async (row) =>
      (await db.insertInto('offer_articles').values(row).returning('id').executeTakeFirstOrThrow())
        .id,
    offer_article_details: async (row) =>
      (
        await db
          .insertInto('offer_article_details')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    upsell_offers: async (row) =>
      (await db.insertInto('upsell_offers').values(row).returning('id').executeTakeFirstOrThrow())
        .id,
    orders: async (row) =>
      (await db.insertInto('orders').values(row).returning('id').executeTakeFirstOrThrow()).id,
    invoices: async (row) =>
      (await db.insertInto('invoices').values(row).returning('id').executeTakeFirstOrThrow()).id,
    deliveries: async (row) =>
      (await db.insertInto('deliveries').values(row).returning('id').executeTakeFirstOrThrow()).id,
    inspections: async (row) =>
      (await db.insertInto('inspections').values(row).returning('id').executeTakeFirstOrThrow()).id,
    grid_operator_requests: async (row) =>
      (
        await db
          .insertInto('grid_operator_requests')
          .values(row)
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
  };
}
