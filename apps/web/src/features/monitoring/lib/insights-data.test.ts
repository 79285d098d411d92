import type { Savings } from '@portal/contract/monitoring-history';
import { describe, expect, it } from 'vitest';
import { doughnutParts, earningsRows, savingsParts } from './insights-data';

const savings: Savings = {
  solar: 120.4,
  battery: 35.1,
  tariff: 12,
  ev: -3.2,
  energy: 0.001,
  total: 164.301,
  actualCost: 400,
  baselineCost: 564.301,
};

describe('savingsParts', () => {
  it('lists the five parts in the spec order with their sign', () => {
    expect(savingsParts(savings)).toEqual([
      { key: 'solar', eur: 120.4 },
      { key: 'battery', eur: 35.1 },
      { key: 'tariff', eur: 12 },
      { key: 'ev', eur: -3.2 },
      { key: 'energy', eur: 0.001 },
    ]);
  });

  it('gives the doughnut only the parts it can draw: above half a cent', () => {
    expect(doughnutParts(savings).map((part) => part.key)).toEqual(['solar', 'battery', 'tariff']);
  });
});

describe('earningsRows', () => {
  it('marks a month paid once it has a payment time', () => {
    expect(
      earningsRows([
        { month: '2026-07', amount: 12.5, payableOn: '2026-10-01', paidAt: '2026-10-01T06:00:00Z' },
        { month: '2026-08', amount: 9, payableOn: '2026-11-01', paidAt: null },
      ]),
    ).toEqual([
      { month: '2026-07', eur: 12.5, payableOn: '2026-10-01', paid: true },
      { month: '2026-08', eur: 9, payableOn: '2026-11-01', paid: false },
    ]);
  });
});
