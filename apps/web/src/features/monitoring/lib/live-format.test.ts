import { describe, expect, it } from 'vitest';
import { formatPercent, formatPower, formatPrice } from './live-format';

describe('live formats', () => {
  it('writes W below 1 kW and kW with 2 decimals above, per language', () => {
    expect(formatPower(640, 'nl-BE')).toBe('640 W');
    expect(formatPower(-1580, 'nl-BE')).toBe('1,58 kW');
    expect(formatPower(1580, 'en-GB')).toBe('1.58 kW');
  });

  it('writes prices in euro with up to 3 decimals and the charge state in %', () => {
    expect(formatPrice(0.312, 'en-GB')).toBe('€0.312');
    expect(formatPrice(0.3, 'en-GB')).toBe('€0.30');
    expect(formatPercent(64.5, 'en-GB')).toBe('64.5%');
  });
});
