// Brings the schema to the latest version. Migrations are imported statically and listed in
// order here (no directory scanning, so bundling or moving files cannot lose one); the same
// modules run on SQLite and PostgreSQL. Throws when a migration fails.
import type { Kysely } from 'kysely';
import {
  DEFAULT_MIGRATION_TABLE,
  type Migration,
  type MigrationProvider,
  Migrator,
} from 'kysely/migration';
import { tenantsMigration } from './migrations/0001-tenants.ts';
import { identityMigration } from './migrations/0002-identity.ts';
import { salesMigration } from './migrations/0003-sales.ts';
import { fulfilmentMigration } from './migrations/0004-fulfilment.ts';
import { supportMigration } from './migrations/0005-support.ts';
import { engagementMigration } from './migrations/0006-engagement.ts';
import { identityStateMigration } from './migrations/0007-identity-state.ts';
import { idempotencyKeysMigration } from './migrations/0008-idempotency-keys.ts';
import { customerReadIndexesMigration } from './migrations/0009-customer-read-indexes.ts';
import { customerDataVersionMigration } from './migrations/0010-customer-data-version.ts';
import { crashSafetyMigration } from './migrations/0011-crash-safety.ts';
import { supportDeskMigration } from './migrations/0012-support-desk.ts';
import { webPushMigration } from './migrations/0013-web-push.ts';
import { loyaltyStatesMigration } from './migrations/0014-loyalty-states.ts';
import { monitoringHistoryMigration } from './migrations/0015-monitoring-history.ts';
import { integrationClientsMigration } from './migrations/0016-integration-clients.ts';
import { externalIdsMigration } from './migrations/0017-external-ids.ts';
import { integrationEventsMigration } from './migrations/0018-integration-events.ts';
import { tenantOnboardingMigration } from './migrations/0019-tenant-onboarding.ts';
import { vouchersMigration } from './migrations/0020-vouchers.ts';
import { integrationEventRetentionMigration } from './migrations/0021-integration-event-retention.ts';
import { unusedColumnsMigration } from './migrations/0022-unused-columns.ts';
import { ticketsMigration } from './migrations/0023-tickets.ts';
import { devicePhysicalBoundsMigration } from './migrations/0027-device-physical-bounds.ts';
import { integrationSecretHashesMigration } from './migrations/0028-integration-secret-hashes.ts';
import { requestIdsMigration } from './migrations/0031-request-ids.ts';
import { webhookDisabledMigration } from './migrations/0033-webhook-disabled.ts';
import { energyPlansMigration } from './migrations/0034-energy-plans.ts';
import { notificationPreferencesMigration } from './migrations/0035-notification-preferences.ts';
import { myDataMigration } from './migrations/0036-my-data.ts';
import type { Database } from './schema.ts';

/** Every migration by name, in the order they apply. Append only; never rename or edit. */
export const migrations: Readonly<Record<string, Migration>> = {
  '0001-tenants': tenantsMigration,
  '0002-identity': identityMigration,
  '0003-sales': salesMigration,
  '0004-fulfilment': fulfilmentMigration,
  '0005-support': supportMigration,
  '0006-engagement': engagementMigration,
  '0007-identity-state': identityStateMigration,
  '0008-idempotency-keys': idempotencyKeysMigration,
  '0009-customer-read-indexes': customerReadIndexesMigration,
  '0010-customer-data-version': customerDataVersionMigration,
  '0011-crash-safety': crashSafetyMigration,
  '0012-support-desk': supportDeskMigration,
  '0013-web-push': webPushMigration,
  '0014-loyalty-states': loyaltyStatesMigration,
  '0015-monitoring-history': monitoringHistoryMigration,
  '0016-integration-clients': integrationClientsMigration,
  '0017-external-ids': externalIdsMigration,
  '0018-integration-events': integrationEventsMigration,
  '0019-tenant-onboarding': tenantOnboardingMigration,
  '0020-vouchers': vouchersMigration,
  '0021-integration-event-retention': integrationEventRetentionMigration,
  '0022-unused-columns': unusedColumnsMigration,
  '0023-tickets': ticketsMigration,
  '0027-device-physical-bounds': devicePhysicalBoundsMigration,
  '0028-integration-secret-hashes': integrationSecretHashesMigration,
  '0031-request-ids': requestIdsMigration,
  '0033-webhook-disabled': webhookDisabledMigration,
  '0034-energy-plans': energyPlansMigration,
  '0035-notification-preferences': notificationPreferencesMigration,
  '0036-my-data': myDataMigration,
};

/** What an instance of this release does with migrations a newer release has run: nothing. */
const ranByNewerRelease: Migration = {
  up: async () => {
    throw new Error('a newer release ran this migration; this release never runs it');
  },
};

/**
 * Brings the schema to this release's latest. During a rolling upgrade a newer release may have
 * migrated already (docs/operations.md): its migrations all sort after this release's newest and
 * only expand the schema, so an instance of this release that (re)starts then runs beside it, with
 * nothing to do. An unknown migration that sorts before this release's newest is not that: the
 * migrations of the database and of the code disagree, and the start fails.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const newest = Object.keys(migrations).sort().at(-1) ?? '';
  const newer = (await executedMigrationNames(db)).filter(
    (name) => !(name in migrations) && name > newest,
  );
  const known = {
    ...migrations,
    ...Object.fromEntries(newer.map((name) => [name, ranByNewerRelease])),
  };
  const provider: MigrationProvider = { getMigrations: async () => known };
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` ${failed.migrationName}` : '';
    throw new Error(`Database migration${name} failed`, { cause: error });
  }
}

/** The migrations the database has run, by any release; none on an empty database. */
export async function executedMigrationNames(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return [];
  const rows = await db
    .withTables<{ [DEFAULT_MIGRATION_TABLE]: { name: string } }>()
    .selectFrom(DEFAULT_MIGRATION_TABLE)
    .select('name')
    .execute();
  return rows.map((row) => row.name);
}
