// Tomorrow's energy plan (decision 094). energy_plans keeps one plan per monitoring device and
// Brussels day: what the planner was given (input_json, so the day after can be compared with the
// meter on the same terms) and what it answered (plan_json), when the evening push went, and once
// the day is over what the meter says it saved (realised and planned saving, outcome_at). The
// running total on insights is the sum of those rows. energy_plan_settings keeps the customer's
// choices per device: the evening push, which machines (dishwasher, washing machine) the plan
// should place, and how much the car needs by when (null: the plan's usual 18 kWh by 07:30). Both
// go with their device.
import type { Migration } from 'kysely/migration';
import { customerTable, dropTables, type SchemaDb, sameTenant } from './builders.ts';

async function up(db: SchemaDb): Promise<void> {
  await customerTable(db, 'energy_plans')
    .addColumn('monitoring_device_id', 'integer', (c) => c.notNull())
    .addColumn('plan_day', 'text', (c) => c.notNull())
    .addColumn('input_json', 'text', (c) => c.notNull())
    .addColumn('plan_json', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('pushed_at', 'text')
    .addColumn('outcome_at', 'text')
    .addColumn('realised_saving_eur', 'double precision')
    .addColumn('planned_saving_eur', 'double precision')
    .$call((t) =>
      sameTenant(t, 'energy_plans', 'monitoring_device_id', 'monitoring_devices', { owned: true }),
    )
    .addUniqueConstraint('energy_plans_device_day_key', [
      'tenant_id',
      'monitoring_device_id',
      'plan_day',
    ])
    .execute();

  await customerTable(db, 'energy_plan_settings')
    .addColumn('monitoring_device_id', 'integer', (c) => c.notNull())
    .addColumn('push_enabled', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('dishwasher', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('washing_machine', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('car_need_kwh', 'double precision')
    .addColumn('car_departure', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .$call((t) =>
      sameTenant(t, 'energy_plan_settings', 'monitoring_device_id', 'monitoring_devices', {
        owned: true,
      }),
    )
    .addUniqueConstraint('energy_plan_settings_device_key', ['tenant_id', 'monitoring_device_id'])
    .execute();
}

async function down(db: SchemaDb): Promise<void> {
  await dropTables(db, ['energy_plan_settings', 'energy_plans']);
}

export const energyPlansMigration: Migration = { up, down };
