// How the plan reads: times on Brussels clocks, money in the language's format, energies in kWh and
// powers in kW with one decimal.
import type { EnergyPlanLoad } from '@portal/contract/energy-plan';
import type { FormatLocale } from '@portal/domain/format-locale';
import { formatMoney } from '@portal/domain/format-money';

export const euro = (amount: number, locale: FormatLocale) =>
  formatMoney(Math.round(amount * 100), locale);

export function clockTime(iso: string, locale: FormatLocale): string {
  return new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: 'Europe/Brussels',
  }).format(new Date(iso));
}

/** "zondag 22 november" of a "YYYY-MM-DD" day. */
export function dayName(day: string, locale: FormatLocale): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

export function kwh(wattHours: number, locale: FormatLocale): string {
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(
    wattHours / 1000,
  );
  return `${value} kWh`;
}

export function kw(watts: number, locale: FormatLocale): string {
  const value = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(watts / 1000);
  return `${value} kW`;
}

/** The span a load draws power in: its first drawing window's start to its last one's end (a
 * battery's give-back windows, with negative energy, are not when it runs). */
export function loadSpan(load: EnergyPlanLoad): { from: string; to: string } | null {
  const drawing = drawingWindows(load);
  const first = drawing[0];
  const last = drawing.at(-1);
  return first && last ? { from: first.start, to: last.end } : null;
}

export const drawingWindows = (load: EnergyPlanLoad) =>
  load.windows.filter((window) => window.energyWh > 0);

/** The loads that take energy from the grid at a moment of their own (a battery's give-back not). */
export const plannedLoads = (loads: readonly EnergyPlanLoad[]) =>
  loads.filter((load) => load.status === 'planned' && load.windows.length > 0);
