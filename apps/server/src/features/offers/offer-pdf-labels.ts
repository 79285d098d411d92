// The offer PDF's fixed texts in the customer's language (nl, fr, en).
import type { Language } from '@portal/contract/portal';

export interface OfferPdfLabels {
  offer: string;
  version: string;
  date: string;
  validUntil: string;
  quantity: string;
  description: string;
  totalExclVat: string;
  vat: string;
  totalInclVat: string;
}

export const offerPdfLabels: Record<Language, OfferPdfLabels> = {
  nl: {
    offer: 'Offerte',
    version: 'versie',
    date: 'Datum',
    validUntil: 'Geldig tot',
    quantity: 'Aantal',
    description: 'Omschrijving',
    totalExclVat: 'Totaal excl. btw',
    vat: 'Btw',
    totalInclVat: 'Totaal incl. btw',
  },
  fr: {
    offer: 'Offre',
    version: 'version',
    date: 'Date',
    validUntil: "Valable jusqu'au",
    quantity: 'Qté',
    description: 'Description',
    totalExclVat: 'Total HTVA',
    vat: 'TVA',
    totalInclVat: 'Total TVAC',
  },
  en: {
    offer: 'Offer',
    version: 'version',
    date: 'Date',
    validUntil: 'Valid until',
    quantity: 'Qty',
    description: 'Description',
    totalExclVat: 'Total excl. VAT',
    vat: 'VAT',
    totalInclVat: 'Total incl. VAT',
  },
};
