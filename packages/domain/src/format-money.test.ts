import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

describe('formatMoney', () => {
  it('formats integer cents as euro in each interface language', () => {
    expect(formatMoney(123450, 'nl-BE')).toMatch(/^€\s?1\.234,50$/);
    expect(formatMoney(123450, 'fr-BE')).toMatch(/^1\s234,50\s€$/);
    expect(formatMoney(123450, 'en-GB')).toBe('€1,234.50');
    expect(formatMoney(-5000, 'en-GB')).toBe('-€50.00');
  });
});
