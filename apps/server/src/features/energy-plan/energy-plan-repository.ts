// Tomorrow's energy plans and their settings (tables energy_plans and energy_plan_settings,
// migration 0034), and the devices a plan is made for.
import type { Kysely } from 'kysely';
import { toBoolean } from '../../platform/db/dialect-helpers.ts';
import type { Database } from '../../platform/db/schema.ts';

export interface PlanDevice {
  /** monitoring_devices.id */
  id: number;
  tenantId: number;
  customerId: number;
  deviceId: string;
  solarPeakW: number | null;
  gridConnectionW: number | null;
  /** The installation's postal code, else the customer's. */
  postalCode: string | null;
}

export interface StoredPlan {
  id: number;
  tenantId: number;
  customerId: number;
  deviceRowId: number;
  day: string;
  inputJson: string;
  planJson: string;
  createdAt: string;
  pushedAt: string | null;
}

/** Every monitoring device of a tenant, with what the plan needs to know of its site. */
export async function listPlanDevices(
  db: Kysely<Database>,
  tenantId: number,
  deviceId?: string,
): Promise<PlanDevice[]> {
  let query = db
    .selectFrom('monitoring_devices as d')
    .innerJoin('customers as c', (join) =>
      join.onRef('c.tenant_id', '=', 'd.tenant_id').onRef('c.id', '=', 'd.customer_id'),
    )
    .leftJoin('installations as i', (join) =>
      join.onRef('i.tenant_id', '=', 'd.tenant_id').onRef('i.id', '=', 'd.installation_id'),
    )
    .select([
      'd.id',
      'd.tenant_id',
      'd.customer_id',
      'd.device_id',
      'd.solar_peak_w',
      'd.grid_connection_w',
      'i.postal_code as site_postal_code',
      'c.postal_code as customer_postal_code',
    ])
    .where('d.tenant_id', '=', tenantId);
  if (deviceId !== undefined) query = query.where('d.device_id', '=', deviceId);
  const rows = await query.orderBy('d.id').execute();
  return rows.map((row) => ({
    id: row.id,
    tenantId: row.tenant_id,
    customerId: row.customer_id,
    deviceId: row.device_id,
    solarPeakW: row.solar_peak_w,
    gridConnectionW: row.grid_connection_w,
    postalCode: row.site_postal_code ?? row.customer_postal_code,
  }));
}

/** Stores a plan unless the device has one for the day already; whether it was stored. */
export async function insertPlan(
  db: Kysely<Database>,
  plan: Omit<StoredPlan, 'id' | 'pushedAt'>,
): Promise<boolean> {
  const result = await db
    .insertInto('energy_plans')
    .values({
      tenant_id: plan.tenantId,
      customer_id: plan.customerId,
      monitoring_device_id: plan.deviceRowId,
      plan_day: plan.day,
      input_json: plan.inputJson,
      plan_json: plan.planJson,
      created_at: plan.createdAt,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'monitoring_device_id', 'plan_day']).doNothing(),
    )
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

const planColumns = [
  'id',
  'tenant_id',
  'customer_id',
  'monitoring_device_id',
  'plan_day',
  'input_json',
  'plan_json',
  'created_at',
  'pushed_at',
] as const;

type PlanRow = {
  id: number;
  tenant_id: number;
  customer_id: number;
  monitoring_device_id: number;
  plan_day: string;
  input_json: string;
  plan_json: string;
  created_at: string;
  pushed_at: string | null;
};

const toStored = (row: PlanRow): StoredPlan => ({
  id: row.id,
  tenantId: row.tenant_id,
  customerId: row.customer_id,
  deviceRowId: row.monitoring_device_id,
  day: row.plan_day,
  inputJson: row.input_json,
  planJson: row.plan_json,
  createdAt: row.created_at,
  pushedAt: row.pushed_at,
});

