// What one Brussels day holds for a household, drawn from the seed and the day alone: the weather,
// when meals are cooked, when the machines run, when the car comes home and how empty it is. A day
// can so be computed on its own, which keeps a live stream and a backfill telling the same story.

import { randomFor } from './seeded-random.ts';

export interface Appliance {
  /** Start, hours since local midnight. */
  startHour: number;
}

export interface EvSession {
  /** Arrival, hours since local midnight of the plan's day (charging starts on arrival). */
  arrivalHour: number;
  /** Energy the car needs, Wh; charging stops once it is delivered. */
  targetWh: number;
}

export interface DayPlan {
  day: number;
  /** Fraction of the sky covered on average, 0..1 (Belgium: often grey, clearer in summer). */
  cloudCover: number;
  /** Degrees this day runs warmer (+) or colder (−) than the season's normal. */
  temperatureAnomaly: number;
  /** Scales the day's activity (lights, devices): some days busier than others. */
  activity: number;
  breakfastHour: number;
  dinnerHour: number;
  /** Minutes the evening cooking lasts. */
  dinnerMinutes: number;
  washingMachine: Appliance | null;
  dishwasher: Appliance | null;
  evSession: EvSession | null;
}

/** 1 on 21 June, 0 on 21 December: how far into summer a day of the year is. */
export function summerness(dayOfYear: number): number {
  return 0.5 * (1 + Math.cos((2 * Math.PI * (dayOfYear - 172)) / 365.25));
}

export function dayPlan(seed: number, day: number, weekday: number, dayOfYear: number): DayPlan {
  const draw = (slot: number) => randomFor(seed, day, slot);
  const summer = summerness(dayOfYear);
  const weekend = weekday === 0 || weekday === 6;
  // Uccle has about 1,500 sunshine hours a year out of some 4,400 possible, so the sun is behind
  // clouds most of the time: a mean cover of about 0.83 in winter and 0.48 in summer. The skewed
  // draw gives mostly grey days with some clear ones; the constants were set so a 35° south roof
  // yields about 935 kWh/kWp a year (bench/monitoring-backfill.ts), as Belgian roofs do.
  const cloudCover = clamp(1.05 - 0.35 * summer - 0.6 * draw(1) ** 1.7, 0.03, 0.97);
  return {
    day,
    cloudCover,
    temperatureAnomaly: 6 * (draw(2) - 0.5) + 2 * (0.5 - cloudCover) * summer,
    activity: 0.75 + 0.5 * draw(3),
    breakfastHour: (weekend ? 8.5 : 6.75) + draw(4),
    dinnerHour: 17.75 + 1.5 * draw(5),
    dinnerMinutes: 25 + 35 * draw(6),
    washingMachine: draw(7) < (weekend ? 0.6 : 0.3) ? { startHour: 9 + 10 * draw(8) } : null,
    dishwasher: draw(9) < 0.7 ? { startHour: 20 + 2 * draw(10) } : null,
    evSession:
      draw(11) < (weekend ? 0.35 : 0.6)
        ? { arrivalHour: 17 + 3.5 * draw(12), targetWh: 6000 + 24_000 * draw(13) }
        : null,
  };
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
