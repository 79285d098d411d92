// Display helpers for a delivery: the id of a route segment, and the team's arrival window as two
// clock times on the Brussels clock (the planned date itself goes through formatDate).
import { BRUSSELS_TIME_ZONE } from '@portal/domain/brussels-time';
import type { FormatLocale } from '@portal/domain/format-locale';

/** A positive whole id from a route segment; anything else is null (the not-found state). */
export function routeId(segment: string | undefined): number | null {
  if (segment === undefined || !/^\d{1,12}$/.test(segment)) return null;
  const id = Number(segment);
  return id > 0 ? id : null;
}

const clockFormats = new Map<FormatLocale, Intl.DateTimeFormat>();

/** "08:00" in every interface language; the team keeps Belgian hours wherever the reader is. */
export function formatClockTime(iso: string, locale: FormatLocale): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  let format = clockFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      timeZone: BRUSSELS_TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormats.set(locale, format);
  }
  return format.format(instant);
}

/** The i18n keys of `preparations` the web app knows; an unknown key is left out, never shown raw. */
export const KNOWN_PREPARATIONS = [
  'delivery.prepare.access',
  'delivery.prepare.meterCabinet',
  'delivery.prepare.parking',
  'delivery.prepare.presence',
] as const;

export function knownPreparations(keys: readonly string[]): string[] {
  const known = new Set<string>(KNOWN_PREPARATIONS);
  return keys.filter((key) => known.has(key));
}
