// Amounts in euro for display, in the interface language's format ("€ 1.234,50" in nl-BE,
// "1 234,50 €" in fr-BE, "€1,234.50" in en-GB). Amounts travel as integer cents so that no
// rounding happens before this point.
import type { FormatLocale } from './format-locale.ts';

const formats = new Map<FormatLocale, Intl.NumberFormat>();

export function formatMoney(cents: number, locale: FormatLocale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}
