// A stage of the app's start (main.ts, decision 018): the browser's first date format with a time
// zone loads the calendar and time-zone data it needs once per page, about 15 ms on a phone-class
// core and far more on a slow phone. In a task of its own it does not lengthen the evaluation of the
// app (whose Brussels-time module makes such a format at once) or the first page's render (its
// dates and amounts); every later format of either kind takes a fraction of a millisecond.
import { formatLocaleFor } from '@portal/domain/format-locale';

export function warmUpIntl(language: string): void {
  const locale = formatLocaleFor(language);
  new Intl.DateTimeFormat(locale, { timeZone: 'Europe/Brussels', dateStyle: 'long' }).format(0);
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2 }).format(0);
}
