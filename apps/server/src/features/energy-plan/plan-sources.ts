// What one installation's plan is read from (decision 094), all through the handle given, so the
// demo's seed can plan inside its own transaction: the tenant's prices (imported day-ahead, else the
// monitoring feature's estimate, the curve its live prices and demo history use), the device's
// history (a year of day rows for the solar ratio, four weeks of quarter-hours for the household),
// the month's peak, its household profile, and the weather provider's cloud cover.
import { brusselsWallClock } from '@portal/domain/brussels-time';
import type { QuarterHourPrice } from '@portal/domain/energy/energy-bucket';
import type { MeasuredQuarterHour } from '@portal/domain/energy/plan/plan-outcome';
import { QUARTER_HOUR_MS } from '@portal/domain/energy/quarter-hour';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import {
  createCapacityPeaks,
  createDayAheadPrices,
  type DeviceRef,
  demoDayAheadEurPerMwh,
  profileForDevice,
  quarterHourPrice,
  readEnergyRows,
  tenantTariff,
} from '../monitoring/index.ts';
import { type PlanDevice, readSettings } from './energy-plan-repository.ts';
import {
  type HouseholdPlanInput,
  householdPlanInput,
  planHorizon,
} from './household-plan-input.ts';
import { placeOfPostalCode } from './place-of-postal-code.ts';
import type { WeatherProvider } from './weather-provider.ts';

const DAY_MS = 86_400_000;
const SOLAR_HISTORY_DAYS = 400;
const HOME_HISTORY_DAYS = 28;
/** When no contract price can be had at all (a fixed contract always has one). */
const FALLBACK_PRICE: QuarterHourPrice = { consumption: 0.3, injection: 0.03 };

export interface PlanSourceReader {
  /** Whether every quarter-hour of the horizon has its imported day-ahead price. */
  pricesComplete(tenant: TenantRecord, starts: readonly number[]): Promise<boolean>;
  /** The meter's quarter-hours in [from, to), with the car's own measurement. */
  measuredQuarters(
    db: Kysely<Database>,
    device: DeviceRef,
    from: number,
    to: number,
  ): Promise<MeasuredQuarterHour[]>;
}

export function createPlanSourceReader(db: Kysely<Database>): PlanSourceReader {
  return {
    async pricesComplete(tenant, starts) {
      const first = starts[0];
      const last = starts.at(-1);
      if (first === undefined || last === undefined) return false;
      const prices = await createDayAheadPrices({ db, clock: () => new Date() }).tenantPrices(
        tenant,
        first,
        last + QUARTER_HOUR_MS,
      );
      return starts.every((start) => (prices.get(start) ?? null) !== null);
    },
    async measuredQuarters(handle, device, from, to) {
      const rows = await readEnergyRows(handle, device, 'quarterHours', from, to);
      // Only the car is measured on its own: the boiler and battery stay in the rest of the house.
      return rows.map((row) => ({
        start: row.start,
        importWh: row.gridConsumeKwh * 1000,
        exportWh: row.gridInjectKwh * 1000,
        loadsWh: { ev: row.evKwh * 1000 },
      }));
    },
  };
}

export async function readPlanSources(
  db: Kysely<Database>,
  deps: { weather: WeatherProvider },
  tenant: TenantRecord,
  device: PlanDevice,
  now: number,
): Promise<HouseholdPlanInput> {
  const today = brusselsWallClock(new Date(now));
  const starts = planHorizon(today, now);
  const from = starts[0] ?? now;
  const to = (starts.at(-1) ?? now) + QUARTER_HOUR_MS;
  const tariff = tenantTariff(tenant);
  const importedPrices = await createDayAheadPrices({
    db,
    clock: () => new Date(now),
  }).tenantPrices(tenant, from, to);
  const ref = { tenantId: device.tenantId, deviceRowId: device.id };
  const dayRows = await readEnergyRows(db, ref, 'days', now - SOLAR_HISTORY_DAYS * DAY_MS, now);
  const quarterRows = await readEnergyRows(
    db,
    ref,
    'quarterHours',
    now - HOME_HISTORY_DAYS * DAY_MS,
    now,
  );
  const place = placeOfPostalCode(device.postalCode);
  const settings = await readSettings(db, device.tenantId, device.id);
  const tomorrowNoon = now + DAY_MS;
  return householdPlanInput(
    today,
    {
      profile: profileForDevice(device.deviceId),
      place,
      solarPeakW: device.solarPeakW,
      gridConnectionW: device.gridConnectionW,
      machines: { dishwasher: settings.dishwasher, washingMachine: settings.washingMachine },
      car: { needWh: settings.carNeedKwh * 1000, departure: settings.carDeparture },
    },
    {
      now,
      importedPrices,
      estimatedPrice: (start) =>
        quarterHourPrice(tariff.contract, demoDayAheadEurPerMwh(start)) ?? FALLBACK_PRICE,
      gridChargingAllowed: tariff.contract.kind === 'dynamic',
      capacityRateEurPerKwYear: tariff.capacityRateEurPerKwYear,
      monthPeakW: await createCapacityPeaks({ db }).monthPeakW(
        tenant,
        device.deviceId,
        tomorrowNoon,
      ),
      solarHistory: dayRows.map((row) => {
        const clock = brusselsWallClock(new Date(row.start + DAY_MS / 2));
        return {
          date: { year: clock.year, month: clock.month, day: clock.day },
          solarWh: row.solarKwh * 1000,
        };
      }),
      homeHistory: quarterRows.map((row) => ({ start: row.start, homeWh: row.homeKwh * 1000 })),
      cloudCover: await deps.weather.cloudCover(place, from, to),
    },
  );
}
