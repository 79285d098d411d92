import type { CapacityTariff, History, HistoryBucket } from '@portal/contract/monitoring-history';
import { describe, expect, it } from 'vitest';
import {
  axisUnitOf,
  historyChartData,
  peakRows,
  seriesExtremes,
  seriesTotal,
} from './history-chart-data';

function bucket(start: string, values: Partial<HistoryBucket> = {}): HistoryBucket {
  return {
    start,
    minutes: 60,
    home: 0.5,
    ownConsumption: 0.3,
    solar: 0.2,
    gridConsume: 0.3,
    gridInject: 0,
    batteryCharge: 0,
    batteryDischarge: 0,
    ev: 0,
    power: { home: 500, solar: 200, grid: 300, battery: 0, ev: 0 },
    peakImportW: 300,
    batteryChargeState: null,
    priceConsumption: 0.3,
    priceInjection: null,
    ...values,
  };
}

const tariff: CapacityTariff = {
  rateEurPerKwYear: 53.3,
  peaks: [
    { month: '2026-10', peakW: 4200, at: '2026-10-03T17:15:00Z', billedW: 4200 },
    { month: '2026-11', peakW: null, at: null, billedW: 2500 },
  ],
  averagePeakW: 3350,
  yearlyEur: 178.56,
  monthlyEur: 14.88,
};

function history(buckets: HistoryBucket[]): History {
  return {
    deviceId: 'FLX-1',
    range: 'week',
    firstDate: '2026-11-23',
    lastDate: '2026-11-29',
    from: '2026-11-22T23:00:00Z',
    to: '2026-11-29T23:00:00Z',
    resolution: 'hour',
    units: { energy: 'kWh', power: 'W', price: '€/kWh', batteryChargeState: '%' },
    buckets,
    capacityTariff: tariff,
  };
}

describe('historyChartData', () => {
  const data = historyChartData(
    history([
      bucket('2026-11-23T10:00:00Z', { ev: 1.5, priceInjection: 0.05 }),
      bucket('2026-11-23T11:00:00Z', { solar: 0.4, priceConsumption: null }),
    ]),
  );

  it('puts every bucket on the time axis at its start, in epoch ms', () => {
    expect(data.starts).toEqual([
      Date.parse('2026-11-23T10:00:00Z'),
      Date.parse('2026-11-23T11:00:00Z'),
    ]);
    const solar = data.energy.find((series) => series.key === 'solar');
    expect(solar?.points).toEqual([
      { x: Date.parse('2026-11-23T10:00:00Z'), y: 0.2 },
      { x: Date.parse('2026-11-23T11:00:00Z'), y: 0.4 },
    ]);
  });

  it('leaves out the keys that are zero throughout (no battery here), keeps a key used once', () => {
    expect(data.energy.map((series) => series.key)).toEqual(['solar', 'home', 'ev', 'gridConsume']);
  });

  it('draws power in kW and keeps unknown prices as gaps', () => {
    expect(data.power.find((series) => series.key === 'home')?.points[0]?.y).toBe(0.5);
    const consumption = data.prices.find((series) => series.key === 'priceConsumption');
    expect(consumption?.points.map((point) => point.y)).toEqual([0.3, null]);
    expect(data.prices.find((series) => series.key === 'priceInjection')?.points[1]?.y).toBeNull();
  });

  it('has no series at all for an empty range', () => {
    expect(historyChartData(history([]))).toEqual({
      energy: [],
      power: [],
      prices: [],
      starts: [],
    });
  });

  it('sums and spans a series for the chart summary, skipping unknowns', () => {
    const ev = data.energy.find((series) => series.key === 'ev');
    expect(ev && seriesTotal(ev)).toBe(1.5);
    const consumption = data.prices.find((series) => series.key === 'priceConsumption');
    expect(consumption && seriesExtremes(consumption)).toEqual({ min: 0.3, max: 0.3 });
    expect(seriesExtremes({ key: 'x', points: [{ x: 0, y: null }] })).toBeNull();
  });
});

describe('axisUnitOf', () => {
  it('ticks hours under quarter-hours, days under hours and days, months under months', () => {
    expect(axisUnitOf('quarterHour')).toBe('hour');
    expect(axisUnitOf('hour')).toBe('day');
    expect(axisUnitOf('day')).toBe('day');
    expect(axisUnitOf('month')).toBe('month');
  });
});

describe('peakRows', () => {
  it('gives each month its peak and billed peak in kW, a month without data as null', () => {
    expect(peakRows(tariff)).toEqual([
      { month: '2026-10', peakKw: 4.2, at: Date.parse('2026-10-03T17:15:00Z'), billedKw: 4.2 },
      { month: '2026-11', peakKw: null, at: null, billedKw: 2.5 },
    ]);
  });
});
