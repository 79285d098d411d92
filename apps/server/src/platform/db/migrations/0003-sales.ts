// Installations and what is sold on them: offers, offer versions with their articles and article
// details, upsell offers and orders. Rows of one customer reference each other by
// (tenant_id, customer_id, id), so an offer can never hang under another customer's installation.
import { ORDER_PAYMENT_STAGES } from '@portal/domain/constants';
import { ProductCategory } from '@portal/domain/product-category';
import { sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import {
  createIndex,
  customerTable,
  dropTables,
  oneOf,
  type SchemaDb,
  sameCustomer,
  sameTenant,
  tenantTable,
  withTimestamps,
} from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await withTimestamps(
    customerTable(db, 'installations')
      .addColumn('street_and_number', 'text')
      .addColumn('postal_code', 'text')
      .addColumn('city', 'text')
      .addColumn('grid_operator', 'text')
      .addColumn('has_external_prepayment', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('oplevering_done', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('surveyed', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('qr_filled_in', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('keuring_certificate', 'text')
      .addColumn('has_wiring_diagram', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('wiring_diagram_keuring', 'text'),
  ).execute();

  await withTimestamps(
    customerTable(db, 'offers')
      .addColumn('installation_id', 'integer', (c) => c.notNull())
      .addColumn('offer_type_id', 'integer', (c) => c.notNull())
      .addColumn('status_id', 'integer', (c) => c.notNull()),
  )
    .$call((t) => sameCustomer(t, 'offers', 'installation_id', 'installations', { owned: true }))
    .execute();
  await createIndex(db, 'offers', ['tenant_id', 'installation_id']);

  await tenantTable(db, 'offer_versions')
    .addColumn('offer_id', 'integer', (c) => c.notNull())
    .addColumn('version_number', 'integer', (c) => c.notNull())
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('valid_until', 'text')
    .addColumn('seen_at', 'text')
    .addColumn('signed_at', 'text')
    .addColumn('superseded_at', 'text')
    .addColumn('signature_document_id', 'integer')
    .addColumn('total_excl_vat_cents', 'integer', (c) => c.notNull())
    .addColumn('total_incl_vat_cents', 'integer', (c) => c.notNull())
    .$call((t) => sameTenant(t, 'offer_versions', 'offer_id', 'offers', { owned: true }))
    .$call((t) => sameTenant(t, 'offer_versions', 'signature_document_id', 'stored_documents'))
    .addUniqueConstraint('offer_versions_tenant_id_id_key', ['tenant_id', 'id'])
    .addUniqueConstraint('offer_versions_offer_id_version_number_key', [
      'offer_id',
      'version_number',
    ])
    .addCheckConstraint('offer_versions_version_check', sql`version_number >= 1`)
    .execute();
  await createIndex(db, 'offer_versions', ['tenant_id', 'offer_id']);

  await tenantTable(db, 'offer_articles')
    .addColumn('offer_version_id', 'integer', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('article_code', 'text', (c) => c.notNull())
    .addColumn('category_id', 'integer', (c) => c.notNull())
    .addColumn('quantity', 'double precision', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('vat_rate_percent', 'double precision', (c) => c.notNull())
    .addColumn('description_nl', 'text')
    .addColumn('description_fr', 'text')
    .addColumn('description_en', 'text')
    .$call((t) =>
      sameTenant(t, 'offer_articles', 'offer_version_id', 'offer_versions', { owned: true }),
    )
    .addUniqueConstraint('offer_articles_tenant_id_id_key', ['tenant_id', 'id'])
    .addCheckConstraint(
      'offer_articles_category_check',
      oneOf('category_id', Object.values(ProductCategory)),
    )
    .addCheckConstraint(
      'offer_articles_description_check',
      sql`coalesce(description_nl, description_fr, description_en) is not null`,
    )
    .execute();
  await createIndex(db, 'offer_articles', ['tenant_id', 'offer_version_id', 'position']);

  await tenantTable(db, 'offer_article_details')
    .addColumn('offer_article_id', 'integer', (c) => c.notNull())
    .addColumn('detail_key', 'text', (c) => c.notNull())
    .addColumn('value_json', 'text', (c) => c.notNull())
    .addColumn('suffix', 'text', (c) => c.notNull().defaultTo(''))
    .$call((t) =>
      sameTenant(t, 'offer_article_details', 'offer_article_id', 'offer_articles', {
        owned: true,
      }),
    )
    .addUniqueConstraint('offer_article_details_article_key_key', [
      'offer_article_id',
      'detail_key',
    ])
    .execute();
  await createIndex(db, 'offer_article_details', ['tenant_id', 'offer_article_id']);

  await customerTable(db, 'upsell_offers')
    .addColumn('installation_id', 'integer', (c) => c.notNull())
    .addColumn('offer_id', 'integer', (c) => c.notNull())
    .addColumn('version_number', 'integer', (c) => c.notNull())
    .addColumn('upsell_type', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('document_id', 'integer')
    .addColumn('signature_document_id', 'integer')
    .addColumn('accepted_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call((t) =>
      sameCustomer(t, 'upsell_offers', 'installation_id', 'installations', { owned: true }),
    )
    .$call((t) => sameCustomer(t, 'upsell_offers', 'offer_id', 'offers', { owned: true }))
    .$call((t) => sameTenant(t, 'upsell_offers', 'document_id', 'stored_documents'))
    .$call((t) => sameTenant(t, 'upsell_offers', 'signature_document_id', 'stored_documents'))
    .execute();
  await createIndex(db, 'upsell_offers', ['tenant_id', 'offer_id']);

  await withTimestamps(
    customerTable(db, 'orders')
      .addColumn('installation_id', 'integer', (c) => c.notNull())
      .addColumn('offer_id', 'integer')
      .addColumn('status_id', 'integer', (c) => c.notNull())
      .addColumn('offer_type_id', 'integer', (c) => c.notNull())
      .addColumn('payment_stage', 'text', (c) => c.notNull())
      .addColumn('ordered_at', 'text', (c) => c.notNull())
      .addColumn('signed_at', 'text')
      .addColumn('signature_document_id', 'integer'),
  )
    .$call((t) => sameCustomer(t, 'orders', 'installation_id', 'installations', { owned: true }))
    .$call((t) => sameCustomer(t, 'orders', 'offer_id', 'offers'))
    .$call((t) => sameTenant(t, 'orders', 'signature_document_id', 'stored_documents'))
    .addCheckConstraint('orders_payment_stage_check', oneOf('payment_stage', ORDER_PAYMENT_STAGES))
    .execute();
  await createIndex(db, 'orders', ['tenant_id', 'installation_id']);
  await createIndex(db, 'orders', ['tenant_id', 'offer_id']);
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, [
    'orders',
    'upsell_offers',
    'offer_article_details',
    'offer_articles',
    'offer_versions',
    'offers',
    'installations',
  ]);
}

export const salesMigration: Migration = { up, down };
