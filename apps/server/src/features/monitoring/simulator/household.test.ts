import { describe, expect, it } from 'vitest';
import { createHousehold } from './household.ts';
import {
  FULL_HOUSEHOLD,
  type HouseholdProfile,
  SOLAR_ONLY_HOUSEHOLD,
} from './household-profile.ts';
import type { HouseholdSample } from './household-sample.ts';
import { brusselsLocalTime } from './local-time.ts';

const at = (iso: string) => new Date(iso).getTime();

/** Steps a household every `stepMs` from `from` for `hours`, returning every sample. */
function run(profile: HouseholdProfile, seed: number, from: number, hours: number, stepMs = 1000) {
  const household = createHousehold(profile, seed, from);
  const samples: HouseholdSample[] = [];
  for (let t = from + stepMs; t <= from + hours * 3_600_000; t += stepMs) {
    samples.push(household.step(t));
  }
  return samples;
}

/** Energy (kWh) of each Brussels day of a run with 1-minute steps. */
function dailySolarKwh(profile: HouseholdProfile, seed: number, from: number, days: number) {
  const totals = new Map<number, number>();
  for (const sample of run(profile, seed, from, days * 24, 60_000)) {
    const day = brusselsLocalTime(sample.timestamp - 1).day;
    totals.set(day, (totals.get(day) ?? 0) + sample.solar / 60_000);
  }
  return [...totals.values()];
}

