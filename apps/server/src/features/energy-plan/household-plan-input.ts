// What the planner is given for one installation (decision 094): the horizon from this evening
// (18:00 Brussels, or the next quarter-hour when later) to the end of tomorrow, priced by the
// tenant's contract on the imported day-ahead prices (the portal's estimate where none is in, and
// the plan says so), the solar forecast of both days from the roof and its own history, the
// household's usual consumption from its last four weeks, the month's peak, and the loads the
// household has: the car plugged in tonight and due at 07:30, the heat-pump boiler's daily run, the
// battery's grid charging (dynamic contracts only) before 07:00, from the household's profile, and
// the dishwasher and washing machine when the customer named them.
import { type CalendarDate, fromBrusselsWallClock } from '@portal/domain/brussels-time';
import type { QuarterHourPrice } from '@portal/domain/energy/energy-bucket';
import {
  baseLoadForecastW,
  type HomeHistoryQuarter,
} from '@portal/domain/energy/plan/base-load-forecast';
import { DEFAULT_SYSTEM_LOSS, type PvInstallation } from '@portal/domain/energy/plan/clear-sky';
import type {
  FlexibleLoad,
  PlanInput,
  PricedQuarterHour,
} from '@portal/domain/energy/plan/plan-input';
import type { SolarHistoryDay } from '@portal/domain/energy/plan/similar-days';
import {
  type CloudCoverHour,
  type SolarForecast,
  solarForecast,
} from '@portal/domain/energy/plan/solar-forecast';
import { QUARTER_HOUR_MS, quarterHoursOfBrusselsDay } from '@portal/domain/energy/quarter-hour';
import type { HouseholdProfile } from '../monitoring/index.ts';
import type { Place } from './place-of-postal-code.ts';

/** A heat-pump boiler's daily hot water: about 2 kWh at 500 W. */
const BOILER = { energyWh: 2000, powerW: 500 } as const;
/** Programmes' average power per quarter-hour, W: heating the water, washing, rinsing, drying. */
const DISHWASHER_PROFILE_W = [1800, 150, 150, 150, 1700, 100];
const WASHING_MACHINE_PROFILE_W = [2000, 250, 200, 200, 300, 500];
/** A Belgian home's usual connection, 40 A single-phase, W, when the device does not say. */
const DEFAULT_CONNECTION_W = 9200;

export interface HouseholdFacts {
  profile: HouseholdProfile;
  place: Place;
  /** The installation's solar peak and grid connection on file, W (null: not known). */
  solarPeakW: number | null;
  gridConnectionW: number | null;
  /** The machines the customer asked the plan to place. */
  machines: { dishwasher: boolean; washingMachine: boolean };
  /** What the car needs by when it leaves tomorrow ('HH:MM', Brussels time). */
  car: { needWh: number; departure: string };
}

export interface PlanSources {
  now: number;
  /** The tenant's price of each horizon quarter-hour from imported prices; null: not in yet. */
  importedPrices: ReadonlyMap<number, QuarterHourPrice | null>;
  /** The estimate for a quarter-hour whose price is not in. */
  estimatedPrice: (start: number) => QuarterHourPrice;
  gridChargingAllowed: boolean;
  capacityRateEurPerKwYear: number;
  monthPeakW: number;
  solarHistory: readonly SolarHistoryDay[];
  homeHistory: readonly HomeHistoryQuarter[];
  cloudCover: readonly CloudCoverHour[] | undefined;
}

export interface HouseholdPlanInput {
  day: CalendarDate;
  input: PlanInput;
  pricesEstimated: boolean;
  /** The forecast of the planned day. */
  solar: SolarForecast | null;
}

/** The calendar day `offset` days after `date`. */
export function shiftDay(date: CalendarDate, offset: number): CalendarDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day + offset));
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
  };
}

export function brusselsAt(day: CalendarDate, hour: number, minute = 0): number {
  return fromBrusselsWallClock({ ...day, hour, minute, second: 0 }).getTime();
}

/** The car's departure, 'HH:MM' Brussels time, on `day`. */
function departureOn(day: CalendarDate, departure: string): number {
  const [hour = 7, minute = 30] = departure.split(':').map(Number);
  return brusselsAt(day, hour, minute);
}

