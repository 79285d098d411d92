import { describe, expect, it } from 'vitest';
import { quarterHourImports } from './grid-import.ts';

const at = (iso: string) => new Date(iso).getTime();

describe('quarterHourImports', () => {
  it('weights each power by how long it lasted, over the full 15 minutes', () => {
    // 6 kW for 5 minutes then 0 for 10: 500 Wh, an average of 2 kW.
    const samples = [
      { at: at('2026-02-10T18:00+01:00'), gridW: 6000 },
      { at: at('2026-02-10T18:05+01:00'), gridW: 0 },
    ];
    expect(quarterHourImports(samples, at('2026-02-10T18:15+01:00'))).toEqual([
      { start: at('2026-02-10T18:00+01:00'), importWh: 500, averageW: 2000 },
    ]);
  });

  it('counts only import: injection in one moment does not cancel import in another', () => {
    const samples = [
      { at: at('2026-06-10T12:00+02:00'), gridW: 4000 },
      { at: at('2026-06-10T12:07:30+02:00'), gridW: -4000 },
    ];
    const [quarter] = quarterHourImports(samples, at('2026-06-10T12:15+02:00'));
    expect(quarter?.averageW).toBe(2000);
  });

  it('splits a sample that spans a boundary between the two quarter-hours', () => {
    const samples = [{ at: at('2026-02-10T18:10+01:00'), gridW: 3000 }];
    const quarters = quarterHourImports(samples, at('2026-02-10T18:20+01:00'));
    expect(quarters.map((quarter) => quarter.importWh)).toEqual([250, 250]);
    expect(quarters.map((quarter) => quarter.averageW)).toEqual([1000, 1000]);
  });

  it('reads time before the first sample as no import, so a partial quarter-hour reads low', () => {
    const samples = [{ at: at('2026-02-10T18:10+01:00'), gridW: 3000 }];
    const [quarter] = quarterHourImports(samples, at('2026-02-10T18:15+01:00'));
    expect(quarter?.averageW).toBe(1000);
  });

  it('sums 1-second samples of many powers exactly', () => {
    const start = at('2026-02-10T07:00+01:00');
    const samples = Array.from({ length: 900 }, (_, second) => ({
      at: start + second * 1000,
      gridW: second < 450 ? 1000 : 3000,
    }));
    const [quarter] = quarterHourImports(samples, start + 900_000);
    expect(quarter?.averageW).toBeCloseTo(2000, 9);
  });

  it('keeps the repeated autumn hour as separate quarter-hours', () => {
    const first = at('2026-10-25T02:00+02:00');
    const second = at('2026-10-25T02:00+01:00');
    const samples = [
      { at: first, gridW: 1000 },
      { at: first + 900_000, gridW: 0 },
      { at: second, gridW: 5000 },
    ];
    const quarters = quarterHourImports(samples, second + 900_000);
    expect(quarters.filter((quarter) => quarter.averageW > 0)).toEqual([
      { start: first, importWh: 250, averageW: 1000 },
      { start: second, importWh: 1250, averageW: 5000 },
    ]);
  });
});
