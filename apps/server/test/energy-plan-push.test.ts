// The evening push speaks for the whole plan (decision 101), on both databases: a household whose
// car needs nothing but whose boiler saves hears of the boiler and of the plan's total; a plan that
// saves less than the minimum sends nothing; a plan is pushed once however often the job runs; a
// customer who turned the push off for the device hears nothing; the customer's notification
// preferences for the kind energyPlan hold the push through quiet hours, or leave it out and
// gather the mail in the digest. Each test plans a day of its own
// and rewrites the stored plan to the case it tests, so the push alone is under test.
import {
  defaultNotificationPreferences,
  type NotificationPreferences,
} from '@portal/contract/notification-preferences';
import type { EnergyPlan, TomorrowPlan } from '@portal/domain/energy/plan/plan-result';
import { describe, expect, it } from 'vitest';
import { listPlanDevices } from '../src/features/energy-plan/index.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { testDialects } from './databases.ts';
import { brussels, DEVICE, energyPlanApi } from './energy-plan-harness.ts';

/** The plan with only the boiler saving: the car needs nothing, the battery is not charged. */
function boilerOnly(plan: EnergyPlan, boilerSavingEur: number): EnergyPlan {
  return {
    ...plan,
    savingEur: boilerSavingEur,
    loads: plan.loads.map((load) => {
      if (load.kind === 'boiler') return { ...load, savingEur: boilerSavingEur };
      return {
        ...load,
        status: load.kind === 'ev' ? 'not-needed' : 'not-worth-it',
        windows: [],
        energyWh: 0,
        costEur: 0,
        usualCostEur: 0,
        savingEur: 0,
      };
    }),
  };
}

