import { describe, expect, it } from 'vitest';
import { dsmrCrc16, readDsmrTelegram } from './dsmr-telegram.ts';
import { dsmrCrcLine, fluviusTelegram } from './dsmr-telegram-fixture.ts';

describe('dsmrCrc16', () => {
  it('is CRC-16/ARC: the catalogue check value of "123456789" is 0xBB3D', () => {
    expect(dsmrCrc16('123456789')).toBe(0xbb3d);
    expect(dsmrCrc16('')).toBe(0);
  });
});

describe('readDsmrTelegram', () => {
  it('reads the header and every object of a Fluvius e-MUCS telegram', () => {
    const read = readDsmrTelegram(fluviusTelegram());
    if (!read.ok) throw new Error(read.reason);
    expect(read.telegram.header).toBe('FLU5\\253769484_A');
    expect(read.telegram.objects.get('0-0:96.1.4')).toEqual(['50217']);
    expect(read.telegram.objects.get('1-0:1.6.0')).toEqual(['260112190000W', '04.172*kW']);
    expect(read.telegram.objects.get('0-1:24.2.3')).toEqual(['260114182958W', '04812.566*m3']);
    // The history: its count, the two OBIS codes it is of, then 13 × (month, peak time, peak).
    const history = read.telegram.objects.get('0-0:98.1.0');
    expect(history?.slice(0, 3)).toEqual(['13', '1-0:1.6.0', '1-0:1.6.0']);
    expect(history).toHaveLength(3 + 13 * 3);
    expect(read.telegram.objects.get('0-0:96.13.0')).toEqual(['']);
  });

  it('refuses a telegram whose CRC does not match: a figure changed on the way', () => {
    const damaged = fluviusTelegram().replace('1-0:1.7.0(03.412*kW)', '1-0:1.7.0(03.472*kW)');
    expect(readDsmrTelegram(damaged)).toEqual({ ok: false, reason: 'bad-crc' });
  });

  it('refuses one whose line ends a bridge rewrote: the CRC covers every byte', () => {
    expect(readDsmrTelegram(fluviusTelegram().replaceAll('\r\n', '\n'))).toEqual({
      ok: false,
      reason: 'bad-crc',
    });
  });

  it('reads the CRC in either case, and a telegram without one (DSMR 2.2 ends in a bare !)', () => {
    const telegram = fluviusTelegram();
    const framed = telegram.slice(0, telegram.lastIndexOf('!') + 1);
    expect(readDsmrTelegram(`${framed}${dsmrCrcLine(framed).toLowerCase()}`).ok).toBe(true);
    const bare = readDsmrTelegram(`${framed}\r\n`);
    expect(bare.ok && bare.telegram.objects.get('1-0:1.7.0')).toEqual(['03.412*kW']);
  });

  it('refuses what is no telegram', () => {
    const telegram = fluviusTelegram();
    for (const text of [
      '',
      '{"active_power_w":512}',
      telegram.slice(0, telegram.indexOf('1-0:1.7.0')),
      telegram.slice(telegram.indexOf('\n') + 1),
      telegram.replace('/FLU5', '/15'),
      telegram.replace('50217', '50217é'),
      `${telegram}0-0:96.1.4(50217)\r\n`,
    ]) {
      expect(readDsmrTelegram(text)).toEqual({ ok: false, reason: 'not-a-telegram' });
    }
  });
});
