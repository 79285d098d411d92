// The live capacity tariff's database side on both databases (decision 052): the month's peak a
// stream starts from is the history's, and a new peak notifies the device's customer (with a web
// push queued for each subscription) once per quarter-hour, however often it is reported; the
// quarter-hours the stream completed grow the history, priced, and a second write changes nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../src/demo/seed.ts';
import { createCapacityPeaks } from '../src/features/monitoring/capacity-peaks.ts';
import { createDayAheadPrices } from '../src/features/monitoring/day-ahead-import.ts';
import { createLiveHistory } from '../src/features/monitoring/live-history.ts';
import type { TenantRecord } from '../src/platform/tenancy/tenant-record.ts';
import { findTenantBySubdomain } from '../src/platform/tenancy/tenant-repository.ts';
import { createTestDatabase, type TestDatabase, testDialects } from './databases.ts';
import { testNow } from './test-app.ts';

const DEVICE = 'FLX-7A31C0';

describe.each(testDialects())('the live capacity peak on %s', (dialect) => {
  let database: TestDatabase;
  let tenant: TenantRecord;
  const db = () => database.handle.db;
  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    await seedDemoData(db(), { now: testNow });
    const found = await findTenantBySubdomain(db(), 'demo');
    if (!found) throw new Error('no demo tenant');
    tenant = found;
  });
  afterAll(() => database.drop());

  const peakNotifications = () =>
    db()
      .selectFrom('notifications')
      .select(['id', 'action_route', 'params', 'created_at'])
      .where('notification_key', '=', 'capacityPeakSet')
      .execute();

  it('starts a stream from the month’s highest quarter-hour in the seeded history', async () => {
    const peaks = createCapacityPeaks({ db: db() });
    const peakW = await peaks.monthPeakW(tenant, DEVICE, testNow.getTime());
    expect(peakW).toBeGreaterThan(0);
    // A device the tenant does not have has no peak; a year before the history, neither.
    expect(await peaks.monthPeakW(tenant, 'NO-SUCH-DEVICE', testNow.getTime())).toBe(0);
    expect(await peaks.monthPeakW(tenant, DEVICE, Date.parse('2020-01-15T12:00:00Z'))).toBe(0);
  });

  it('notifies the customer of a new peak once, dated at the quarter-hour’s end', async () => {
    const peaks = createCapacityPeaks({ db: db() });
    const quarterStart = Date.parse('2026-11-21T17:00:00Z');
    const peak = { quarterStart, peakW: 6240, previousW: 4100 };
    const pushesBefore = await db().selectFrom('push_outbox').select('id').execute();
    await peaks.peakSet(tenant, DEVICE, peak);
    await peaks.peakSet(tenant, DEVICE, peak);
    const written = await peakNotifications();
    expect(written).toHaveLength(1);
    expect(written[0]?.action_route).toBe('monitoring');
    expect(JSON.parse(written[0]?.params ?? '{}')).toEqual({
      peakKw: 6.2,
      previousKw: 4.1,
      quarterStart: '2026-11-21T17:00:00.000Z',
      deviceId: DEVICE,
    });
    expect(new Date(written[0]?.created_at ?? 0).toISOString()).toBe('2026-11-21T17:15:00.000Z');
    const pushesAfter = await db().selectFrom('push_outbox').select('id').execute();
    const subscriptions = await db()
      .selectFrom('push_subscriptions')
      .innerJoin(
        'monitoring_devices',
        'monitoring_devices.customer_id',
        'push_subscriptions.customer_id',
      )
      .select('push_subscriptions.id')
      .where('monitoring_devices.device_id', '=', DEVICE)
      .execute();
    expect(pushesAfter.length - pushesBefore.length).toBe(subscriptions.length);
    // The next quarter-hour's peak is news again, unless it beats the peak by a few watts only.
    await peaks.peakSet(tenant, DEVICE, { ...peak, quarterStart: quarterStart + 900_000 });
    expect(await peakNotifications()).toHaveLength(2);
    const barely = { quarterStart: quarterStart + 1_800_000, peakW: 6280, previousW: 6240 };
    await peaks.peakSet(tenant, DEVICE, barely);
    expect(await peakNotifications()).toHaveLength(2);
  });

  it('writes the stream’s complete quarter-hours into the history with their prices', async () => {
    const history = createLiveHistory({
      db: db(),
      prices: createDayAheadPrices({ db: db(), clock: () => testNow }),
    });
    const start = Date.parse('2026-11-21T12:00:00Z');
    const bucket = (at: number) => ({
      start: at,
      importWh: 4000,
      exportWh: 0,
      solarWh: 250,
      homeWh: 4250,
      evWh: 0,
      batteryChargeWh: 0,
      batteryDischargeWh: 0,
      averageImportW: 16_000,
      batteryChargeState: 55,
    });
    const quarters = [start, start + 900_000].map((at) => ({
      tenant,
      deviceId: DEVICE,
      bucket: bucket(at),
    }));
    const stored = () =>
      db()
        .selectFrom('monitoring_energy')
        .select([
          'period_start',
          'grid_consume_kwh',
          'peak_import_w',
          'price_consumption_eur_per_kwh',
        ])
        .where('period_start', '>=', new Date(start).toISOString())
        .orderBy('period_start')
        .execute();
    expect(await history.write(quarters)).toBe(2);
    await history.write(quarters);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ grid_consume_kwh: 4, peak_import_w: 16_000 });
    expect(rows[0]?.price_consumption_eur_per_kwh).toBeGreaterThan(0);
    // Above the seeded month's peak: the next stream of the month starts from the peak it wrote.
    const peaks = createCapacityPeaks({ db: db() });
    expect(await peaks.monthPeakW(tenant, DEVICE, start)).toBe(16_000);
  });
});