export function formatDay(day: CalendarDate): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day.year}-${pad(day.month)}-${pad(day.day)}`;
}

/** The horizon's quarter-hour starts: from this evening (or now) to tomorrow's end. */
export function planHorizon(today: CalendarDate, now: number): number[] {
  const tomorrow = shiftDay(today, 1);
  const from = Math.max(Math.ceil(now / QUARTER_HOUR_MS) * QUARTER_HOUR_MS, brusselsAt(today, 18));
  return [
    ...quarterHoursOfBrusselsDay(today.year, today.month, today.day),
    ...quarterHoursOfBrusselsDay(tomorrow.year, tomorrow.month, tomorrow.day),
  ].filter((start) => start >= from);
}

export function roofOf(facts: HouseholdFacts): PvInstallation | null {
  const solar = facts.profile.solar;
  const kwp = facts.solarPeakW !== null ? facts.solarPeakW / 1000 : (solar?.kwp ?? 0);
  if (kwp <= 0) return null;
  return {
    ...facts.place,
    kwp,
    tiltDeg: solar?.tiltDeg ?? 35,
    azimuthDeg: solar?.azimuthDeg ?? 180,
    systemLoss: DEFAULT_SYSTEM_LOSS,
  };
}

export function householdPlanInput(
  today: CalendarDate,
  facts: HouseholdFacts,
  sources: PlanSources,
): HouseholdPlanInput {
  const tomorrow = shiftDay(today, 1);
  const starts = planHorizon(today, sources.now);
  let pricesEstimated = false;
  const quarterHours: PricedQuarterHour[] = starts.map((start) => {
    const imported = sources.importedPrices.get(start) ?? null;
    if (imported === null) pricesEstimated = true;
    const price = imported ?? sources.estimatedPrice(start);
    return { start, consumption: price.consumption, injection: price.injection };
  });
  const roof = roofOf(facts);
  const forecasts = [today, tomorrow].map((day) =>
    roof === null
      ? null
      : solarForecast({
          installation: roof,
          day,
          history: sources.solarHistory,
          cloudCover: sources.cloudCover,
        }),
  );
  const solarAt = new Map<number, number>();
  for (const forecast of forecasts) {
    for (const slot of forecast?.slots ?? []) solarAt.set(slot.start, slot.forecastW);
  }
  const baseAt = new Map<number, number>();
  for (const day of [today, tomorrow]) {
    const forecast = baseLoadForecastW(sources.homeHistory, day);
    quarterHoursOfBrusselsDay(day.year, day.month, day.day).forEach((start, index) => {
      baseAt.set(start, forecast[index] ?? 0);
    });
  }
  const input: PlanInput = {
    quarterHours,
    solarW: starts.map((start) => solarAt.get(start) ?? 0),
    baseLoadW: starts.map((start) => baseAt.get(start) ?? 0),
    monthPeakW: sources.monthPeakW,
    capacityRateEurPerKwYear: sources.capacityRateEurPerKwYear,
    connectionMaxW: facts.gridConnectionW ?? DEFAULT_CONNECTION_W,
    loads: [
      ...householdLoads(facts, starts[0] ?? sources.now, tomorrow, sources),
      ...machineLoads(facts.machines, tomorrow),
    ],
  };
  return { day: tomorrow, input, pricesEstimated, solar: forecasts[1] ?? null };
}

function householdLoads(
  { profile, car }: Pick<HouseholdFacts, 'profile' | 'car'>,
  horizonStart: number,
  tomorrow: CalendarDate,
  sources: Pick<PlanSources, 'gridChargingAllowed'>,
): FlexibleLoad[] {
  const loads: FlexibleLoad[] = [];
  if (profile.ev !== null) {
    loads.push({
      kind: 'ev',
      id: 'ev',
      energyWh: car.needWh,
      maxPowerW: profile.ev.powerW,
      plugInAt: horizonStart,
      departAt: departureOn(tomorrow, car.departure),
    });
  }
  if (profile.heatPump !== null) {
    loads.push({
      kind: 'boiler',
      id: 'boiler',
      ...BOILER,
      earliestStartAt: brusselsAt(tomorrow, 0),
      latestEndAt: brusselsAt(shiftDay(tomorrow, 1), 0),
      usualStartAt: brusselsAt(tomorrow, 18),
    });
  }
  if (profile.battery !== null) {
    loads.push({
      kind: 'battery',
      id: 'battery',
      gridChargingAllowed: sources.gridChargingAllowed,
      capacityWh: profile.battery.capacityWh,
      storedWh: profile.battery.capacityWh * 0.2,
      maxPowerW: profile.battery.maxPowerW,
      roundTripEfficiency: profile.battery.roundTripEfficiency,
      chargeFrom: horizonStart,
      readyBy: Math.max(horizonStart, brusselsAt(tomorrow, 7)),
    });
  }
  return loads;
}

/** Tomorrow's machine runs: the dishwasher from 09:00 to midnight, usually at 20:30; the washing
 * machine from 08:00 to 22:00, usually at 18:00. */
function machineLoads(
  machines: HouseholdFacts['machines'],
  tomorrow: CalendarDate,
): FlexibleLoad[] {
  const loads: FlexibleLoad[] = [];
  if (machines.dishwasher) {
    loads.push({
      kind: 'dishwasher',
      id: 'dishwasher',
      profileW: DISHWASHER_PROFILE_W,
      earliestStartAt: brusselsAt(tomorrow, 9),
      latestEndAt: brusselsAt(shiftDay(tomorrow, 1), 0),
      usualStartAt: brusselsAt(tomorrow, 20, 30),
    });
  }
  if (machines.washingMachine) {
    loads.push({
      kind: 'washing-machine',
      id: 'washing-machine',
      profileW: WASHING_MACHINE_PROFILE_W,
      earliestStartAt: brusselsAt(tomorrow, 8),
      latestEndAt: brusselsAt(tomorrow, 22),
      usualStartAt: brusselsAt(tomorrow, 18),
    });
  }
  return loads;
}
