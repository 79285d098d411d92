// Up to a year of history for every demo monitoring device (from the day it was connected), so the
// charts are full on first start, at a cost the seed can bear: it runs at every `npm start` on a fresh database and in most test files.
// The last QUARTER_HOUR_SEED_DAYS days come from the minute backfill and keep their quarter-hours;
// the year before them is simulated per quarter-hour and kept as day rows only, which is what the
// retention leaves of older history anyway (decision 049). Prices are the demo's generated
// day-ahead prices through the tenant's contract. Flexio devices also get a year of grid-balancing
// earnings: paid up to last month's payment, this month's due and unpaid.
import type { QuarterHourPrice } from '@portal/domain/energy/energy-bucket';
import type { EnergyRow } from '@portal/domain/energy/energy-row';
import { BALANCING_PAYMENT_DELAY_MONTHS } from '@portal/domain/energy/grid-balancing';
import { brusselsMonth, shiftMonth } from '@portal/domain/energy/quarter-hour';
import type { BackfillBucket } from '../features/monitoring/index.ts';
import {
  backfillQuarterHours,
  brusselsDayOf,
  brusselsMidnight,
  coarseQuarterHours,
  demoDayAheadEurPerMwh,
  type EnergyContract,
  insertEnergyRows,
  profileForDevice,
  quarterHourPrice,
  quarterHourRow,
  rollUpDays,
  tenantTariff,
} from '../features/monitoring/index.ts';
import { type PartsFitted, simulateInSpans } from './parts-fitted.ts';
import type { TenantSeed } from './seed-context.ts';

/** Days at quarter-hour resolution: the day and week views of the recent past. */
export const QUARTER_HOUR_SEED_DAYS = 7;
export const HISTORY_SEED_DAYS = 365;

export interface SeededDevice {
  id: number;
  customerId: number;
  deviceId: string;
  integration: string;
  /** The instant its history starts: before it, nothing was measured. */
  historyFrom: number;
  /** When a battery or an EV charger joined the home: before it, its history has none. */
  fitted: PartsFitted;
}

/** A repeatable seed from the device id, so each demo home has its own weather and habits. */
function seedOf(deviceId: string): number {
  let hash = 2_166_136_261;
  for (const char of deviceId) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

// The simulation depends only on the device, the seed and the instants: tests that seed the same
// moment many times in one process compute it once.
const simulated = new Map<string, { quarters: EnergyRow[]; days: EnergyRow[] }>();

function priced(buckets: readonly BackfillBucket[], contract: EnergyContract): EnergyRow[] {
  return buckets.map((bucket) => {
    const price: QuarterHourPrice | null = quarterHourPrice(
      contract,
      demoDayAheadEurPerMwh(bucket.start),
    );
    return quarterHourRow(bucket, price);
  });
}

function simulate(device: SeededDevice, contract: EnergyContract, now: number) {
  const { deviceId, historyFrom, fitted } = device;
  const today = brusselsDayOf(now);
  const key = `${deviceId} ${JSON.stringify(contract)} ${now} ${historyFrom} ${JSON.stringify(fitted)}`;
  let result = simulated.get(key);
  if (result === undefined) {
    const profile = profileForDevice(deviceId);
    const seed = seedOf(deviceId);
    // A device connected within the year has history from its first day only.
    const firstDay = Math.max(today - HISTORY_SEED_DAYS, brusselsDayOf(historyFrom));
    const fineFrom = brusselsMidnight(Math.max(today - QUARTER_HOUR_SEED_DAYS, firstDay));
    const coarseFrom = brusselsMidnight(firstDay);
    const quarters = priced(
      simulateInSpans(backfillQuarterHours, profile, fitted, seed, fineFrom, now),
      contract,
    );
    const older = rollUpDays(
      priced(
        simulateInSpans(coarseQuarterHours, profile, fitted, seed, coarseFrom, fineFrom),
        contract,
      ),
    );
    const todayStart = brusselsMidnight(today);
    const recentDays = rollUpDays(quarters.filter((row) => row.start < todayStart));
    result = { quarters, days: [...older, ...recentDays] };
    if (simulated.size > 16) simulated.clear();
    simulated.set(key, result);
  }
  return result;
}

/** Cents of one month's earnings: 6 to 30 euro, more in winter when balancing is dearer. */
function earningsCents(deviceId: string, month: string): number {
  const winter = ['01', '02', '11', '12'].includes(month.slice(5)) ? 800 : 0;
  return 600 + winter + (seedOf(`${deviceId} ${month}`) % 1600);
}

export async function insertMonitoringHistory(
  seed: TenantSeed,
  devices: readonly SeededDevice[],
): Promise<void> {
  const now = Date.parse(seed.clock.now);
  const contract = tenantTariff(seed.tenant).contract;
  for (const device of devices) {
    const ref = { tenantId: seed.tenantId, deviceRowId: device.id };
    const { quarters, days } = simulate(device, contract, now);
    await insertEnergyRows(seed.db, ref, [...days, ...quarters]);
    if (device.integration === 'flexio') await insertEarnings(seed, device, now);
  }
}

async function insertEarnings(seed: TenantSeed, device: SeededDevice, now: number): Promise<void> {
  const thisMonth = brusselsMonth(now);
  // The month whose earnings are paid this month is left due, for the payment job to pay.
  const dueMonth = shiftMonth(thisMonth, -BALANCING_PAYMENT_DELAY_MONTHS);
  const rows = [];
  for (let offset = 12; offset >= 1; offset -= 1) {
    const month = shiftMonth(thisMonth, -offset);
    const payableOn = `${shiftMonth(month, BALANCING_PAYMENT_DELAY_MONTHS)}-01`;
    const paid = month < dueMonth;
    rows.push({
      tenant_id: seed.tenantId,
      customer_id: device.customerId,
      monitoring_device_id: device.id,
      period_month: month,
      amount_cents: earningsCents(device.deviceId, month),
      payable_on: payableOn,
      paid_at: paid ? `${payableOn}T08:00:00.000Z` : null,
      notice_sent_at: paid ? `${payableOn}T08:00:00.000Z` : null,
      created_at: `${shiftMonth(month, 1)}-01T06:00:00.000Z`,
    });
  }
  await seed.db.insertInto('balancing_earnings').values(rows).execute();
}
