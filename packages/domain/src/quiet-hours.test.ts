import { describe, expect, it } from 'vitest';
import { minutesOfDay, pushTiming, quietHoursEnd } from './quiet-hours.ts';

const night = { from: '22:00', until: '07:00' };

describe('quiet hours in Brussels time', () => {
  it('reads HH:MM and refuses anything else', () => {
    expect(minutesOfDay('07:30')).toBe(450);
    expect(minutesOfDay('23:59')).toBe(1439);
    expect(minutesOfDay('24:00')).toBeNull();
    expect(minutesOfDay('7:30')).toBeNull();
  });

  it('ends a window that crosses midnight the next morning, in winter time', () => {
    // 23:30 in Brussels (UTC+1) on 29 November.
    expect(quietHoursEnd(new Date('2026-11-29T22:30:00Z'), night)?.toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
    // 05:00 in Brussels, the same night.
    expect(quietHoursEnd(new Date('2026-11-30T04:00:00Z'), night)?.toISOString()).toBe(
      '2026-11-30T06:00:00.000Z',
    );
  });

  it('is outside the window at its end and before its start', () => {
    expect(quietHoursEnd(new Date('2026-11-30T06:00:00Z'), night)).toBeNull();
    expect(quietHoursEnd(new Date('2026-11-29T20:59:00Z'), night)).toBeNull();
  });

  it('follows summer time and a window within one day', () => {
    // 13:15 in Brussels (UTC+2) on 1 July, window 12:00 to 14:00.
    expect(
      quietHoursEnd(new Date('2026-07-01T11:15:00Z'), {
        from: '12:00',
        until: '14:00',
      })?.toISOString(),
    ).toBe('2026-07-01T12:00:00.000Z');
  });

  it('lands on the wall-clock end across the autumn clock change', () => {
    // 23:00 on 24 October 2026 (UTC+2); 07:00 on 25 October is UTC+1 again.
    expect(quietHoursEnd(new Date('2026-10-24T21:00:00Z'), night)?.toISOString()).toBe(
      '2026-10-25T06:00:00.000Z',
    );
  });

  it('never holds an empty window', () => {
    expect(
      quietHoursEnd(new Date('2026-11-29T22:30:00Z'), { from: '08:00', until: '08:00' }),
    ).toBeNull();
  });

  it('holds a push until the end, or drops it when the wait is over twelve hours', () => {
    const at = new Date('2026-11-29T22:30:00Z');
    expect(pushTiming(at, null)).toEqual({ send: 'now' });
    expect(pushTiming(at, night)).toEqual({ send: 'later', at: new Date('2026-11-30T06:00:00Z') });
    // 18:00 to 10:00: at 20:00 Brussels the end is fourteen hours away.
    expect(pushTiming(new Date('2026-11-29T19:00:00Z'), { from: '18:00', until: '10:00' })).toEqual(
      {
        send: 'never',
      },
    );
  });
});
