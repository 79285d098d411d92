// Test and bench fixtures: a Flemish household's next day with realistic figures, to which a test
// changes only what it is about. Not used by production code.
// Prices follow a dynamic contract on a day-ahead curve shaped like the Belgian market (cheap at
// night and at midday in summer, dear at 08:00 and 19:00): consumption = (day-ahead + 1.5 c€
// supplier + 13.5 c€ grid and levies) × 1.06 VAT, injection = day-ahead − 1.5 c€.

import { type CalendarDate, fromBrusselsWallClock } from '../../brussels-time.ts';
import { quarterHoursOfBrusselsDay } from '../quarter-hour.ts';
import { clearSkyQuarterHourW, DEFAULT_SYSTEM_LOSS, type PvInstallation } from './clear-sky.ts';
import type { FlexibleLoad, PlanInput, PricedQuarterHour } from './plan-input.ts';

/** The instant Brussels clocks show hh:mm on a day (hour 24 is the next midnight). */
export function brusselsAt(day: CalendarDate, hour: number, minute = 0): number {
  return fromBrusselsWallClock({ ...day, hour, minute, second: 0 }).getTime();
}

/** A 6 kWp roof facing south-south-east near Ghent. */
export const GHENT_ROOF: PvInstallation = {
  latitude: 51.05,
  longitude: 3.72,
  tiltDeg: 35,
  azimuthDeg: 170,
  kwp: 6,
  systemLoss: DEFAULT_SYSTEM_LOSS,
};

/** Day-ahead €/MWh at a wall-clock hour; `summer` 0 (December) .. 1 (June). */
export function dayAheadEurPerMwh(hour: number, summer: number): number {
  const morning = 35 * Math.exp(-((hour - 8) ** 2) / 2);
  const evening = (55 + 25 * (1 - summer)) * Math.exp(-((hour - 19) ** 2) / 3);
  const solarDip = summer * 110 * Math.exp(-((hour - 13.5) ** 2) / 6);
  return 60 + 40 * (1 - summer) + morning + evening - solarDip;
}

export function dynamicPrices(day: CalendarDate, summer: number): PricedQuarterHour[] {
  return quarterHoursOfBrusselsDay(day.year, day.month, day.day).map((start, index, all) => {
    // Wall-clock hour from the position in the day, close enough on the two DST days.
    const hour = (index * 24) / all.length;
    const dayAhead = dayAheadEurPerMwh(hour, summer) / 1000;
    return {
      start,
      consumption: (dayAhead + 0.015 + 0.135) * 1.06,
      injection: dayAhead - 0.015,
    };
  });
}

/** A household's own consumption at a wall-clock hour, W: standby, breakfast, dinner, evening. */
export function householdW(hour: number): number {
  const bump = (centre: number, width: number, height: number) =>
    height * Math.exp(-((hour - centre) ** 2) / (2 * width * width));
  return (
    250 + bump(7.5, 0.6, 600) + bump(12.75, 1, 250) + bump(18.5, 0.5, 1600) + bump(20.5, 1.5, 500)
  );
}

/** Tomorrow for a household with the Ghent roof, an EV, a boiler, two machines and a battery. */
export function belgianPlanInput(day: CalendarDate, summer: number): PlanInput {
  const quarterHours = dynamicPrices(day, summer);
  const count = quarterHours.length;
  const at = (hour: number, minute = 0) => brusselsAt(day, hour, minute);
  const loads: FlexibleLoad[] = [
    {
      kind: 'ev',
      id: 'car',
      energyWh: 22_000,
      maxPowerW: 7400,
      plugInAt: at(0),
      departAt: at(7, 30),
    },
    {
      kind: 'boiler',
      id: 'boiler',
      energyWh: 2200,
      powerW: 1500,
      earliestStartAt: at(0),
      latestEndAt: at(24),
      usualStartAt: at(13),
    },
    {
      kind: 'dishwasher',
      id: 'dishes',
      profileW: [1800, 150, 150, 150, 1700, 100],
      earliestStartAt: at(9),
      latestEndAt: at(24),
      usualStartAt: at(20, 30),
    },
    {
      kind: 'washing-machine',
      id: 'washer',
      profileW: [2000, 250, 200, 200, 300, 500],
      earliestStartAt: at(8),
      latestEndAt: at(22),
      usualStartAt: at(18),
    },
    {
      kind: 'battery',
      id: 'battery',
      gridChargingAllowed: true,
      capacityWh: 10_000,
      storedWh: 1000,
      maxPowerW: 5000,
      roundTripEfficiency: 0.9,
      chargeFrom: at(0),
      readyBy: at(7),
    },
  ];
  return {
    quarterHours,
    solarW: quarterHours.map(
      (q) => clearSkyQuarterHourW(GHENT_ROOF, q.start) * (0.3 + 0.3 * summer),
    ),
    baseLoadW: quarterHours.map((_, index) => householdW((index * 24) / count)),
    monthPeakW: 4200,
    capacityRateEurPerKwYear: 53.3,
    connectionMaxW: 9200,
    loads,
  };
}