describe.each(testDialects())('the energy plan’s evening push on %s', (dialect) => {
  const { api, setPush, planner, janDeviceRow } = energyPlanApi(dialect);

  const notices = async (day: string) => {
    const rows = await api.db
      .selectFrom('notifications')
      .select(['id', 'notification_key', 'params', 'action_route'])
      .where('customer_id', '=', api.jan.customerId)
      .where('notification_key', 'in', ['energyPlan', 'energyPlanSaving'])
      .execute();
    return rows
      .map((row) => ({ ...row, params: JSON.parse(row.params ?? '{}') }))
      .filter((row) => row.params.day === day && row.params.deviceId === DEVICE);
  };

  /** Plans `day` (the evening before at 14:00) and stores `change` of its cheapest plan. */
  const planDay = async (day: string, change: (plan: EnergyPlan) => EnergyPlan) => {
    const tenant = await findTenantBySubdomain(api.db, 'demo');
    const [device] = await listPlanDevices(api.db, tenant?.id ?? 0, DEVICE);
    if (!tenant || !device) throw new Error('no demo device');
    const eve = new Date(Date.parse(`${day}T14:00:00+01:00`) - 86_400_000);
    expect(await planner(eve).planDevice(api.db, tenant, device, eve.getTime())).toBe(true);
    const query = api.db
      .selectFrom('energy_plans')
      .select(['id', 'plan_json'])
      .where('monitoring_device_id', '=', await janDeviceRow())
      .where('plan_day', '=', day);
    const stored = await query.executeTakeFirstOrThrow();
    const document: { plan: TomorrowPlan } = JSON.parse(stored.plan_json);
    const cheapest = change(document.plan.cheapest);
    document.plan.cheapest = cheapest;
    await api.db
      .updateTable('energy_plans')
      .set({ plan_json: JSON.stringify(document) })
      .where('id', '=', stored.id)
      .execute();
    return cheapest;
  };

  const pushedAt = async (day: string) =>
    (
      await api.db
        .selectFrom('energy_plans')
        .select('pushed_at')
        .where('monitoring_device_id', '=', await janDeviceRow())
        .where('plan_day', '=', day)
        .executeTakeFirstOrThrow()
    ).pushed_at;

  it('names the boiler and the plan’s total when the car needs nothing', async () => {
    const cheapest = await planDay('2027-03-02', (plan) => boilerOnly(plan, 0.17));
    const boiler = cheapest.loads.find((load) => load.kind === 'boiler');
    const window = boiler?.windows[0];
    if (!window) throw new Error('the boiler is not planned');
    await planner(brussels('2027-03-01T19:00')).runDue();
    const sent = await notices('2027-03-02');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.notification_key).toBe('energyPlanSaving');
    expect(sent[0]?.action_route).toBe('energyPlan');
    const hhmm = (epochMs: number) => new Date(epochMs + 3_600_000).toISOString().slice(11, 16);
    expect(sent[0]?.params).toMatchObject({
      amount: 0.17,
      load: 'boiler',
      from: hhmm(window.start),
      to: hhmm(boiler.windows.at(-1)?.end ?? 0),
    });
  });

  it('sends nothing for a plan that saves less than ten cents, and does not try again', async () => {
    await planDay('2027-03-04', (plan) => boilerOnly(plan, 0.06));
    await planner(brussels('2027-03-03T19:00')).runDue();
    expect(await notices('2027-03-04')).toHaveLength(0);
    expect(await pushedAt('2027-03-04')).not.toBeNull();
    await planner(brussels('2027-03-03T19:15')).runDue();
    expect(await notices('2027-03-04')).toHaveLength(0);
  });

  it('pushes a plan once however often the job runs that evening', async () => {
    await planDay('2027-03-06', (plan) => boilerOnly(plan, 0.25));
    for (const at of ['19:00', '19:15', '20:30', '21:45']) {
      await planner(brussels(`2027-03-05T${at}`)).runDue();
    }
    expect(await notices('2027-03-06')).toHaveLength(1);
  });

  it('sends no push to a customer who turned it off for the device', async () => {
    expect((await setPush(api.jan.customerId, false)).statusCode).toBe(200);
    try {
      await planDay('2027-03-08', (plan) => boilerOnly(plan, 0.3));
      await planner(brussels('2027-03-07T19:30')).runDue();
      expect(await notices('2027-03-08')).toHaveLength(0);
      expect(await pushedAt('2027-03-08')).toBeNull();
    } finally {
      await setPush(api.jan.customerId, true);
    }
  });

  it('follows the customer’s notification preferences for the energy plan', async () => {
    const choose = async (preferences: NotificationPreferences) => {
      const response = await api.app.server.inject({
        method: 'PUT',
        url: '/api/account/notification-preferences',
        headers: {
          'x-subdomain': 'demo',
          authorization: await api.bearer('demo', api.jan.customerId),
        },
        payload: preferences,
      });
      expect(response.statusCode).toBe(200);
    };
    const pushes = (notificationId: number) =>
      api.db
        .selectFrom('push_outbox')
        .select('next_attempt_at')
        .where('notification_id', '=', notificationId)
        .execute();
    await api.db
      .insertInto('push_subscriptions')
      .values({
        tenant_id: api.jan.tenantId,
        customer_id: api.jan.customerId,
        endpoint: `https://push.example.test/plan/${dialect}/${Math.random()}`,
        p256dh: 'key',
        auth: 'auth',
        user_agent: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    try {
      const quiet = defaultNotificationPreferences();
      quiet.quietHours = { from: '19:00', until: '21:00' };
      await choose(quiet);
      await planDay('2027-03-10', (plan) => boilerOnly(plan, 0.2));
      await planner(brussels('2027-03-09T19:30')).runDue();
      const [held] = await notices('2027-03-10');
      if (!held) throw new Error('no notification');
      const [heldPush] = await pushes(held.id);
      // Held until the quiet hours end at 21:00 Brussels time (20:00 UTC in March).
      expect(new Date(heldPush?.next_attempt_at ?? 0).toISOString()).toBe(
        '2027-03-09T20:00:00.000Z',
      );

      const digest = defaultNotificationPreferences();
      digest.kinds.energyPlan = { push: false, email: true };
      digest.emailDigest = true;
      await choose(digest);
      await planDay('2027-03-12', (plan) => boilerOnly(plan, 0.2));
      await planner(brussels('2027-03-11T19:30')).runDue();
      const [told] = await notices('2027-03-12');
      if (!told) throw new Error('no notification');
      expect(await pushes(told.id)).toEqual([]);
      const mail = await api.db
        .selectFrom('notification_mail_queue')
        .select('digest')
        .where('notification_id', '=', told.id)
        .executeTakeFirstOrThrow();
      expect(Boolean(mail.digest)).toBe(true);
    } finally {
      await choose(defaultNotificationPreferences());
    }
  });
});
