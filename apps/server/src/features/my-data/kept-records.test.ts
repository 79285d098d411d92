// What erasure keeps and until when: invoices to the end of the seventh year after their year,
// signed offers and orders ten years to the day; unsigned ones are not kept.
import { describe, expect, it } from 'vitest';
import { dayAfterYears, endOfYearAfter, keptRecords } from './kept-records.ts';

describe('kept records', () => {
  it('keeps an invoice to the end of the seventh year after it was issued', () => {
    expect(endOfYearAfter('2026-03-05', 7)).toBe('2033-12-31');
    expect(endOfYearAfter('2026-12-31', 7)).toBe('2033-12-31');
  });

  it('keeps a signed contract ten years to the day', () => {
    expect(dayAfterYears('2026-11-21T09:00:00.000Z', 10)).toBe('2036-11-21');
  });

  it('lists invoices, signed offers and signed orders, and nothing unsigned', () => {
    const kept = keptRecords({
      invoices: [
        { id: 4, number_prefix: 'ZW2026/', invoice_number: 1052, issued_on: '2026-10-02' },
      ],
      offers: [
        { id: 9, offerId: 3, version_number: 2, signed_at: '2026-09-26T10:00:00.000Z' },
        { id: 10, offerId: 3, version_number: 3, signed_at: null },
      ],
      orders: [
        { id: 6, signed_at: '2026-10-02T08:00:00.000Z' },
        { id: 7, signed_at: null },
      ],
    });
    expect(kept).toEqual([
      { kind: 'invoice', id: 4, reference: 'ZW2026/1052', keptUntil: '2033-12-31' },
      { kind: 'signed-offer', id: 9, reference: '3-2', keptUntil: '2036-09-26' },
      { kind: 'signed-order', id: 6, reference: '6', keptUntil: '2036-10-02' },
    ]);
  });
});
