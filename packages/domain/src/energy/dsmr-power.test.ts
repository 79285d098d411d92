import { describe, expect, it } from 'vitest';
import { readDsmrPower } from './dsmr-power.ts';
import { fluviusTelegram } from './dsmr-telegram-fixture.ts';
import { dsmrMonthlyPeak } from './meter-peak.ts';

const at = (iso: string) => new Date(iso).getTime();

const noTotals = { '1-0:1.7.0': null, '1-0:2.7.0': null };

describe('readDsmrPower', () => {
  it('reads the power drawn and fed in now, in watts, at the time the meter states', () => {
    expect(readDsmrPower(fluviusTelegram())).toEqual({
      ok: true,
      power: { at: at('2026-01-14T18:30:12+01:00'), importW: 3412, exportW: 0 },
    });
  });

  it('reads what is fed in', () => {
    const feeding = fluviusTelegram({ '1-0:1.7.0': '(00.000*kW)', '1-0:2.7.0': '(02.315*kW)' });
    expect(readDsmrPower(feeding)).toMatchObject({ power: { importW: 0, exportW: 2315 } });
  });

  it('sums the phases when the totals are left out', () => {
    expect(readDsmrPower(fluviusTelegram(noTotals))).toMatchObject({
      power: { importW: 1204 + 1530 + 678, exportW: 0 },
    });
    // Panels on L3 feeding in while L1 and L2 draw: both directions, as the meter reads them.
    const mixed = fluviusTelegram({
      ...noTotals,
      '1-0:61.7.0': '(00.000*kW)',
      '1-0:62.7.0': '(01.928*kW)',
    });
    expect(readDsmrPower(mixed)).toMatchObject({ power: { importW: 2734, exportW: 1928 } });
  });

  it('reads a single-phase meter from its one phase', () => {
    const singlePhase = fluviusTelegram({
      ...noTotals,
      '1-0:41.7.0': null,
      '1-0:61.7.0': null,
      '1-0:42.7.0': null,
      '1-0:62.7.0': null,
    });
    expect(readDsmrPower(singlePhase)).toMatchObject({ power: { importW: 1204, exportW: 0 } });
  });

  it('has no power without the lines, or with a line that is not kW', () => {
    const none = fluviusTelegram({
      ...noTotals,
      '1-0:21.7.0': null,
      '1-0:41.7.0': null,
      '1-0:61.7.0': null,
    });
    expect(readDsmrPower(none)).toEqual({ ok: false, reason: 'no-power' });
    expect(readDsmrPower(fluviusTelegram({ '1-0:1.7.0': '(03.412*kWh)' }))).toEqual({
      ok: false,
      reason: 'no-power',
    });
    expect(readDsmrPower(fluviusTelegram({ ...noTotals, '1-0:41.7.0': '(01.5x0*kW)' }))).toEqual({
      ok: false,
      reason: 'no-power',
    });
  });

  it('takes summer time as UTC+2 and winter time as UTC+1, the autumn night’s 02:30s apart', () => {
    const stamped = (stamp: string) => {
      const read = readDsmrPower(fluviusTelegram({ '0-0:1.0.0': `(${stamp})` }));
      return read.ok ? read.power.at : undefined;
    };
    expect(stamped('260714183012S')).toBe(at('2026-07-14T18:30:12+02:00'));
    expect(stamped('260114183012W')).toBe(at('2026-01-14T18:30:12+01:00'));
    expect(stamped('261025023000W')).toBe(at('2026-10-25T02:30:00+01:00'));
    expect(stamped('261025023000S')).toBe(at('2026-10-25T02:30:00+02:00'));
  });

  it('has no time without 0-0:1.0.0, and refuses one that is no time', () => {
    expect(readDsmrPower(fluviusTelegram({ '0-0:1.0.0': null }))).toMatchObject({
      ok: true,
      power: { at: null },
    });
    expect(readDsmrPower(fluviusTelegram({ '0-0:1.0.0': '(261314183012W)' }))).toEqual({
      ok: false,
      reason: 'bad-timestamp',
    });
    expect(readDsmrPower(fluviusTelegram({ '0-0:1.0.0': '(260114183012)' }))).toEqual({
      ok: false,
      reason: 'bad-timestamp',
    });
  });

  it('passes on why a text is no telegram', () => {
    const damaged = fluviusTelegram().replace('(03.412*kW)', '(93.412*kW)');
    expect(readDsmrPower(damaged)).toEqual({ ok: false, reason: 'bad-crc' });
    expect(readDsmrPower('hello')).toEqual({ ok: false, reason: 'not-a-telegram' });
  });
});

describe('dsmrMonthlyPeak of a whole telegram', () => {
  it('reads 1-0:1.6.0, not the history line that names it', () => {
    expect(dsmrMonthlyPeak(fluviusTelegram())).toEqual({
      month: '2026-01',
      peakW: 4172,
      at: at('2026-01-12T19:00+01:00'),
    });
  });
});
