// After the order: invoices (with credit notes pointing at what they credit), deliveries,
// inspections on an order or an invoice, grid-operator requests and repairs.
import { GridOperatorRequestStatus, PaymentState } from '@portal/domain/status-ids';
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
  withTimestamps,
} from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await withTimestamps(
    customerTable(db, 'invoices')
      .addColumn('installation_id', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'integer')
      .addColumn('invoice_type_id', 'integer', (c) => c.notNull())
      .addColumn('offer_type_id', 'integer')
      .addColumn('number_prefix', 'text', (c) => c.notNull().defaultTo(''))
      .addColumn('invoice_number', 'integer', (c) => c.notNull())
      .addColumn('is_prepayment', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('payment_state', 'integer', (c) => c.notNull())
      .addColumn('amount_excl_vat_cents', 'integer', (c) => c.notNull())
      .addColumn('amount_incl_vat_cents', 'integer', (c) => c.notNull())
      .addColumn('issued_on', 'text', (c) => c.notNull())
      .addColumn('due_on', 'text')
      .addColumn('paid_at', 'text')
      .addColumn('structured_communication', 'text')
      .addColumn('related_invoice_id', 'integer'),
  )
    .$call((t) => sameCustomer(t, 'invoices', 'installation_id', 'installations', { owned: true }))
    .$call((t) => sameCustomer(t, 'invoices', 'order_id', 'orders'))
    .$call((t) => sameCustomer(t, 'invoices', 'related_invoice_id', 'invoices'))
    .addUniqueConstraint('invoices_tenant_id_number_key', [
      'tenant_id',
      'number_prefix',
      'invoice_number',
    ])
    .addCheckConstraint(
      'invoices_payment_state_check',
      oneOf('payment_state', Object.values(PaymentState)),
    )
    .execute();
  await createIndex(db, 'invoices', ['tenant_id', 'installation_id']);
  await createIndex(db, 'invoices', ['tenant_id', 'order_id']);
  await createIndex(db, 'invoices', ['tenant_id', 'related_invoice_id']);

  await withTimestamps(
    customerTable(db, 'deliveries')
      .addColumn('installation_id', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'integer', (c) => c.notNull())
      .addColumn('status_id', 'integer', (c) => c.notNull())
      .addColumn('offer_type_id', 'integer', (c) => c.notNull())
      .addColumn('installation_date', 'text')
      .addColumn('document_signed_at', 'text')
      .addColumn('remarks', 'text')
      .addColumn('sepa_loan', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('signature_document_id', 'integer'),
  )
    .$call((t) =>
      sameCustomer(t, 'deliveries', 'installation_id', 'installations', { owned: true }),
    )
    .$call((t) => sameCustomer(t, 'deliveries', 'order_id', 'orders', { owned: true }))
    .$call((t) => sameTenant(t, 'deliveries', 'signature_document_id', 'stored_documents'))
    .execute();
  await createIndex(db, 'deliveries', ['tenant_id', 'installation_id']);
  await createIndex(db, 'deliveries', ['tenant_id', 'order_id']);

  await withTimestamps(
    customerTable(db, 'inspections')
      .addColumn('installation_id', 'integer', (c) => c.notNull())
      .addColumn('order_id', 'integer')
      .addColumn('invoice_id', 'integer')
      .addColumn('keurder_job_id', 'integer', (c) => c.notNull())
      .addColumn('asked_keuring', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('appointment_date', 'text')
      .addColumn('approved', 'boolean', (c) => c.notNull().defaultTo(false))
      .addColumn('approved_date', 'text')
      .addColumn('rejected_date', 'text')
      .addColumn('certificate_number', 'text'),
  )
    .$call((t) =>
      sameCustomer(t, 'inspections', 'installation_id', 'installations', { owned: true }),
    )
    .$call((t) => sameCustomer(t, 'inspections', 'order_id', 'orders'))
    .$call((t) => sameCustomer(t, 'inspections', 'invoice_id', 'invoices'))
    .addUniqueConstraint('inspections_tenant_id_keurder_job_id_key', [
      'tenant_id',
      'keurder_job_id',
    ])
    .addCheckConstraint(
      'inspections_subject_check',
      sql`order_id is not null or invoice_id is not null`,
    )
    .execute();
  await createIndex(db, 'inspections', ['tenant_id', 'installation_id']);
  await createIndex(db, 'inspections', ['tenant_id', 'order_id']);
  await createIndex(db, 'inspections', ['tenant_id', 'invoice_id']);

  await withTimestamps(
    customerTable(db, 'grid_operator_requests')
      .addColumn('installation_id', 'integer', (c) => c.notNull())
      .addColumn('operator', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('ean', 'text')
      .addColumn('requested_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .addColumn('completed_at', 'text'),
  )
    .$call((t) =>
      sameCustomer(t, 'grid_operator_requests', 'installation_id', 'installations', {
        owned: true,
      }),
    )
    .addCheckConstraint(
      'grid_operator_requests_status_check',
      oneOf('status', GridOperatorRequestStatus),
    )
    .execute();
  await createIndex(db, 'grid_operator_requests', ['tenant_id', 'installation_id']);

  await withTimestamps(
    customerTable(db, 'repairs')
      .addColumn('installation_id', 'integer', (c) => c.notNull())
      .addColumn('delivery_id', 'integer')
      .addColumn('invoice_id', 'integer')
      .addColumn('status_id', 'integer', (c) => c.notNull())
      .addColumn('description', 'text', (c) => c.notNull())
      .addColumn('reported_at', 'text', (c) => c.notNull())
      .addColumn('planned_date', 'text')
      .addColumn('resolved_at', 'text'),
  )
    .$call((t) => sameCustomer(t, 'repairs', 'installation_id', 'installations', { owned: true }))
    .$call((t) => sameCustomer(t, 'repairs', 'delivery_id', 'deliveries'))
    .$call((t) => sameCustomer(t, 'repairs', 'invoice_id', 'invoices'))
    .execute();
  await createIndex(db, 'repairs', ['tenant_id', 'installation_id']);
  await createIndex(db, 'repairs', ['tenant_id', 'delivery_id']);
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, [
    'repairs',
    'grid_operator_requests',
    'inspections',
    'deliveries',
    'invoices',
  ]);
}

export const fulfilmentMigration: Migration = { up, down };