/** The device's plan for the latest day, if any. */
export async function findLatestPlan(
  db: Kysely<Database>,
  tenantId: number,
  deviceRowId: number,
): Promise<StoredPlan | undefined> {
  const row = await db
    .selectFrom('energy_plans')
    .select(planColumns)
    .where('tenant_id', '=', tenantId)
    .where('monitoring_device_id', '=', deviceRowId)
    .orderBy('plan_day', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row && toStored(row);
}

export async function hasPlanFor(
  db: Kysely<Database>,
  tenantId: number,
  deviceRowId: number,
  day: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('energy_plans')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('monitoring_device_id', '=', deviceRowId)
    .where('plan_day', '=', day)
    .executeTakeFirst();
  return row !== undefined;
}

/** A tenant's plans for a day whose evening push has not gone yet, with their device's own id. */
export async function listUnpushedPlans(
  db: Kysely<Database>,
  tenantId: number,
  day: string,
): Promise<(StoredPlan & { deviceId: string })[]> {
  const rows = await db
    .selectFrom('energy_plans as p')
    .innerJoin('monitoring_devices as d', (join) =>
      join.onRef('d.tenant_id', '=', 'p.tenant_id').onRef('d.id', '=', 'p.monitoring_device_id'),
    )
    .select(planColumns.map((column) => `p.${column}` as const))
    .select('d.device_id')
    .where('p.tenant_id', '=', tenantId)
    .where('p.plan_day', '=', day)
    .where('p.pushed_at', 'is', null)
    .orderBy('p.id')
    .execute();
  return rows.map((row) => ({ ...toStored(row), deviceId: row.device_id }));
}

/** Marks the push as gone; false when another instance did it first. */
export async function markPushed(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('energy_plans')
    .set({ pushed_at: at })
    .where('id', '=', id)
    .where('pushed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** A tenant's plans of days before `beforeDay` not yet compared with the meter. */
export async function listPlansWithoutOutcome(
  db: Kysely<Database>,
  tenantId: number,
  beforeDay: string,
): Promise<StoredPlan[]> {
  const rows = await db
    .selectFrom('energy_plans')
    .select(planColumns)
    .where('tenant_id', '=', tenantId)
    .where('plan_day', '<', beforeDay)
    .where('outcome_at', 'is', null)
    .orderBy('plan_day')
    .execute();
  return rows.map(toStored);
}

export async function saveOutcome(
  db: Kysely<Database>,
  id: number,
  outcome: { realisedSavingEur: number | null; plannedSavingEur: number | null; at: string },
): Promise<void> {
  await db
    .updateTable('energy_plans')
    .set({
      outcome_at: outcome.at,
      realised_saving_eur: outcome.realisedSavingEur,
      planned_saving_eur: outcome.plannedSavingEur,
    })
    .where('id', '=', id)
    .where('outcome_at', 'is', null)
    .execute();
}

export interface SavingRows {
  days: number;
  realisedSavingEur: number;
  plannedSavingEur: number;
  firstDay: string | null;
  lastDay: string | null;
}

/** The device's compared days with measurements, added up. */
export async function sumOutcomes(
  db: Kysely<Database>,
  tenantId: number,
  deviceRowId: number,
): Promise<SavingRows> {
  const row = await db
    .selectFrom('energy_plans')
    .select((eb) => [
      eb.fn.count<string | number>('id').as('days'),
      eb.fn.sum<number | string | null>('realised_saving_eur').as('realised'),
      eb.fn.sum<number | string | null>('planned_saving_eur').as('planned'),
      eb.fn.min('plan_day').as('first_day'),
      eb.fn.max('plan_day').as('last_day'),
    ])
    .where('tenant_id', '=', tenantId)
    .where('monitoring_device_id', '=', deviceRowId)
    // A day the meter gave nothing for is compared (so not retried) but counts no saving.
    .where('realised_saving_eur', 'is not', null)
    .executeTakeFirst();
  return {
    days: Number(row?.days ?? 0),
    realisedSavingEur: Number(row?.realised ?? 0),
    plannedSavingEur: Number(row?.planned ?? 0),
    firstDay: row?.first_day ?? null,
    lastDay: row?.last_day ?? null,
  };
}

export interface PlanSettings {
  push: boolean;
  dishwasher: boolean;
  washingMachine: boolean;
  /** What the car needs, kWh, and when it leaves, 'HH:MM' Brussels time. */
  carNeedKwh: number;
  carDeparture: string;
}

/** Until the customer chooses: the push on, no machine, and the car needing 18 kWh (about 100 km)
 * by 07:30. */
export const DEFAULT_SETTINGS: PlanSettings = {
  push: true,
  dishwasher: false,
  washingMachine: false,
  carNeedKwh: 18,
  carDeparture: '07:30',
};

export async function readSettings(
  db: Kysely<Database>,
  tenantId: number,
  deviceRowId: number,
): Promise<PlanSettings> {
  const row = await db
    .selectFrom('energy_plan_settings')
    .select(['push_enabled', 'dishwasher', 'washing_machine', 'car_need_kwh', 'car_departure'])
    .where('tenant_id', '=', tenantId)
    .where('monitoring_device_id', '=', deviceRowId)
    .executeTakeFirst();
  return row === undefined
    ? DEFAULT_SETTINGS
    : {
        push: toBoolean(row.push_enabled),
        dishwasher: toBoolean(row.dishwasher),
        washingMachine: toBoolean(row.washing_machine),
        carNeedKwh: row.car_need_kwh ?? DEFAULT_SETTINGS.carNeedKwh,
        carDeparture: row.car_departure ?? DEFAULT_SETTINGS.carDeparture,
      };
}

export async function saveSettings(
  db: Kysely<Database>,
  owner: { tenantId: number; customerId: number; deviceRowId: number },
  settings: PlanSettings,
  at: string,
): Promise<void> {
  const values = {
    push_enabled: settings.push,
    dishwasher: settings.dishwasher,
    washing_machine: settings.washingMachine,
    car_need_kwh: settings.carNeedKwh,
    car_departure: settings.carDeparture,
    updated_at: at,
  };
  await db
    .insertInto('energy_plan_settings')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      monitoring_device_id: owner.deviceRowId,
      ...values,
    })
    .onConflict((conflict) =>
      conflict.columns(['tenant_id', 'monitoring_device_id']).doUpdateSet(values),
    )
    .execute();
}
