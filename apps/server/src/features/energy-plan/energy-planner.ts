// The energy plan's scheduled work (decision 094), per tenant with monitoring, idempotent so that
// any instance may run it again:
// - plan: from 13:30 Brussels time, or earlier once every price of the horizon is in, each device
//   without a plan for tomorrow gets one (the unique day per device keeps it to one);
// - push: between 19:00 and 22:00 the evening before, a customer who wants it is told what the
//   plan saves and which load saves the most, when (plan-push.ts), through notify (kind
//   energyPlan), once per plan;
// - compare: once a planned day is over, what the meter and the loads' own meters measured is set
//   against the plan (planOutcome): the car and the battery, which the history measures on their
//   own; the realised saving joins the device's running total.
import { brusselsWallClock, type CalendarDate } from '@portal/domain/brussels-time';
import { planOutcome } from '@portal/domain/energy/plan/plan-outcome';
import { planTomorrow } from '@portal/domain/energy/plan/plan-tomorrow';
import { Feature, hasFeature } from '@portal/domain/feature';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import {
  findTenantBySubdomain,
  listTenantSubdomains,
} from '../../platform/tenancy/tenant-repository.ts';
import { notify } from '../notifications/index.ts';
import {
  hasPlanFor,
  insertPlan,
  listPlanDevices,
  listPlansWithoutOutcome,
  listUnpushedPlans,
  markPushed,
  type PlanDevice,
  readSettings,
  type StoredPlan,
  saveOutcome,
} from './energy-plan-repository.ts';
import { formatDay, planHorizon, shiftDay } from './household-plan-input.ts';
import { planPush } from './plan-push.ts';
import { type PlanSourceReader, readPlanSources } from './plan-sources.ts';
import { readPlanDocument, readPlanInput } from './stored-plan.ts';
import type { WeatherProvider } from './weather-provider.ts';

export interface EnergyPlanner {
  /** Plans, pushes and compares what is due now for every tenant with monitoring. */
  runDue(): Promise<{ planned: number; pushed: number; compared: number }>;
  /** Plans tomorrow for one device now, whatever the hour (the demo's first start). */
  planDevice(
    db: Kysely<Database>,
    tenant: TenantRecord,
    device: PlanDevice,
    now: number,
  ): Promise<boolean>;
}

export interface EnergyPlannerDeps extends Pick<ServiceDeps, 'db' | 'clock'> {
  weather: WeatherProvider;
  /** The monitoring feature's prices and history, as the plan reads them. */
  sources: PlanSourceReader;
}

/** Brussels wall-clock minutes from which tomorrow is planned on estimated prices if need be. */
const PLAN_FROM_MINUTES = 13 * 60 + 30;
const PUSH_FROM_MINUTES = 19 * 60;
const PUSH_UNTIL_MINUTES = 22 * 60;

const minutesOf = (clock: { hour: number; minute: number }) => clock.hour * 60 + clock.minute;

export function createEnergyPlanner(deps: EnergyPlannerDeps): EnergyPlanner {
  const { db, clock } = deps;

  async function planDevice(
    handle: Kysely<Database>,
    tenant: TenantRecord,
    device: PlanDevice,
    now: number,
  ): Promise<boolean> {
    const built = await readPlanSources(handle, deps, tenant, device, now);
    const plan = planTomorrow(built.input);
    return insertPlan(handle, {
      tenantId: device.tenantId,
      customerId: device.customerId,
      deviceRowId: device.id,
      day: formatDay(built.day),
      inputJson: JSON.stringify(built.input),
      planJson: JSON.stringify({
        plan,
        pricesEstimated: built.pricesEstimated,
        solarForecastWh: built.solar?.energyWh ?? 0,
        solarBasis: built.solar?.scale.basis ?? 'clear-sky',
      }),
      createdAt: new Date(now).toISOString(),
    });
  }

  async function planTenant(tenant: TenantRecord, now: number, today: CalendarDate) {
    const tomorrow = formatDay(shiftDay(today, 1));
    const early = minutesOf(brusselsWallClock(new Date(now))) < PLAN_FROM_MINUTES;
    if (early && !(await deps.sources.pricesComplete(tenant, planHorizon(today, now)))) return 0;
    let planned = 0;
    for (const device of await listPlanDevices(db, tenant.id)) {
      if (await hasPlanFor(db, tenant.id, device.id, tomorrow)) continue;
      if (await planDevice(db, tenant, device, now)) planned += 1;
    }
    return planned;
  }

  async function pushTenant(tenant: TenantRecord, now: number, today: CalendarDate) {
    const minutes = minutesOf(brusselsWallClock(new Date(now)));
    if (minutes < PUSH_FROM_MINUTES || minutes >= PUSH_UNTIL_MINUTES) return 0;
    let pushed = 0;
    for (const stored of await listUnpushedPlans(db, tenant.id, formatDay(shiftDay(today, 1)))) {
      if (!(await readSettings(db, tenant.id, stored.deviceRowId)).push) continue;
      const push = planPush(readPlanDocument(stored.planJson).plan.cheapest);
      const at = new Date(now);
      const sent = await db.transaction().execute(async (trx) => {
        // Marked even when there is nothing to say: the plan is pushed at most once.
        if (!(await markPushed(trx, stored.id, at.toISOString()))) return false;
        if (!push) return false;
        const owner = { tenantId: stored.tenantId, customerId: stored.customerId };
        await notify(
          trx,
          owner,
          {
            key: 'energyPlanSaving',
            action: 'energyPlan',
            params: { ...push, day: stored.day, deviceId: stored.deviceId },
          },
          at,
        );
        return true;
      });
      if (sent) pushed += 1;
    }
    return pushed;
  }

  async function compareTenant(tenant: TenantRecord, now: number, today: CalendarDate) {
    let compared = 0;
    for (const stored of await listPlansWithoutOutcome(db, tenant.id, formatDay(today))) {
      await compareDay(stored, now);
      compared += 1;
    }
    return compared;
  }

  async function compareDay(stored: StoredPlan, now: number) {
    const input = readPlanInput(stored.inputJson);
    const { plan } = readPlanDocument(stored.planJson);
    const ref = { tenantId: stored.tenantId, deviceRowId: stored.deviceRowId };
    const measured = await deps.sources.measuredQuarters(db, ref, input);
    const outcome = measured.length === 0 ? null : planOutcome(input, plan.cheapest, measured);
    await db.transaction().execute((trx) =>
      saveOutcome(trx, stored.id, {
        at: new Date(now).toISOString(),
        realisedSavingEur: outcome?.realisedSavingEur ?? null,
        plannedSavingEur: outcome?.plannedSavingEur ?? null,
      }),
    );
  }

  return {
    planDevice,
    async runDue() {
      const now = clock().getTime();
      const today = brusselsWallClock(new Date(now));
      const totals = { planned: 0, pushed: 0, compared: 0 };
      for (const subdomain of await listTenantSubdomains(db)) {
        const tenant = await findTenantBySubdomain(db, subdomain);
        if (!tenant || !hasFeature(tenant.portalConfig.features, Feature.Monitoring)) continue;
        totals.compared += await compareTenant(tenant, now, today);
        totals.planned += await planTenant(tenant, now, today);
        totals.pushed += await pushTenant(tenant, now, today);
      }
      return totals;
    },
  };
}
