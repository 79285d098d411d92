// The `…/dsmr` payload: a Fluvius telegram's bytes as the broker hands them over, turned into the
// balanced reading the socket sends, with the meter's own monthly peak.
import { fluviusTelegram } from '@portal/domain/energy/dsmr-telegram-fixture';
import { describe, expect, it } from 'vitest';
import { dsmrPayloadOf, MAX_TELEGRAM_BYTES } from './dsmr-payload.ts';

const receivedAt = Date.parse('2026-01-14T17:30:13Z');
const bytes = (text: string) => Buffer.from(text, 'latin1');

describe('dsmrPayloadOf', () => {
  it('reads the power drawn at the meter’s time, and its monthly peak', () => {
    expect(dsmrPayloadOf(bytes(fluviusTelegram()), receivedAt)).toEqual({
      reading: {
        timestamp: Date.parse('2026-01-14T18:30:12+01:00'),
        solar: 0,
        gridConsume: 3412,
        gridInject: 0,
        ev: 0,
        batteryCharge: 0,
        batteryDischarge: 0,
        batteryChargeState: null,
        home: 3412,
        ownConsumption: 0,
        grid: 3412,
        battery: 0,
      },
      meterPeak: { month: '2026-01', peakW: 4172, at: Date.parse('2026-01-12T19:00+01:00') },
    });
  });

  it('shows what is fed in as solar of the same power, the home at 0', () => {
    const feeding = fluviusTelegram({ '1-0:1.7.0': '(00.000*kW)', '1-0:2.7.0': '(02.315*kW)' });
    expect(dsmrPayloadOf(bytes(feeding), receivedAt)?.reading).toMatchObject({
      solar: 2315,
      gridInject: 2315,
      gridConsume: 0,
      grid: -2315,
      home: 0,
      ownConsumption: 0,
    });
  });

  it('nets the phases that draw against those that feed in', () => {
    const mixed = fluviusTelegram({
      '1-0:1.7.0': null,
      '1-0:2.7.0': null,
      '1-0:61.7.0': '(00.000*kW)',
      '1-0:62.7.0': '(01.928*kW)',
    });
    expect(dsmrPayloadOf(bytes(mixed), receivedAt)?.reading).toMatchObject({
      gridConsume: 806,
      gridInject: 0,
      home: 806,
    });
  });

  it('takes the time it was received when the telegram has none', () => {
    const unstamped = fluviusTelegram({ '0-0:1.0.0': null });
    expect(dsmrPayloadOf(bytes(unstamped), receivedAt)?.reading.timestamp).toBe(receivedAt);
  });

  it('drops a bad CRC, missing power, a power beyond 100 kW and an oversized payload', () => {
    const damaged = fluviusTelegram().replace('(03.412*kW)', '(03.413*kW)');
    const noPower = fluviusTelegram({
      '1-0:1.7.0': null,
      '1-0:21.7.0': null,
      '1-0:41.7.0': null,
      '1-0:61.7.0': null,
    });
    const huge = fluviusTelegram({ '1-0:1.7.0': '(150.000*kW)' });
    const padded = fluviusTelegram({ '0-0:96.13.0': `(${'41'.repeat(MAX_TELEGRAM_BYTES / 2)})` });
    for (const text of [damaged, noPower, huge, padded]) {
      expect(dsmrPayloadOf(bytes(text), receivedAt)).toBeUndefined();
    }
    // Under the limit, the same text message is read (e-MUCS allows 1024 characters of it).
    const message = fluviusTelegram({ '0-0:96.13.0': `(${'41'.repeat(1024)})` });
    expect(dsmrPayloadOf(bytes(message), receivedAt)?.reading.gridConsume).toBe(3412);
  });

  it('drops bytes that are no ASCII instead of reading them as UTF-8', () => {
    const telegram = fluviusTelegram({ '0-0:96.13.0': '(Défaut)' });
    expect(dsmrPayloadOf(Buffer.from(telegram, 'utf8'), receivedAt)).toBeUndefined();
  });
});
