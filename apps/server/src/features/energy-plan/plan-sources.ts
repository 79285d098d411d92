// What one installation's plan is read from (decision 094), all through the handle given, so the
// demo's seed can plan inside its own transaction: the tenant's prices (imported day-ahead, else the
// monitoring feature's estimate, the curve its live prices and demo history use), the device's
// history (a year of day rows for the solar ratio, four weeks of quarter-hours for the household),
// the month's peak, its household profile, and the weather provider's cloud cover.
import { brusselsWallClock } from '@portal/domain/brussels-time';
import type { QuarterHourPrice } from '@portal/domain/energy/energy-bucket';
import type { EnergyRow } from '@portal/domain/energy/energy-row';
import { batteryGridFlows } from '@portal/domain/energy/plan/measured-battery';
import type { FlexibleLoad, PlanInput } from '@portal/domain/energy/plan/plan-input';
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

/** The loads the history measures on their own: the charger's channel and the battery's meter.
 * The boiler and the machines are inside the house's consumption, which no channel splits. */
export const OWN_METER_KINDS: ReadonlySet<FlexibleLoad['kind']> = new Set(['ev', 'battery']);

const DAY_MS = 86_400_000;
const SOLAR_HISTORY_DAYS = 400;
const HOME_HISTORY_DAYS = 28;
/** When no contract price can be had at all (a fixed contract always has one). */
const FALLBACK_PRICE: QuarterHourPrice = { consumption: 0.3, injection: 0.03 };

export interface PlanSourceReader {
  /** Whether every quarter-hour of the horizon has its imported day-ahead price. */
  pricesComplete(tenant: TenantRecord, starts: readonly number[]): Promise<boolean>;
  /** The meter's quarter-hours of the plan's horizon, with what the loads' own meters say. */
  measuredQuarters(
    db: Kysely<Database>,
    device: DeviceRef,
    input: PlanInput,
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
    async measuredQuarters(handle, device, input) {
      const from = input.quarterHours[0]?.start ?? 0;
      const to = (input.quarterHours.at(-1)?.start ?? from) + QUARTER_HOUR_MS;
      const rows = await readEnergyRows(handle, device, 'quarterHours', from, to);
      return measuredLoads(input, rows);
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

/** The meter's quarter-hours with, per load of the plan measured on its own, its energy (Wh). */
function measuredLoads(input: PlanInput, rows: readonly EnergyRow[]): MeasuredQuarterHour[] {
  const car = input.loads.find((load) => load.kind === 'ev');
  const battery = input.loads.find((load) => load.kind === 'battery');
  const batteryWh =
    battery &&
    batteryGridFlows(
      battery,
      rows.map((row) => ({
        start: row.start,
        importWh: row.gridConsumeKwh * 1000,
        exportWh: row.gridInjectKwh * 1000,
        solarWh: row.solarKwh * 1000,
        consumptionWh: (row.homeKwh + row.evKwh) * 1000,
        chargeWh: row.batteryChargeKwh * 1000,
        dischargeWh: row.batteryDischargeKwh * 1000,
        chargeState: row.batteryChargeState === null ? null : row.batteryChargeState / 100,
      })),
    );
  return rows.map((row) => {
    const loadsWh: Record<string, number> = {};
    if (car) loadsWh[car.id] = row.evKwh * 1000;
    const gridWh = batteryWh?.get(row.start);
    if (battery && gridWh !== undefined) loadsWh[battery.id] = gridWh;
    return {
      start: row.start,
      importWh: row.gridConsumeKwh * 1000,
      exportWh: row.gridInjectKwh * 1000,
      loadsWh,
    };
  });
}
