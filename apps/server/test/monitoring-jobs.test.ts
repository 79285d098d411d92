// The monitoring jobs on both databases (decision 049): the quarter-hour retention rolls completed
// days up and deletes old quarter-hours; the monthly payment pays due grid-balancing earnings with
// a notification, a push and an e-mail notice in one transaction, or writes nothing; day-ahead
// documents price a dynamic tenant's quarter-hours.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.ts';
import { createDayAheadPrices } from '../src/features/monitoring/day-ahead-import.ts';
import { createEarningsPayment } from '../src/features/monitoring/earnings-payment.ts';
import {
  createEnergyRetention,
  QUARTER_HOUR_RETENTION_DAYS,
} from '../src/features/monitoring/energy-retention.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import { testNow } from './test-app.ts';

const DAY_MS = 86_400_000;
const sample = readFileSync(
  new URL('./fixtures/entsoe-a44-be-2025-10-02.xml', import.meta.url),
  'utf8',
);

describe.each(testDialects())('monitoring jobs on %s', (dialect) => {
  let database: TestDatabase;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemoData(db(), { now: testNow });
  });
  afterAll(() => database.drop());

  const energyCounts = async () => {
    const rows = await db()
      .selectFrom('monitoring_energy')
      .select(['period_minutes', 'period_start'])
      .execute();
    const quarters = rows.filter((row) => row.period_minutes === 15);
    return {
      quarters: quarters.length,
      days: rows.length - quarters.length,
      oldestQuarter: quarters.map((row) => row.period_start).sort()[0],
    };
  };

  it('rolls completed days up and keeps quarter-hours for the retention period only', async () => {
    const before = await energyCounts();
    expect(before.quarters).toBeGreaterThan(0);
    // A day later: yesterday (the seeding day) is complete and rolled up, nothing is old yet.
    const nextDay = createEnergyRetention({
      db: db(),
      clock: () => new Date(testNow.getTime() + DAY_MS),
    });
    expect(await nextDay.run()).toEqual({ daysRolledUp: 2, quarterHoursDeleted: 0 });
    expect(await nextDay.run()).toEqual({ daysRolledUp: 0, quarterHoursDeleted: 0 });
    // Past the retention period every seeded quarter-hour goes; the day rows stay.
    const later = new Date(testNow.getTime() + (QUARTER_HOUR_RETENTION_DAYS + 2) * DAY_MS);
    const result = await createEnergyRetention({ db: db(), clock: () => later }).run();
    expect(result.quarterHoursDeleted).toBe(before.quarters);
    const after = await energyCounts();
    expect(after).toMatchObject({ quarters: 0, days: before.days + 2 });
  });

  const earningsState = async () => ({
    unpaid: await db()
      .selectFrom('balancing_earnings')
      .select(['period_month', 'paid_at', 'notice_sent_at'])
      .where('paid_at', 'is', null)
      .orderBy('period_month')
      .execute(),
    notifications: await db()
      .selectFrom('notifications')
      .select('id')
      .where('notification_key', '=', 'balancingEarningsPaid')
      .execute(),
    mails: await db()
      .selectFrom('mail_outbox')
      .select(['recipient', 'subject', 'text_body', 'list_unsubscribe'])
      .where('purpose', '=', 'earnings-paid')
      .execute(),
  });

  it('writes nothing when the payment fails half-way', async () => {
    // Seventy days on, September's and October's earnings are due too: there is something to
    // pay whether or not this file's paying test already paid August's.
    const later = new Date(testNow.getTime() + 70 * DAY_MS);
    const before = await earningsState();
    expect(before.unpaid.length).toBeGreaterThan(0);
    const failing = createEarningsPayment({
      db: db(),
      clock: () => later,
      outbox: {
        tenantOrigin: () => {
          throw new Error('no origin');
        },
        deliver: async () => undefined,
      },
    });
    await expect(failing.payDue()).rejects.toThrow('no origin');
    expect(await earningsState()).toEqual(before);
  });

  it("leaves a disabled tenant's earnings waiting (decision 056)", async () => {
    const before = await earningsState();
    const setDisabled = (at: string | null) =>
      db()
        .updateTable('tenants')
        .set({ disabled_at: at })
        .where('subdomain', '=', 'demo')
        .execute();
    await setDisabled(testNow.toISOString());
    const payment = createEarningsPayment({
      db: db(),
      clock: () => testNow,
      outbox: {
        tenantOrigin: (subdomain) => `https://${subdomain}.example`,
        deliver: async () => {},
      },
    });
    expect(await payment.payDue()).toBe(0);
    expect(await earningsState()).toEqual(before);
    await setDisabled(null);
  });

  it('pays the earnings due with a notification and an e-mail notice, once', async () => {
    const delivered: number[] = [];
    const payment = createEarningsPayment({
      db: db(),
      clock: () => testNow,
      outbox: {
        tenantOrigin: (subdomain) => `https://${subdomain}.portal.example`,
        deliver: async (id) => {
          delivered.push(id);
        },
      },
    });
    const before = await earningsState();
    // Seeded on 21 November: August's earnings were payable on 1 November.
    expect(before.unpaid[0]?.period_month).toBe('2026-08');
    expect(await payment.payDue()).toBe(1);
    const after = await earningsState();
    expect(after.unpaid.map((row) => row.period_month)).toEqual(['2026-09', '2026-10']);
    expect(after.notifications).toHaveLength(before.notifications.length + 1);
    expect(after.mails).toHaveLength(1);
    expect(after.mails[0]).toMatchObject({ recipient: 'jan.peeters@example.be' });
    expect(after.mails[0]?.text_body).toContain('augustus 2026');
    expect(after.mails[0]?.text_body).toContain('https://demo.portal.example/monitoring/insights');
    // Its own mail carries the monitoring kind's one-click unsubscribe, and is the only one.
    expect(after.mails[0]?.list_unsubscribe).toMatch(
      /^<https:\/\/demo\.portal\.example\/api\/notifications\/unsubscribe\?token=\d+\.monitoring\./,
    );
    const known = new Set(before.notifications.map((row) => row.id));
    const paidNow = after.notifications.filter((row) => !known.has(row.id)).map((row) => row.id);
    const queued = await db()
      .selectFrom('notification_mail_queue')
      .select('id')
      .where('notification_id', 'in', paidNow)
      .execute();
    expect(queued).toEqual([]);
    expect(delivered).toHaveLength(1);
    expect(await payment.payDue()).toBe(0);
  });

  it('imports a day-ahead document and prices a dynamic tenant’s quarter-hours from it', async () => {
    const prices = createDayAheadPrices({ db: db(), clock: () => testNow });
    expect(await prices.importDocument(sample)).toEqual({
      biddingZone: '10YBE----------2',
      quarterHours: 96,
    });
    // A corrected publication replaces, never duplicates.
    await prices.importDocument(sample);
    const stored = await db().selectFrom('day_ahead_prices').select('id').execute();
    expect(stored).toHaveLength(96);
    const tenant = await findTenantBySubdomain(db(), 'demo');
    if (!tenant) throw new Error('no demo tenant');
    const from = Date.parse('2025-10-01T22:00:00Z');
    const priced = await prices.tenantPrices(tenant, from, from + 60 * 60_000);
    // (73 €/MWh + 0.015 + 0.135 €/kWh) × 1.06 and 73 €/MWh − 0.015 €/kWh.
    expect([...priced.values()][0]).toEqual({ consumption: 0.23638, injection: 0.058 });
    const unpriced = await prices.tenantPrices(tenant, from - DAY_MS, from - DAY_MS + 15 * 60_000);
    expect([...unpriced.values()]).toEqual([null]);
  });
});
