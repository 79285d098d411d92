import { describe, expect, it } from 'vitest';
import type { HistoryChartData } from '../lib/history-chart-data';
import { energyChartConfig, powerChartConfig } from './history-charts';

const data: HistoryChartData = {
  energy: [{ key: 'solar', points: [{ x: 0, y: 1 }] }],
  power: [{ key: 'home', points: [{ x: 0, y: 0.5 }] }],
  prices: [{ key: 'priceConsumption', points: [{ x: 0, y: 0.3 }] }],
  starts: [0],
};
const words = {
  label: (key: string) => `label:${key}`,
  energyAxis: 'kWh',
  powerAxis: 'kW',
  priceAxis: '€/kWh',
  locale: 'nl-BE',
};

describe('history chart configurations', () => {
  it('draws energy as bars and the prices as dashed, unfilled lines on the second axis', () => {
    const config = energyChartConfig(data, 'hour', words);
    const [bars, price] = config.data.datasets;
    expect(bars).toMatchObject({ type: 'bar', label: 'label:solar', yAxisID: 'energy' });
    expect(price).toMatchObject({
      type: 'line',
      yAxisID: 'price',
      fill: false,
      borderDash: [6, 4],
    });
    expect(config.options?.scales?.price).toMatchObject({ position: 'right', display: true });
    expect(config.options?.scales?.x).toMatchObject({
      type: 'time',
      adapters: { date: { zone: 'Europe/Brussels', locale: 'nl-BE' } },
      time: { unit: 'hour' },
    });
  });

  it('draws power as lines and hides the price axis when no price is known', () => {
    const config = powerChartConfig({ ...data, prices: [] }, 'day', words);
    expect(config.data.datasets.map((dataset) => dataset.type)).toEqual(['line']);
    expect(config.options?.scales?.price).toMatchObject({ display: false });
  });
});
