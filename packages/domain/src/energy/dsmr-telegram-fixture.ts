// Test fixtures: a DSMR P1 telegram as a Belgian Fluvius three-phase digital meter (e-MUCS 1.7.1,
// DSMR 5.0.2 P1) writes it, with gas on channel 1: the header, a blank line, the objects, and `!`
// with the CRC16 of it all. Each test swaps or drops only the lines it is about. Not used by
// production code.

import { dsmrCrc16 } from './dsmr-telegram.ts';

/** The month's peak history: 13 months, each its start, when its peak was set, the peak. */
const PEAK_HISTORY = [
  '(250101000000W)(241209180000W)(04.980*kW)',
  '(250201000000W)(250117080000W)(02.819*kW)',
  '(250301000000W)(250214203000W)(05.241*kW)',
  '(250401000000S)(250326071500W)(04.317*kW)',
  '(250501000000S)(250413181500S)(05.329*kW)',
  '(250601000000S)(250510080000S)(05.335*kW)',
  '(250701000000S)(250627183000S)(03.238*kW)',
  '(250801000000S)(250711183000S)(02.886*kW)',
  '(250901000000S)(250821184500S)(04.270*kW)',
  '(251001000000S)(250907084500S)(03.524*kW)',
  '(251101000000W)(251019180000S)(05.599*kW)',
  '(251201000000W)(251120213000W)(05.399*kW)',
  '(260101000000W)(251218084500W)(03.998*kW)',
].join('');

/** A winter evening (14 January 2026, 18:30:12): 3.412 kW drawn, nothing fed in. */
export const FLUVIUS_OBJECTS: ReadonlyArray<readonly [string, string]> = [
  ['0-0:96.1.4', '(50217)'],
  ['0-0:96.1.1', '(3153414733313031303231363035)'],
  ['0-0:1.0.0', '(260114183012W)'],
  ['1-0:1.8.1', '(004821.307*kWh)'],
  ['1-0:1.8.2', '(006215.884*kWh)'],
  ['1-0:2.8.1', '(001973.052*kWh)'],
  ['1-0:2.8.2', '(000688.419*kWh)'],
  ['0-0:96.14.0', '(0001)'],
  ['1-0:1.4.0', '(02.871*kW)'],
  ['1-0:1.6.0', '(260112190000W)(04.172*kW)'],
  ['0-0:98.1.0', `(13)(1-0:1.6.0)(1-0:1.6.0)${PEAK_HISTORY}`],
  ['1-0:1.7.0', '(03.412*kW)'],
  ['1-0:2.7.0', '(00.000*kW)'],
  ['1-0:21.7.0', '(01.204*kW)'],
  ['1-0:41.7.0', '(01.530*kW)'],
  ['1-0:61.7.0', '(00.678*kW)'],
  ['1-0:22.7.0', '(00.000*kW)'],
  ['1-0:42.7.0', '(00.000*kW)'],
  ['1-0:62.7.0', '(00.000*kW)'],
  ['1-0:32.7.0', '(231.4*V)'],
  ['1-0:52.7.0', '(229.8*V)'],
  ['1-0:72.7.0', '(232.1*V)'],
  ['1-0:31.7.0', '(005.32*A)'],
  ['1-0:51.7.0', '(006.81*A)'],
  ['1-0:71.7.0', '(003.02*A)'],
  ['0-0:96.3.10', '(1)'],
  ['0-0:17.0.0', '(999.9*kW)'],
  ['1-0:31.4.0', '(999*A)'],
  ['0-0:96.13.0', '()'],
  ['0-1:24.1.0', '(003)'],
  ['0-1:96.1.1', '(37464C4F32313139303938343332)'],
  ['0-1:24.4.0', '(1)'],
  ['0-1:24.2.3', '(260114182958W)(04812.566*m3)'],
];

/** The CRC line of a telegram's text from `/` through `!`: four upper-case hex digits. */
export function dsmrCrcLine(framed: string): string {
  return dsmrCrc16(framed).toString(16).toUpperCase().padStart(4, '0');
}

/**
 * The Fluvius telegram's text with some objects' values replaced (`'(00.250*kW)'`) or dropped
 * (null), an object not in the list added at its end; lines end in CR LF, as on the P1 port.
 */
export function fluviusTelegram(changes: Readonly<Record<string, string | null>> = {}): string {
  const objects = FLUVIUS_OBJECTS.map(([code, values]): [string, string] => [
    code,
    changes[code] ?? values,
  ]);
  const known = new Set(FLUVIUS_OBJECTS.map(([code]) => code));
  for (const [code, values] of Object.entries(changes)) {
    if (!known.has(code) && values !== null) objects.push([code, values]);
  }
  const lines = objects
    .filter(([code]) => changes[code] !== null)
    .map(([code, values]) => `${code}${values}`);
  const framed = ['/FLU5\\253769484_A', '', ...lines, '!'].join('\r\n');
  return `${framed}${dsmrCrcLine(framed)}\r\n`;
}
