// Texts derived from an invoice: its title by the spec §3 rule in the interface language
// ("Voorschot VF2026/0009"), and the values a customer pastes into a banking app.
import type { Invoice } from '@portal/contract/invoices';
import type { FormatLocale } from '@portal/domain/format-locale';
import { invoiceTitleText } from '@portal/domain/invoice-title';
import type { TFunction } from 'i18next';

export function invoiceTitleLabel(invoice: Pick<Invoice, 'title'>, t: TFunction): string {
  return invoiceTitleText(invoice.title, t(`invoices:title.${invoice.title.kind}`));
}

/** Banking apps want the IBAN without the grouping spaces. */
export function ibanForCopy(iban: string): string {
  return iban.replace(/\s+/g, '');
}

/** "1234,50" (nl, fr) or "1234.50" (en): no currency sign and no grouping, ready to paste. */
export function amountForCopy(cents: number, locale: FormatLocale): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    useGrouping: false,
  }).format(cents / 100);
}

/** The invoice and its related invoices in the order they were issued. */
export function invoicesInOrder(invoice: Invoice, related: readonly Invoice[]): Invoice[] {
  return [invoice, ...related].sort(
    (a, b) => a.issuedOn.localeCompare(b.issuedOn) || a.invoiceId - b.invoiceId,
  );
}
