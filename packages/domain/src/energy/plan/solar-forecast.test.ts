import { describe, expect, it } from 'vitest';
import type { CalendarDate } from '../../brussels-time.ts';
import { clearSkyDayW, clearSkyDayWh, clearSkyQuarterHourW } from './clear-sky.ts';
import { brusselsAt, GHENT_ROOF } from './plan-fixture.ts';
import { historyScale, type SolarHistoryDay } from './similar-days.ts';
import { cloudFactor, solarForecast } from './solar-forecast.ts';
import { sunPosition } from './solar-geometry.ts';

const degrees = (radians: number) => (radians * 180) / Math.PI;
const june = { year: 2026, month: 6, day: 21 };
const december = { year: 2026, month: 12, day: 21 };

/** Past days of the roof that produced `ratio` of their clear sky, ending the day before `day`. */
function history(day: CalendarDate, days: number, ratio: (index: number) => number) {
  return Array.from({ length: days }, (_, index): SolarHistoryDay => {
    const date = new Date(Date.UTC(day.year, day.month - 1, day.day - 1 - index));
    const past = {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
    };
    return { date: past, solarWh: clearSkyDayWh(GHENT_ROOF, past) * ratio(index) };
  });
}

describe('the clear-sky model', () => {
  it('puts the sun at 90° − latitude ± 23.4° at solar noon on the solstices over Brussels', () => {
    const noonJune = sunPosition(brusselsAt(june, 13, 44), 50.85, 4.35);
    const noonDecember = sunPosition(brusselsAt(december, 12, 43), 50.85, 4.35);
    expect(degrees(noonJune.elevation)).toBeCloseTo(62.6, 0);
    expect(degrees(noonDecember.elevation)).toBeCloseTo(15.7, 0);
    expect(degrees(noonJune.azimuth)).toBeCloseTo(180, -1);
  });

  it('gives a 6 kWp Ghent roof a clear June day of 7–8.5 kWh/kWp and a clear December day of 1.5–3', () => {
    expect(clearSkyDayWh(GHENT_ROOF, june) / 6000).toBeGreaterThan(7);
    expect(clearSkyDayWh(GHENT_ROOF, june) / 6000).toBeLessThan(8.5);
    expect(clearSkyDayWh(GHENT_ROOF, december) / 6000).toBeGreaterThan(1.5);
    expect(clearSkyDayWh(GHENT_ROOF, december) / 6000).toBeLessThan(3);
  });

  it('is zero at night and never above the kWp', () => {
    expect(clearSkyQuarterHourW(GHENT_ROOF, brusselsAt(june, 2))).toBe(0);
    expect(clearSkyQuarterHourW(GHENT_ROOF, brusselsAt(december, 18))).toBe(0);
    expect(Math.max(...clearSkyDayW(GHENT_ROOF, june))).toBeLessThanOrEqual(6000);
  });

  it('has a quarter-hour for every quarter-hour of the DST days', () => {
    expect(clearSkyDayW(GHENT_ROOF, { year: 2026, month: 3, day: 29 })).toHaveLength(92);
    expect(clearSkyDayW(GHENT_ROOF, { year: 2026, month: 10, day: 25 })).toHaveLength(100);
  });
});

describe('historyScale', () => {
  it("takes the season's share of clear sky and its clearest days from the roof's past", () => {
    // Twenty days alternating 30 % and 70 %: 50 % on average, 70 % on the clearest.
    const scale = historyScale(
      GHENT_ROOF,
      history(june, 20, (i) => (i % 2 ? 0.3 : 0.7)),
      june,
    );
    expect(scale.basis).toBe('similar-days');
    expect(scale.days).toBe(20);
    expect(scale.meanRatio).toBeCloseTo(0.5, 2);
    expect(scale.clearDayRatio).toBeCloseTo(0.7, 5);
  });

  it('leaves out outages and impossible days, and days not before the forecast day', () => {
    const days = [
      ...history(june, 6, () => 0.4),
      { date: { year: 2026, month: 6, day: 10 }, solarWh: 0 },
      { date: { year: 2026, month: 6, day: 11 }, solarWh: 200_000 },
      { date: june, solarWh: 40_000 },
    ];
    const scale = historyScale(GHENT_ROOF, days, june);
    expect(scale.days).toBe(6);
    expect(scale.meanRatio).toBeCloseTo(0.4, 5);
  });

  it('uses any season when this one has too few days, and the clear sky with no history', () => {
    const winter = history(december, 10, () => 0.25);
    expect(historyScale(GHENT_ROOF, winter, { year: 2027, month: 6, day: 21 }).basis).toBe(
      'all-history',
    );
    expect(historyScale(GHENT_ROOF, [], june)).toEqual({
      basis: 'clear-sky',
      days: 0,
      meanRatio: 1,
      clearDayRatio: 1,
    });
  });
});

describe('solarForecast', () => {
  const past = history(june, 30, (i) => (i % 3 === 0 ? 0.8 : 0.4));

  it("without a weather forecast is the clear sky times the season's mean ratio", () => {
    const forecast = solarForecast({ installation: GHENT_ROOF, day: june, history: past });
    expect(forecast.slots).toHaveLength(96);
    expect(forecast.energyWh).toBeCloseTo(
      clearSkyDayWh(GHENT_ROOF, june) * forecast.scale.meanRatio,
      6,
    );
    expect(forecast.slots.every((slot) => slot.cloudCover === null)).toBe(true);
  });

  it('with one uses the clearest days and Kasten–Czeplak: all of it clear, a quarter overcast', () => {
    expect(cloudFactor(0)).toBe(1);
    expect(cloudFactor(1)).toBeCloseTo(0.25, 10);
    expect(cloudFactor(0.5)).toBeCloseTo(1 - 0.75 * 0.5 ** 3.4, 10);
    const noon = brusselsAt(june, 13);
    const forecast = solarForecast({
      installation: GHENT_ROOF,
      day: june,
      history: past,
      cloudCover: [
        { start: noon, cover: 0 },
        { start: noon + 3_600_000, cover: 1 },
      ],
    });
    const at = (hour: number, minute: number) => {
      const slot = forecast.slots.find((s) => s.start === brusselsAt(june, hour, minute));
      if (slot === undefined) throw new Error('no such quarter-hour');
      return slot;
    };
    expect(at(13, 30).forecastW).toBeCloseTo(at(13, 30).clearSkyW * 0.8, 6);
    expect(at(14, 15).forecastW).toBeCloseTo(at(14, 15).clearSkyW * 0.8 * 0.25, 6);
    // An hour with no forecast falls back to the season's mean ratio.
    expect(at(10, 0).cloudCover).toBeNull();
    expect(at(10, 0).forecastW).toBeCloseTo(at(10, 0).clearSkyW * forecast.scale.meanRatio, 6);
  });

  it('never forecasts more than the kWp, even for a roof that beat its model', () => {
    const forecast = solarForecast({
      installation: GHENT_ROOF,
      day: june,
      history: history(june, 10, () => 1.4),
      cloudCover: [{ start: brusselsAt(june, 13), cover: 0 }],
    });
    expect(Math.max(...forecast.slots.map((slot) => slot.forecastW))).toBeLessThanOrEqual(6000);
  });
});
