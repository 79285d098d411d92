// Satisfaction surveys, the loyalty programme and energy monitoring (devices, energy totals for
// history and insights, grid-balancing earnings).
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
} from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await customerTable(db, 'surveys')
    .addColumn('installation_id', 'integer', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull())
    .addColumn('comment', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('submitted_at', 'text')
    .$call((t) => sameCustomer(t, 'surveys', 'installation_id', 'installations', { owned: true }))
    .$call((t) => sameCustomer(t, 'surveys', 'order_id', 'orders', { owned: true }))
    .addUniqueConstraint('surveys_tenant_id_order_id_key', ['tenant_id', 'order_id'])
    .execute();

  await tenantTable(db, 'survey_answers')
    .addColumn('survey_id', 'integer', (c) => c.notNull())
    .addColumn('question_key', 'text', (c) => c.notNull())
    .addColumn('score', 'integer', (c) => c.notNull())
    .$call((t) => sameTenant(t, 'survey_answers', 'survey_id', 'surveys', { owned: true }))
    .addUniqueConstraint('survey_answers_survey_id_question_key_key', ['survey_id', 'question_key'])
    .addCheckConstraint('survey_answers_score_check', sql`score between 1 and 5`)
    .execute();
  await createIndex(db, 'survey_answers', ['tenant_id', 'survey_id']);

  await customerTable(db, 'loyalty_referrals')
    .addColumn('friend_name', 'text', (c) => c.notNull())
    .addColumn('friend_email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('voucher_amount_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('ordered_at', 'text')
    .addColumn('rewarded_at', 'text')
    .addUniqueConstraint('loyalty_referrals_friend_key', [
      'tenant_id',
      'customer_id',
      'friend_email',
    ])
    .addCheckConstraint(
      'loyalty_referrals_status_check',
      oneOf('status', ['invited', 'ordered', 'rewarded']),
    )
    .addCheckConstraint('loyalty_referrals_email_check', sql`friend_email = lower(friend_email)`)
    .execute();

  await customerTable(db, 'monitoring_devices')
    .addColumn('installation_id', 'integer')
    .addColumn('device_id', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('monitoring_integration', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call((t) =>
      sameCustomer(t, 'monitoring_devices', 'installation_id', 'installations', { owned: true }),
    )
    .addUniqueConstraint('monitoring_devices_tenant_id_device_id_key', ['tenant_id', 'device_id'])
    .execute();

  await tenantTable(db, 'monitoring_energy')
    .addColumn('monitoring_device_id', 'integer', (c) => c.notNull())
    .addColumn('period_start', 'text', (c) => c.notNull())
    .addColumn('period_minutes', 'integer', (c) => c.notNull())
    .$call((t) => {
      let table = t;
      for (const column of [
        'home_kwh',
        'solar_kwh',
        'grid_consume_kwh',
        'grid_inject_kwh',
        'battery_charge_kwh',
        'battery_discharge_kwh',
        'ev_kwh',
      ]) {
        table = table.addColumn(column, 'double precision', (c) => c.notNull().defaultTo(0));
      }
      return table;
    })
    .addColumn('battery_charge_state_percent', 'double precision')
    .addColumn('price_consumption_eur_per_kwh', 'double precision')
    .addColumn('price_injection_eur_per_kwh', 'double precision')
    .$call((t) =>
      sameTenant(t, 'monitoring_energy', 'monitoring_device_id', 'monitoring_devices', {
        owned: true,
      }),
    )
    .addUniqueConstraint('monitoring_energy_period_key', [
      'monitoring_device_id',
      'period_minutes',
      'period_start',
    ])
    .addCheckConstraint('monitoring_energy_period_check', sql`period_minutes > 0`)
    .execute();

  await customerTable(db, 'balancing_earnings')
    .addColumn('monitoring_device_id', 'integer', (c) => c.notNull())
    .addColumn('period_month', 'text', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('payable_on', 'text', (c) => c.notNull())
    .addColumn('paid_at', 'text')
    .addColumn('notice_sent_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .$call((t) =>
      sameCustomer(t, 'balancing_earnings', 'monitoring_device_id', 'monitoring_devices', {
        owned: true,
      }),
    )
    .addUniqueConstraint('balancing_earnings_period_key', ['monitoring_device_id', 'period_month'])
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, [
    'balancing_earnings',
    'monitoring_energy',
    'monitoring_devices',
    'loyalty_referrals',
    'survey_answers',
    'surveys',
  ]);
}

export const engagementMigration: Migration = { up, down };
