import { describe, expect, it } from 'vitest';
import {
  brusselsDayNumber,
  brusselsWallClock,
  dayNumber,
  fromBrusselsWallClock,
  isRealDate,
  parseDateOnly,
  toInstant,
} from './brussels-time.ts';

describe('brusselsWallClock', () => {
  it('reads winter (UTC+1) and summer (UTC+2) time', () => {
    expect(brusselsWallClock(new Date('2026-01-15T11:30:15Z'))).toEqual({
      year: 2026,
      month: 1,
      day: 15,
      hour: 12,
      minute: 30,
      second: 15,
    });
    expect(brusselsWallClock(new Date('2026-07-15T22:30:00Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 16,
      hour: 0,
      minute: 30,
      second: 0,
    });
  });

  it('gives hour 0, not 24, at midnight', () => {
    expect(brusselsWallClock(new Date('2026-11-20T23:00:00Z')).hour).toBe(0);
  });
});

describe('fromBrusselsWallClock', () => {
  const wall = (year: number, month: number, day: number, hour: number, minute = 0) =>
    fromBrusselsWallClock({ year, month, day, hour, minute, second: 0 }).toISOString();

  it('converts winter and summer readings', () => {
    expect(wall(2026, 1, 15, 12, 30)).toBe('2026-01-15T11:30:00.000Z');
    expect(wall(2026, 7, 16, 0, 30)).toBe('2026-07-15T22:30:00.000Z');
  });

  it('handles both sides of the DST changes', () => {
    expect(wall(2026, 3, 29, 1, 59)).toBe('2026-03-29T00:59:00.000Z');
    expect(wall(2026, 3, 29, 3, 0)).toBe('2026-03-29T01:00:00.000Z');
    // 02:30 does not exist that night; it lands an hour later, at 03:30 CEST.
    expect(wall(2026, 3, 29, 2, 30)).toBe('2026-03-29T01:30:00.000Z');
    expect(wall(2026, 10, 25, 1, 0)).toBe('2026-10-24T23:00:00.000Z');
    expect(wall(2026, 10, 25, 4, 0)).toBe('2026-10-25T03:00:00.000Z');
  });
});

describe('toInstant', () => {
  it('keeps absolute strings and valid Dates', () => {
    expect(toInstant('2026-11-21T14:30:00Z')?.toISOString()).toBe('2026-11-21T14:30:00.000Z');
    expect(toInstant('2026-11-21T14:30:00+01:00')?.toISOString()).toBe('2026-11-21T13:30:00.000Z');
    const date = new Date('2026-11-21T00:00:00Z');
    expect(toInstant(date)).toBe(date);
  });

  it('reads offset-less strings and bare dates on the Brussels clock', () => {
    expect(toInstant('2026-11-21T14:30')?.toISOString()).toBe('2026-11-21T13:30:00.000Z');
    expect(toInstant('2026-07-01 08:05:07.25')?.toISOString()).toBe('2026-07-01T06:05:07.250Z');
    expect(toInstant('2026-11-21')?.toISOString()).toBe('2026-11-20T23:00:00.000Z');
  });

  it('rejects empty, malformed and impossible values', () => {
    expect(toInstant('')).toBeNull();
    expect(toInstant('tomorrow')).toBeNull();
    expect(toInstant('2026-02-30')).toBeNull();
    expect(toInstant('2026-02-30T10:00')).toBeNull();
    expect(toInstant('2026-11-21T24:00')).toBeNull();
    expect(toInstant(new Date(Number.NaN))).toBeNull();
  });
});

describe('calendar helpers', () => {
  it('numbers days from the epoch', () => {
    expect(dayNumber({ year: 1970, month: 1, day: 2 })).toBe(1);
    expect(
      dayNumber({ year: 2026, month: 3, day: 30 }) - dayNumber({ year: 2026, month: 3, day: 29 }),
    ).toBe(1);
  });

  it('gives the Brussels day of an instant', () => {
    expect(brusselsDayNumber('2026-11-20T23:30:00Z')).toBe(
      dayNumber({ year: 2026, month: 11, day: 21 }),
    );
    expect(brusselsDayNumber('junk')).toBeNull();
  });

  it('knows which dates exist', () => {
    expect(isRealDate({ year: 2024, month: 2, day: 29 })).toBe(true);
    expect(isRealDate({ year: 2026, month: 2, day: 29 })).toBe(false);
    expect(isRealDate({ year: 2026, month: 4, day: 31 })).toBe(false);
    expect(parseDateOnly(' 2026-04-30 ')).toEqual({ year: 2026, month: 4, day: 30 });
    expect(parseDateOnly('2026-04-31')).toBeNull();
    expect(parseDateOnly('30/04/2026')).toBeNull();
  });

  it('reads the wall clock as Intl does, every 7 minutes of two years, DST nights included', () => {
    const format = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Brussels',
      dateStyle: 'short',
      timeStyle: 'medium',
    });
    const pad = (value: number) => String(value).padStart(2, '0');
    const start = Date.UTC(2025, 0, 1);
    for (let at = start; at < start + 2 * 365 * 86_400_000; at += 7 * 60_000 + 13_000) {
      const clock = brusselsWallClock(new Date(at));
      const read = `${pad(clock.day)}/${pad(clock.month)}/${clock.year}, ${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}`;
      if (read !== format.format(at)) expect(read).toBe(format.format(at));
    }
    expect(brusselsWallClock(new Date('2026-10-25T00:59:59Z')).hour).toBe(2);
    expect(brusselsWallClock(new Date('2026-10-25T01:00:00Z')).hour).toBe(2);
    expect(brusselsWallClock(new Date('2026-03-29T01:00:00Z')).hour).toBe(3);
  });
});
