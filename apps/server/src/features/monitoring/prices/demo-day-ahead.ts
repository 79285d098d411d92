// Day-ahead prices for the demo, €/MWh per quarter-hour: deterministic (a function of the instant
// alone) and shaped like the Belgian market of 2024–2025: around 80 €/MWh, dearer in winter, with
// a morning and a stronger evening peak, a midday dip that deepens in summer as solar floods the
// market (below zero on sunny summer weekends), and a day-to-day swing for the weather.
import { QUARTER_HOUR_MS } from '@portal/domain/energy/quarter-hour';
import { brusselsLocalTime } from '../simulator/local-time.ts';

/** A repeatable number in [0, 1) for an integer key (a 32-bit integer hash). */
function hashUnit(key: number): number {
  let x = Math.imul(key ^ 0x9e3779b9, 0x85ebca6b);
  x ^= x >>> 13;
  x = Math.imul(x, 0xc2b2ae35);
  x ^= x >>> 16;
  return (x >>> 0) / 4_294_967_296;
}

const DAY_MS = 86_400_000;

export function demoDayAheadEurPerMwh(epochMs: number): number {
  // The seed prices every quarter-hour of a year: the cached local time, not Intl per call.
  const { day, hour, weekday } = brusselsLocalTime(epochMs);
  const dayIndex = day;
  const dayOfYear = day - Date.UTC(new Date(day * DAY_MS).getUTCFullYear(), 0, 1) / DAY_MS;
  // 0 in midsummer, 1 in midwinter.
  const winter = (1 + Math.cos((2 * Math.PI * (dayOfYear - 15)) / 365)) / 2;
  const weekend = weekday % 6 === 0;
  const dayLevel = 55 + 45 * winter + 40 * (hashUnit(dayIndex) - 0.5) - (weekend ? 15 : 0);
  const morning = 30 * Math.exp(-((hour - 8) ** 2) / 2);
  const evening = (45 + 25 * winter) * Math.exp(-((hour - 19) ** 2) / 3);
  const sunny = hashUnit(dayIndex * 7 + 3);
  const solarDip = (1 - winter) * (40 + 60 * sunny) * Math.exp(-((hour - 13.5) ** 2) / 6);
  const noise = 8 * (hashUnit(Math.floor(epochMs / QUARTER_HOUR_MS)) - 0.5);
  return Math.round((dayLevel + morning + evening - solarDip + noise) * 100) / 100;
}
