// Amounts of the offer calls are euro cents; shown in the customer's locale ("€ 1.234,50").
import type { FormatLocale } from '@portal/domain/format-locale';

const formats = new Map<string, Intl.NumberFormat>();

export function formatEuro(cents: number, locale: FormatLocale): string {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' });
    formats.set(locale, format);
  }
  return format.format(cents / 100);
}
