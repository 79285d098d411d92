// Numbers for display (spec §5 and §9): 2 fraction digits by default, in the customer's locale;
// "numbers that are not numeric are shown unchanged".

import { NUMBER_FRACTION_DIGITS } from './constants.ts';
import { FormatLocale } from './format-locale.ts';

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: FormatLocale, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}|${fractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formats.set(key, format);
  }
  return format;
}

/** A finite number, or a string that is one in JavaScript's own notation ("12", "-3.5", "1e3"). */
function numericValue(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string' || value.trim() === '') return null;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : null;
}

/**
 * "1.234,50" (nl-BE), "1 234,50" (fr-BE, narrow no-break space), "1,234.50" (en-GB). Anything not
 * numeric comes back as its own text ("n/a" stays "n/a", "1,5" is not JavaScript-numeric and stays
 * "1,5"); null and undefined come back empty rather than as the words "null"/"undefined".
 */
export function formatNumber(
  value: unknown,
  locale: FormatLocale = FormatLocale.nl,
  fractionDigits: number = NUMBER_FRACTION_DIGITS,
): string {
  const number = numericValue(value);
  if (number !== null) return numberFormat(locale, fractionDigits).format(number);
  return value === null || value === undefined ? '' : String(value);
}
