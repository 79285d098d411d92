// `{root}/{tenant}/devices/{deviceId}/dsmr` (decision 048): the raw DSMR P1 telegram of a Belgian
// Fluvius digital meter (e-MUCS, DSMR 5.0.2 P1), from its `/` header line to its `!XXXX` CRC line,
// as a bridge (an ESP P1 reader, dsmr2mqtt) republishes what it reads on the meter's P1 port. The
// domain reads it (`readDsmrPower`: CRC16, power drawn and fed in, the meter's time); a telegram
// that fails any of it is a bad message. The meter sees only the net, shown like the HomeWizard's
// (`gridMeterReading`), and its own monthly peak, `1-0:1.6.0`, wins over the portal's
// (`dsmrMonthlyPeak`, decision 052).
import { readDsmrPower } from '@portal/domain/energy/dsmr-power';
import { dsmrMonthlyPeak } from '@portal/domain/energy/meter-peak';
import { z } from 'zod/mini';
import { gridMeterReading } from './live-message.ts';
import { type IngestedReading, power } from './mqtt-payloads.ts';

/** A telegram is under 2 KB (one with the 13-month peak history about 1.5 KB); 8 KB leaves room
 * for a meter with more channels, and anything bigger is no telegram, so it is not even read. */
export const MAX_TELEGRAM_BYTES = 8 * 1024;

/** What the domain read, bounded as the JSON payloads' powers are. */
const dsmrPowerSchema = z.object({
  at: z.nullable(z.number().check(z.int())),
  importW: power,
  exportW: power,
});

/** The reading of a telegram, or undefined for a bad message. */
export function dsmrPayloadOf(payload: Buffer, receivedAt: number): IngestedReading | undefined {
  if (payload.length > MAX_TELEGRAM_BYTES) return undefined;
  // One character a byte: the CRC is over the bytes as sent, and a telegram is ASCII (a byte
  // above 0x7F makes it no telegram, rather than a UTF-8 sequence the CRC never saw).
  const text = payload.toString('latin1');
  const read = readDsmrPower(text);
  if (!read.ok) return undefined;
  const parsed = dsmrPowerSchema.safeParse(read.power);
  if (!parsed.success) return undefined;
  const { at, importW, exportW } = parsed.data;
  const reading = gridMeterReading(at ?? receivedAt, importW - exportW);
  if (reading === undefined) return undefined;
  return { reading, meterPeak: dsmrMonthlyPeak(text) };
}