describe('a simulated household', () => {
  const summerDays = run(FULL_HOUSEHOLD, 7, at('2026-06-20T00:00+02:00'), 72);

  it('is the same under the same seed, and another household under another', () => {
    const again = run(FULL_HOUSEHOLD, 7, at('2026-06-20T00:00+02:00'), 72);
    expect(again).toEqual(summerDays);
    const other = run(FULL_HOUSEHOLD, 8, at('2026-06-20T00:00+02:00'), 72);
    expect(other).not.toEqual(summerDays);
  });

  it('balances to the watt on every second: home = solar + import − export + discharge − charge − ev', () => {
    for (const s of summerDays) {
      expect(s.home).toBe(
        s.solar + s.gridConsume - s.gridInject + s.batteryDischarge - s.batteryCharge - s.ev,
      );
      expect(s.grid).toBe(s.gridConsume - s.gridInject);
      expect(s.battery).toBe(s.batteryDischarge - s.batteryCharge);
      expect(s.ownConsumption).toBe(s.solar - s.gridInject);
    }
    expect(
      summerDays.every((s) =>
        Object.values(s).every(
          (v) => v === null || Number.isInteger(v) || v === s.batteryChargeState,
        ),
      ),
    ).toBe(true);
  });

  it('never imports and exports, nor charges and discharges, at once; the battery stays 0–100 %', () => {
    expect(summerDays.some((s) => s.gridConsume > 0 && s.gridInject > 0)).toBe(false);
    expect(summerDays.some((s) => s.batteryCharge > 0 && s.batteryDischarge > 0)).toBe(false);
    const states = summerDays.map((s) => s.batteryChargeState ?? -1);
    const lowest = states.reduce((a, b) => Math.min(a, b));
    const highest = states.reduce((a, b) => Math.max(a, b));
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(highest).toBeLessThanOrEqual(100);
    // Over three June days it both fills up and runs down, and it only charges from surplus.
    expect(highest).toBeGreaterThan(95);
    expect(lowest).toBeLessThan(50);
    expect(summerDays.some((s) => s.batteryDischarge > 0)).toBe(true);
    expect(summerDays.filter((s) => s.batteryCharge > 0).every((s) => s.gridConsume === 0)).toBe(
      true,
    );
    expect(summerDays.filter((s) => s.batteryDischarge > 0).every((s) => s.gridInject === 0)).toBe(
      true,
    );
  });

  it('produces no solar at night', () => {
    const night = summerDays.filter((s) => {
      const hour = brusselsLocalTime(s.timestamp).hour;
      return hour >= 22.5 || hour < 5;
    });
    expect(night.length).toBeGreaterThan(10_000);
    expect(night.every((s) => s.solar === 0)).toBe(true);
    const december = run(SOLAR_ONLY_HOUSEHOLD, 3, at('2026-12-10T17:30+01:00'), 14, 60_000);
    expect(december.every((s) => s.solar === 0)).toBe(true);
  });

  it('produces clearly more at a June noon than at a December noon', () => {
    const noonMean = (from: string) => {
      const samples = run(SOLAR_ONLY_HOUSEHOLD, 5, at(from), 24 * 14, 60_000).filter((s) => {
        const hour = brusselsLocalTime(s.timestamp).hour;
        return hour >= 12 && hour < 14;
      });
      return samples.reduce((sum, s) => sum + s.solar, 0) / samples.length;
    };
    expect(noonMean('2026-06-10T00:00+02:00')).toBeGreaterThan(
      2 * noonMean('2026-12-10T00:00+01:00'),
    );
  });

  it('gives 4 kWp a plausible summer: 15–30 kWh on a clear day, a month of 10–25 a day', () => {
    const june = dailySolarKwh(SOLAR_ONLY_HOUSEHOLD, 11, at('2026-06-01T00:00+02:00'), 30);
    const best = Math.max(...june);
    const mean = june.reduce((a, b) => a + b, 0) / june.length;
    expect(best).toBeGreaterThan(15);
    expect(best).toBeLessThan(30);
    expect(mean).toBeGreaterThan(10);
    expect(mean).toBeLessThan(25);
  });

  it('charges the car in evening sessions at the charger power, stopping at the target', () => {
    const from = at('2026-01-05T00:00+01:00');
    const household = createHousehold(FULL_HOUSEHOLD, 21, from);
    const firstDay = brusselsLocalTime(from).day;
    const sessions = Array.from({ length: 17 }, (_, i) =>
      household.evSessionsOfDay(firstDay - 1 + i),
    ).flat();
    expect(sessions.length).toBeGreaterThanOrEqual(4);
    for (const session of sessions) {
      const arrival = brusselsLocalTime(session.start).hour;
      expect(arrival).toBeGreaterThanOrEqual(17);
      expect(arrival).toBeLessThan(20.5);
    }
    const delivered = sessions.map(() => 0);
    let outside = 0;
    for (let t = from + 1000; t <= from + 15 * 86_400_000; t += 1000) {
      const sample = household.step(t);
      const index = sessions.findIndex((s) => t > s.start && t - 1000 < s.end);
      if (index < 0) outside += sample.ev;
      else {
        delivered[index] = (delivered[index] ?? 0) + sample.ev / 3600;
        const session = sessions[index];
        if (session && t - 1000 >= session.start && t <= session.end)
          expect(sample.ev).toBe(11_000);
      }
    }
    expect(outside).toBe(0);
    const whole = sessions.filter((s) => s.start >= from && s.end <= from + 15 * 86_400_000);
    expect(whole.length).toBeGreaterThanOrEqual(4);
    for (const session of whole) {
      expect(delivered[sessions.indexOf(session)]).toBeCloseTo(session.targetWh, 0);
    }
  });

  it('runs a heat pump harder on a cold day than on a mild one', () => {
    const noPump = { ...FULL_HOUSEHOLD, heatPump: null, ev: null, solar: null, battery: null };
    const withPump = { ...FULL_HOUSEHOLD, ev: null, solar: null, battery: null };
    const pumpKwh = (from: string) => {
      const energy = (profile: HouseholdProfile) =>
        run(profile, 4, at(from), 72, 60_000).reduce((sum, s) => sum + s.home / 60_000, 0);
      return energy(withPump) - energy(noPump);
    };
    const january = pumpKwh('2026-01-12T00:00+01:00');
    const may = pumpKwh('2026-05-12T00:00+02:00');
    expect(january).toBeGreaterThan(2 * may);
    expect(january / 3).toBeGreaterThan(8);
    expect(january / 3).toBeLessThan(50);
  });

  it('refuses to step backwards', () => {
    const household = createHousehold(SOLAR_ONLY_HOUSEHOLD, 1, 1000);
    expect(() => household.step(1000)).toThrow(RangeError);
  });
});
