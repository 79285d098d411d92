// The power a DSMR P1 telegram reports now (dsmr-telegram.ts), in whole watts: `1-0:1.7.0` drawn
// from the grid and `1-0:2.7.0` fed into it, each the net of all phases as the meter bills them;
// a meter or bridge that leaves those out still gives the phases (`1-0:21.7.0`, `41.7.0`, `61.7.0`
// drawn; `22.7.0`, `42.7.0`, `62.7.0` fed in, a single-phase meter only the first), summed here.
// The figures are kW with three decimals, so watts are exact. The reading time is the meter's own
// `0-0:1.0.0(YYMMDDhhmmssX)` when it writes one (null otherwise: the receiver's clock stands in).

import { type DsmrTelegram, readDsmrTelegram } from './dsmr-telegram.ts';
import { dsmrInstant } from './meter-stamp.ts';

export interface DsmrPower {
  /** When the meter read it (epoch ms), or null when the telegram has no 0-0:1.0.0. */
  at: number | null;
  importW: number;
  exportW: number;
}

export type DsmrPowerResult =
  | { ok: true; power: DsmrPower }
  | { ok: false; reason: 'not-a-telegram' | 'bad-crc' | 'no-power' | 'bad-timestamp' };

const IMPORT_TOTAL = '1-0:1.7.0';
const EXPORT_TOTAL = '1-0:2.7.0';
const IMPORT_PHASES = ['1-0:21.7.0', '1-0:41.7.0', '1-0:61.7.0'];
const EXPORT_PHASES = ['1-0:22.7.0', '1-0:42.7.0', '1-0:62.7.0'];
const KILOWATTS = /^(\d{1,6}(?:\.\d{1,3})?)\*kW$/;

/** The power and time of a telegram's text, or why it has none. */
export function readDsmrPower(text: string): DsmrPowerResult {
  const read = readDsmrTelegram(text);
  if (!read.ok) return read;
  const importW = directionW(read.telegram, IMPORT_TOTAL, IMPORT_PHASES);
  const exportW = directionW(read.telegram, EXPORT_TOTAL, EXPORT_PHASES);
  // Both directions are needed: the net is what the portal shows.
  if (importW === undefined || exportW === undefined || Number.isNaN(importW + exportW)) {
    return { ok: false, reason: 'no-power' };
  }
  const stamp = read.telegram.objects.get('0-0:1.0.0');
  if (stamp === undefined) return { ok: true, power: { at: null, importW, exportW } };
  const at = stamp.length === 1 && stamp[0] !== undefined ? dsmrInstant(stamp[0]) : null;
  if (at === null) return { ok: false, reason: 'bad-timestamp' };
  return { ok: true, power: { at, importW, exportW } };
}

/**
 * One direction's power in W: the total line, else the phases present summed; undefined when
 * the telegram has neither, NaN when a line it has is not `NN.NNN*kW` (a broken meter's figure
 * is not read as zero).
 */
function directionW(
  telegram: DsmrTelegram,
  total: string,
  phases: readonly string[],
): number | undefined {
  const totalValues = telegram.objects.get(total);
  if (totalValues !== undefined) return wattsOf(totalValues);
  const present = phases.flatMap((code) => {
    const values = telegram.objects.get(code);
    return values === undefined ? [] : [values];
  });
  if (present.length === 0) return undefined;
  return present.reduce((sum, values) => sum + wattsOf(values), 0);
}

function wattsOf(values: readonly string[]): number {
  const match = values.length === 1 && values[0] !== undefined ? KILOWATTS.exec(values[0]) : null;
  return match?.[1] ? Math.round(Number(match[1]) * 1000) : Number.NaN;
}
