// What erasure keeps, and until when (decision 098): invoices seven years after the end of the
// financial year they were issued in (Belgian accounting law: Code of Economic Law, art. III.88,
// taken here as the calendar year), signed offers and orders ten years after signing (the
// limitation period of contractual claims, Civil Code art. 2262bis). Pure: from the rows to the
// list the mail and the webhook event carry.
import type { KeptRecord } from '@portal/contract/my-data';

export const INVOICE_YEARS = 7;
export const CONTRACT_YEARS = 10;

/** The last day of the year `years` after the date's year: 2026-03-05, 7 → 2033-12-31. */
export function endOfYearAfter(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}-12-31`;
}

/** The day `years` after the date: 2026-03-05T10:00Z, 10 → 2036-03-05. */
export function dayAfterYears(date: string, years: number): string {
  return `${Number(date.slice(0, 4)) + years}${date.slice(4, 10)}`;
}

export function keptRecords(rows: {
  invoices: readonly {
    id: number;
    number_prefix: string;
    invoice_number: number;
    issued_on: string;
  }[];
  offers: readonly {
    id: number;
    offerId: number;
    version_number: number;
    signed_at: string | null;
  }[];
  orders: readonly { id: number; signed_at: string | null }[];
}): KeptRecord[] {
  return [
    ...rows.invoices.map((invoice) => ({
      kind: 'invoice' as const,
      id: invoice.id,
      reference: `${invoice.number_prefix}${invoice.invoice_number}`,
      keptUntil: endOfYearAfter(invoice.issued_on, INVOICE_YEARS),
    })),
    ...rows.offers.flatMap((version) =>
      version.signed_at
        ? [
            {
              kind: 'signed-offer' as const,
              id: version.id,
              reference: `${version.offerId}-${version.version_number}`,
              keptUntil: dayAfterYears(version.signed_at, CONTRACT_YEARS),
            },
          ]
        : [],
    ),
    ...rows.orders.flatMap((order) =>
      order.signed_at
        ? [
            {
              kind: 'signed-order' as const,
              id: order.id,
              reference: String(order.id),
              keptUntil: dayAfterYears(order.signed_at, CONTRACT_YEARS),
            },
          ]
        : [],
    ),
  ];
}
