// A DSMR P1 telegram as a Belgian Fluvius digital meter writes it on its P1 port every second
// (e-MUCS, on DSMR 5.0.2 P1), and as bridges (an ESP P1 reader, dsmr2mqtt) republish it: a `/`
// header line naming the meter, a blank line, one COSEM object a line (`OBIS(value)(value)…`,
// e.g. `1-0:1.7.0(00.412*kW)`), and a `!` line ending in the CRC16 of every byte from `/` through
// `!` inclusive (CRC-16/ARC: polynomial 0xA001 reflected, initial value 0), four hex digits.
// DSMR 2.2 meters end in a bare `!`: no CRC to check then. A CRC that does not match means bytes
// were lost or changed on the way (a P1 port at 115200 baud drops some), so the telegram is
// refused whole: any of its figures may be the damaged one.

export interface DsmrTelegram {
  /** The header line without its `/`, e.g. `FLU5\253769484_A`: manufacturer, baud, model. */
  header: string;
  /** The values of each object by OBIS code (`1-0:1.6.0` → [`260114181500W`, `04.172*kW`]). */
  objects: ReadonlyMap<string, readonly string[]>;
}

export type DsmrTelegramResult =
  | { ok: true; telegram: DsmrTelegram }
  | { ok: false; reason: 'not-a-telegram' | 'bad-crc' };

/** CRC-16/ARC of an ASCII text, bitwise: a telegram is under 2 KB, a table buys nothing. */
export function dsmrCrc16(text: string): number {
  let crc = 0;
  for (const char of text) {
    crc ^= char.charCodeAt(0) & 0xff;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 1 ? (crc >>> 1) ^ 0xa001 : crc >>> 1;
  }
  return crc;
}

// `/`, then everything up to a `!` at the start of a line, then an optional CRC. Only printable
// ASCII and line ends: a telegram is ASCII, so the CRC runs over one byte a character.
const FRAME = /^\s*(\/[\x20-\x7e]+\r?\n[\x20-\x7e\r\n]*?\n!)([0-9A-Fa-f]{4})?\s*$/;
// IEC 62056-21 identification: `/`, three letters of the manufacturer, the baud-rate digit.
const HEADER = /^\/([A-Za-z]{3}\d[\x20-\x7e]*)$/;
const OBJECT = /^(\d{1,3}-\d{1,3}:\d{1,3}\.\d{1,3}\.\d{1,3})((?:\([^()]*\))+)$/;
const VALUE = /\(([^()]*)\)/g;

/** The telegram's objects, with its frame and CRC checked. */
export function readDsmrTelegram(text: string): DsmrTelegramResult {
  const frame = FRAME.exec(text);
  if (!frame?.[1]) return { ok: false, reason: 'not-a-telegram' };
  const framed = frame[1];
  const [headerLine = '', ...lines] = framed.slice(0, -1).split(/\r?\n/);
  const header = HEADER.exec(headerLine);
  if (!header?.[1]) return { ok: false, reason: 'not-a-telegram' };
  if (frame[2] !== undefined && Number.parseInt(frame[2], 16) !== dsmrCrc16(framed)) {
    return { ok: false, reason: 'bad-crc' };
  }
  const objects = new Map<string, string[]>();
  for (const line of lines) {
    const object = OBJECT.exec(line);
    // Lines that are no object (the blank one after the header, a DSMR 2.2 gas value on a line
    // of its own) carry nothing read here; an object given twice keeps its first values.
    if (!object?.[1] || !object[2] || objects.has(object[1])) continue;
    objects.set(
      object[1],
      [...object[2].matchAll(VALUE)].map((value) => value[1] ?? ''),
    );
  }
  return { ok: true, telegram: { header: header[1], objects } };
}
