// Monitoring history and prices (decision 049).
//
// monitoring_energy keeps two kinds of rows per device: quarter-hours (period_minutes = 15), kept
// for the retention period, and Brussels days (period_minutes 1380, 1440 or 1500), kept for good.
// A day row carries what its quarter-hours said about the capacity tariff, so that the monthly
// peaks of a year survive the quarter-hours: peak_import_w (the highest quarter-hour average
// grid import; for a quarter-hour row its own average), peak_at (that quarter-hour's start) and
// peak_load_w (the highest quarter-hour average of home + EV, the peak without the installation,
// for the tariff saving). The index on (device, period_start) serves the range reads and the
// retention's deletes, which cross both kinds.
//
// day_ahead_prices: day-ahead prices of a bidding zone per quarter-hour, €/MWh, as imported from
// ENTSO-E documents (an hourly price is kept as its four quarter-hours). Market data, the same for
// every tenant, so not tenant-owned.
import type { Migration } from 'kysely/migration';
import { createIndex, dropTables, idTable, type SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  for (const [column, type] of [
    ['peak_import_w', 'double precision'],
    ['peak_at', 'text'],
    ['peak_load_w', 'double precision'],
  ] as const) {
    await db.schema.alterTable('monitoring_energy').addColumn(column, type).execute();
  }
  await createIndex(db, 'monitoring_energy', ['monitoring_device_id', 'period_start']);

  await idTable(db, 'day_ahead_prices')
    .addColumn('bidding_zone', 'text', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('price_eur_per_mwh', 'double precision', (c) => c.notNull())
    /** The resolution of the document it came from: 15 or 60. */
    .addColumn('source_minutes', 'integer', (c) => c.notNull())
    .addColumn('imported_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('day_ahead_prices_zone_start_key', ['bidding_zone', 'period_start'])
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, ['day_ahead_prices']);
  await db.schema.dropIndex('monitoring_energy_monitoring_device_id_period_start_idx').execute();
  for (const column of ['peak_load_w', 'peak_at', 'peak_import_w']) {
    await db.schema.alterTable('monitoring_energy').dropColumn(column).execute();
  }
}

export const monitoringHistoryMigration: Migration = { up, down };
