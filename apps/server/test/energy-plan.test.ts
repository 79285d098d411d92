// Tomorrow's energy plan on both databases (decision 094): the demo seeds Jan's plan (car, boiler,
// battery) for the day after seeding; the route gives it to Jan only; the job plans the next day
// from 13:30 (not before, while the day-ahead prices are not in), once; the evening push goes once
// through notify as kind energyPlan (energy-plan-push.test.ts says what it names); the day after, the
// meter's quarter-hours are compared with the plan and the saving joins the running total. The
// route's tests read the seeded plan on an app of their own; the job's tests each use days of
// their own, so they pass in any order.
import type { PlanInput } from '@portal/domain/energy/plan/plan-input';
import type { EnergyPlan } from '@portal/domain/energy/plan/plan-result';
import { describe, expect, it } from 'vitest';
import { listPlanDevices } from '../src/features/energy-plan/index.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { testDialects } from './databases.ts';
import { brussels, DEVICE, energyPlanApi } from './energy-plan-harness.ts';

/** The settings until the customer changes them: no machine, the car 18 kWh by 07:30. */
const usualSettings = {
  dishwasher: false,
  washingMachine: false,
  carNeedKwh: 18,
  carDeparture: '07:30',
};

describe.each(testDialects())('the energy plan route on %s', (dialect) => {
  const { api, jan, planOf, setPush, changeSettings } = energyPlanApi(dialect);

  it('gives Jan the seeded plan for tomorrow: his car to its target by 07:30 and his boiler', async () => {
    const { plan, settings, savings } = await planOf();
    expect(settings).toEqual({ ...usualSettings, push: true });
    expect(savings.days).toBe(0);
    expect(plan?.day).toBe('2026-11-22');
    const loads = plan?.cheapest.loads ?? [];
    const car = loads.find((load) => load.kind === 'ev');
    expect(car?.status).toBe('planned');
    expect(car?.ev?.reachable).toBe(true);
    expect(car?.energyWh).toBe(car?.ev?.targetWh);
    expect(car?.ev?.departAt).toBe('2026-11-22T06:30:00.000Z');
    for (const window of car?.windows ?? []) expect(window.end <= '2026-11-22T06:30').toBe(true);
    expect(loads.find((load) => load.kind === 'boiler')?.status).toBe('planned');
    // The stated cost is the sum of the answer's quarter-hours (to the cent of each rounding).
    const quarters = plan?.cheapest.quarterHours ?? [];
    expect(quarters[0]?.start).toBe('2026-11-21T17:00:00.000Z');
    const summed = quarters.reduce((sum, quarter) => {
      const price = quarter.gridW > 0 ? quarter.consumptionPrice : quarter.injectionPrice;
      return sum + (quarter.gridW / 4000) * price;
    }, 0);
    expect(Math.abs(summed - (plan?.cheapest.costEur ?? 0))).toBeLessThan(0.05);
    // Every quarter-hour with a load stays under the month's billed peak.
    const limit = plan?.cheapest.peak.limitW ?? 0;
    expect(plan?.cheapest.peak.withinLimit).toBe(true);
    for (const quarter of quarters) {
      if (quarter.flexibleW > 0) expect(quarter.gridW).toBeLessThanOrEqual(limit + 1);
    }
    expect(plan?.cheapest.savingEur).toBeGreaterThan(0);
  });

  it('refuses another customer, another tenant, no token and a malformed id without a 5xx', async () => {
    const marie = await api.request({
      tenant: 'demo',
      customerId: api.marie.customerId,
      url: `/api/energy-plan/${DEVICE}`,
    });
    expect(marie.statusCode).toBe(404);
    expect(marie.json().data).toBeNull();
    const camille = await api.request({
      tenant: 'helios',
      customerId: api.camille.customerId,
      url: `/api/energy-plan/${DEVICE}`,
    });
    expect(camille.statusCode).toBe(403);
    const anonymous = await api.app.server.inject({
      url: `/api/energy-plan/${DEVICE}`,
      headers: { 'x-subdomain': 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
    const malformed = await api.request({ ...jan(), url: '/api/energy-plan/%20bad%20' });
    expect(malformed.statusCode).toBe(400);
  });

  it('turns the evening push off and on, and refuses a bad body or another customer', async () => {
    const none = { ...usualSettings, push: true };
    const anonymous = await api.app.server.inject({
      method: 'PUT',
      url: `/api/energy-plan/${DEVICE}/settings`,
      payload: { push: false },
      headers: { 'x-subdomain': 'demo' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await setPush(api.jan.customerId, 'no')).statusCode).toBe(400);
    expect((await setPush(api.marie.customerId, false)).statusCode).toBe(404);
    const off = await setPush(api.jan.customerId, false);
    expect(off.statusCode).toBe(200);
    expect(off.json().data).toEqual({ ...none, push: false });
    expect((await planOf()).settings.push).toBe(false);
    expect((await changeSettings(api.jan.customerId, { oven: true })).statusCode).toBe(400);
    expect((await setPush(api.jan.customerId, true)).json().data).toEqual(none);
    expect((await planOf()).settings).toEqual(none);
  });
});

describe.each(testDialects())('the energy plan job on %s', (dialect) => {
  const { api, planOf, changeSettings, planner, janDeviceRow } = energyPlanApi(dialect);

  const notices = (day: string) =>
    api.db
      .selectFrom('notifications')
      .select(['params', 'action_route'])
      .where('notification_key', '=', 'energyPlanSaving')
      .where('customer_id', '=', api.jan.customerId)
      .execute()
      .then((rows) =>
        rows.filter((row) => {
          const params = JSON.parse(row.params ?? '{}');
          return params.day === day && params.deviceId === DEVICE;
        }),
      );

  it('plans the next day from 13:30, once, and pushes its saving once in the evening', async () => {
    const deviceRow = await janDeviceRow();
    const plans = () =>
      api.db
        .selectFrom('energy_plans')
        .select('id')
        .where('monitoring_device_id', '=', deviceRow)
        .where('plan_day', '=', '2026-11-23')
        .execute();
    // On the 22nd at 12:00 no day-ahead price is imported: nothing yet.
    await planner(brussels('2026-11-22T12:00')).runDue();
    expect(await plans()).toHaveLength(0);
    expect((await planner(brussels('2026-11-22T13:30')).runDue()).planned).toBeGreaterThan(0);
    await planner(brussels('2026-11-22T13:45')).runDue();
    expect(await plans()).toHaveLength(1);

    await planner(brussels('2026-11-22T18:45')).runDue();
    expect(await notices('2026-11-23')).toHaveLength(0);
    await planner(brussels('2026-11-22T19:00')).runDue();
    await planner(brussels('2026-11-22T19:15')).runDue();
    const sent = await notices('2026-11-23');
    expect(sent).toHaveLength(1);
    const params = JSON.parse(sent[0]?.params ?? '{}');
    expect(params.from).toMatch(/^\d{2}:\d{2}$/);
    expect(params.to).toMatch(/^\d{2}:\d{2}$/);
    expect(params.amount).toBeGreaterThan(0);
    expect(params.load).toMatch(/^(ev|boiler|battery)$/);
    expect(sent[0]?.action_route).toBe('energyPlan');
  });

  it('places the machines the customer named in the next plan, whole inside their hours', async () => {
    const changed = await changeSettings(api.jan.customerId, {
      dishwasher: true,
      washingMachine: true,
    });
    expect(changed.json().data).toEqual({
      ...usualSettings,
      push: true,
      dishwasher: true,
      washingMachine: true,
    });
    try {
      await planner(brussels('2027-02-03T13:30')).runDue();
      const { plan } = await planOf();
      expect(plan?.day).toBe('2027-02-04');
      const loads = plan?.cheapest.loads ?? [];
      const dishes = loads.find((load) => load.kind === 'dishwasher');
      const washer = loads.find((load) => load.kind === 'washing-machine');
      expect(dishes?.status).toBe('planned');
      expect(washer?.status).toBe('planned');
      // Dishwasher between 09:00 and midnight, washing machine between 08:00 and 22:00 (UTC+1).
      expect((dishes?.windows[0]?.start ?? '') >= '2027-02-04T08:00').toBe(true);
      expect((washer?.windows[0]?.start ?? '') >= '2027-02-04T07:00').toBe(true);
      expect((washer?.windows.at(-1)?.end ?? '') <= '2027-02-04T21:00:00.000Z').toBe(true);
      expect(dishes?.savingEur).toBeGreaterThanOrEqual(0);
    } finally {
      await changeSettings(api.jan.customerId, { dishwasher: false, washingMachine: false });
    }
  });

  it('charges the car as much as its owner asks by the time they leave, and refuses nonsense', async () => {
    for (const wrong of [{ carDeparture: '25:00' }, { carDeparture: '7:30' }, { carNeedKwh: 0 }]) {
      expect((await changeSettings(api.jan.customerId, wrong)).statusCode).toBe(400);
    }
    const changed = await changeSettings(api.jan.customerId, {
      carNeedKwh: 30,
      carDeparture: '06:15',
    });
    expect(changed.json().data).toMatchObject({ carNeedKwh: 30, carDeparture: '06:15' });
    try {
      await planner(brussels('2027-02-10T13:30')).runDue();
      const { plan } = await planOf();
      expect(plan?.day).toBe('2027-02-11');
      const car = plan?.cheapest.loads.find((load) => load.kind === 'ev');
      // 06:15 Brussels is 05:15 UTC in February.
      expect(car?.ev).toMatchObject({ targetWh: 30_000, departAt: '2027-02-11T05:15:00.000Z' });
      for (const window of car?.windows ?? []) {
        expect(window.end <= '2027-02-11T05:15:00.000Z').toBe(true);
      }
    } finally {
      await changeSettings(api.jan.customerId, { carNeedKwh: 18, carDeparture: '07:30' });
    }
  });

  it('plans no more for an erased account', async () => {
    const tenant = await findTenantBySubdomain(api.db, 'demo');
    if (!tenant) throw new Error('no demo tenant');
    expect(await listPlanDevices(api.db, tenant.id, DEVICE)).toHaveLength(1);
    const erase = (at: string | null) =>
      api.db
        .updateTable('customers')
        .set({ erased_at: at })
        .where('id', '=', api.jan.customerId)
        .execute();
    await erase(new Date().toISOString());
    try {
      expect(await listPlanDevices(api.db, tenant.id, DEVICE)).toEqual([]);
    } finally {
      await erase(null);
    }
  });

  it('compares a followed plan with the meter the day after and keeps the running total', async () => {
    const deviceRow = await janDeviceRow();
    const tenant = await findTenantBySubdomain(api.db, 'demo');
    const [device] = await listPlanDevices(api.db, tenant?.id ?? 0, DEVICE);
    if (!tenant || !device) throw new Error('no demo device');
    // A day close to the seeded history, whose evening use makes the battery's charging pay.
    const at = brussels('2026-11-25T14:00');
    expect(await planner(at).planDevice(api.db, tenant, device, at.getTime())).toBe(true);
    const stored = await api.db
      .selectFrom('energy_plans')
      .select(['id', 'plan_json', 'input_json', 'tenant_id'])
      .where('monitoring_device_id', '=', deviceRow)
      .where('plan_day', '=', '2026-11-26')
      .executeTakeFirstOrThrow();
    // The meter saw exactly the plan: the household's forecast and the loads where planned, the
    // battery holding nothing but the grid's energy (its charge state says so).
    const cheapest: EnergyPlan = JSON.parse(stored.plan_json).plan.cheapest;
    const car = cheapest.loads.find((load) => load.kind === 'ev');
    const battery = cheapest.loads.find((load) => load.kind === 'battery');
    const input: PlanInput = JSON.parse(stored.input_json);
    const batteryLoad = input.loads.find((load) => load.kind === 'battery');
    if (!car || battery?.status !== 'planned' || !batteryLoad) {
      throw new Error('the plan has no car or no battery charging');
    }
    const efficiency = batteryLoad.roundTripEfficiency;
    let gridOutWh = 0;
    const rows = cheapest.timeline.map((quarter, slot) => {
      const batteryWh = (battery.powerW[slot] ?? 0) / 4;
      gridOutWh = Math.max(0, gridOutWh + (batteryWh > 0 ? batteryWh * efficiency : batteryWh));
      return {
        tenant_id: stored.tenant_id,
        monitoring_device_id: deviceRow,
        period_start: new Date(quarter.start).toISOString(),
        period_minutes: 15,
        home_kwh: quarter.baseW / 4000,
        solar_kwh: quarter.solarW / 4000,
        grid_consume_kwh: Math.max(0, quarter.gridW) / 4000,
        grid_inject_kwh: Math.max(0, -quarter.gridW) / 4000,
        battery_charge_kwh: Math.max(0, batteryWh) / 1000,
        battery_discharge_kwh: Math.max(0, -batteryWh) / 1000,
        battery_charge_state_percent:
          (100 * gridOutWh) / (batteryLoad.capacityWh * Math.sqrt(efficiency)),
        ev_kwh: (car.powerW[slot] ?? 0) / 4000,
      };
    });
    await api.db.insertInto('monitoring_energy').values(rows).execute();
    const before = (await planOf()).savings;
    const after = brussels('2026-11-27T10:00');
    expect((await planner(after).runDue()).compared).toBeGreaterThan(0);
    const outcome = await api.db
      .selectFrom('energy_plans')
      .select(['realised_saving_eur', 'planned_saving_eur'])
      .where('id', '=', stored.id)
      .executeTakeFirstOrThrow();
    // The car and the battery, the loads measured on their own, saved what the plan said they
    // would; the boiler's saving, which no meter of its own shows, is not counted.
    const measuredSaving = car.savingEur + battery.savingEur;
    expect(battery.savingEur).toBeGreaterThan(0);
    expect(outcome.realised_saving_eur).toBeCloseTo(measuredSaving, 6);
    expect(outcome.planned_saving_eur).toBeCloseTo(measuredSaving, 6);
    const { savings } = await planOf();
    expect(savings.days).toBe(before.days + 1);
    expect(savings.lastDay).toBe('2026-11-26');
    expect(savings.realisedSavingEur).toBeCloseTo(before.realisedSavingEur + measuredSaving, 1);
    // A second run counts nothing twice.
    await planner(after).runDue();
    expect((await planOf()).savings.days).toBe(before.days + 1);
  });
});
