import { describe, expect, it } from 'vitest';
import { balancingEarnings, co2AvoidedKg } from './grid-balancing.ts';

describe('balancingEarnings', () => {
  it('adds each month and pays it three months later, across the year end', () => {
    expect(
      balancingEarnings([
        { month: '2026-11', energyKwh: 10, priceEurPerKwh: 0.2 },
        { month: '2026-01', energyKwh: 4, priceEurPerKwh: 0.25 },
        { month: '2026-01', energyKwh: 6, priceEurPerKwh: 0.5 },
      ]),
    ).toEqual([
      { month: '2026-01', eur: 4, paidIn: '2026-04' },
      { month: '2026-11', eur: 2, paidIn: '2027-02' },
    ]);
  });
});

describe('co2AvoidedKg', () => {
  it('multiplies the solar kWh by the country factor', () => {
    expect(co2AvoidedKg(4500, 0.16)).toBeCloseTo(0.72, 12);
  });
});
