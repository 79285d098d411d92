// Tenant onboarding (decision 056): what `npm run tenant` writes beyond the columns
// the demo seed already fills.
// - tenants.languages: the portal's languages for this tenant, a JSON array of nl/fr/en with the
//   default language among them. Existing tenants keep all three.
// - tenants.disabled_at: when the tenant was disabled; a disabled tenant answers like an unknown
//   one everywhere (portal, API, realm) and keeps all its data.
// - tenant_logos: the logo as given (SVG, PNG or JPEG, served to the portal) and its PNG raster
//   for the generated PDFs, made once when the logo is set. Base64 text on both dialects (no
//   blob type to tell apart); a logo is at most a few hundred kilobytes.
import type { Migration } from 'kysely/migration';
import { oneOf, type SchemaDb } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await db.schema
    .alterTable('tenants')
    .addColumn('languages', 'text', (column) => column.notNull().defaultTo('["nl","fr","en"]'))
    .execute();
  await db.schema.alterTable('tenants').addColumn('disabled_at', 'text').execute();
  await db.schema
    .createTable('tenant_logos')
    .addColumn('tenant_id', 'integer', (column) =>
      column.primaryKey().references('tenants.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'text', (column) => column.notNull())
    .addColumn('original_base64', 'text', (column) => column.notNull())
    // The first 16 hex digits of the original's SHA-256: part of the logo's URL.
    .addColumn('version', 'text', (column) => column.notNull())
    .addColumn('raster_png_base64', 'text', (column) => column.notNull())
    .addColumn('raster_width', 'integer', (column) => column.notNull())
    .addColumn('raster_height', 'integer', (column) => column.notNull())
    .addColumn('updated_at', 'text', (column) => column.notNull())
    .addCheckConstraint(
      'tenant_logos_content_type_check',
      oneOf('content_type', ['image/svg+xml', 'image/png', 'image/jpeg']),
    )
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await db.schema.dropTable('tenant_logos').ifExists().execute();
  await db.schema.alterTable('tenants').dropColumn('disabled_at').execute();
  await db.schema.alterTable('tenants').dropColumn('languages').execute();
}

export const tenantOnboardingMigration: Migration = { up, down };
