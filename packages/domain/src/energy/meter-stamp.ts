// The timestamps Belgian digital meters write: YYMMDDhhmmss (years 20YY), in Brussels time. A DSMR
// P1 telegram (Fluvius e-MUCS) adds a letter, S (summer time, UTC+2) or W (winter time, UTC+1),
// which gives the offset outright, so the repeated hour of the autumn night is exact; the
// HomeWizard P1 JSON writes the twelve digits alone.

export interface MeterStampParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The parts of a YYMMDDhhmmss stamp, or null when it is not one. */
export function meterStampParts(stamp: string): MeterStampParts | null {
  if (!/^\d{12}$/.test(stamp)) return null;
  const [year, month, day, hour, minute, second] = [0, 2, 4, 6, 8, 10].map((at) =>
    Number(stamp.slice(at, at + 2)),
  ) as [number, number, number, number, number, number];
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 23 || minute > 59 || second > 59) {
    return null;
  }
  return { year: 2000 + year, month, day, hour, minute, second };
}

/** The instant (epoch ms) of a DSMR stamp `YYMMDDhhmmssX`, or null when it is not one. */
export function dsmrInstant(stamp: string): number | null {
  const match = /^(\d{12})([SW])$/.exec(stamp);
  const parts = match?.[1] ? meterStampParts(match[1]) : null;
  if (parts === null || !match?.[2]) return null;
  const offsetHours = match[2] === 'S' ? 2 : 1;
  return (
    Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second) -
    offsetHours * 3_600_000
  );
}
