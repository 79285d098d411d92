// What a monitoring device's installation can physically do (decision 069): its solar peak power
// (kWp × 1000) and what its grid connection carries, in W, written by the back office with the
// device. A live reading beyond them is a broken meter or a forgery, and is dropped before it
// reaches a socket, the history or the capacity peak. Null: not known, only the ingest's
// general 100 kW bound applies.
import type { Migration } from 'kysely/migration';
import type { SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('monitoring_devices').addColumn('solar_peak_w', 'integer').execute();
  await db.schema
    .alterTable('monitoring_devices')
    .addColumn('grid_connection_w', 'integer')
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.alterTable('monitoring_devices').dropColumn('grid_connection_w').execute();
  await db.schema.alterTable('monitoring_devices').dropColumn('solar_peak_w').execute();
}

export const devicePhysicalBoundsMigration: Migration = { up, down };
