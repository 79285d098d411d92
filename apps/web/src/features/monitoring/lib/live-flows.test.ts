import type { LiveMessage } from '@portal/contract/monitoring';
import { describe, expect, it } from 'vitest';
import { flowsOf } from './live-flows';

const base: LiveMessage = {
  deviceId: 'sim-0001',
  timestamp: '2026-11-26T12:00:00.000Z',
  source: 'simulator',
  home: 0,
  ownConsumption: 0,
  grid: 0,
  ev: 0,
  solar: 0,
  battery: 0,
  batteryCharge: 0,
  batteryDischarge: 0,
  batteryChargeState: null,
  gridConsume: 0,
  gridInject: 0,
  priceConsumption: 0.3,
  priceInjection: 0.05,
  units: { power: 'W', batteryChargeState: '%', price: '€/kWh' },
};

describe('flowsOf', () => {
  it('gives each flow its direction from the signs', () => {
    const flows = flowsOf({ ...base, solar: 3000, grid: -800, battery: -500, ev: 1200 });
    expect(flows).toEqual([
      { node: 'solar', direction: 'toHome', watts: 3000 },
      { node: 'grid', direction: 'fromHome', watts: 800 },
      { node: 'battery', direction: 'fromHome', watts: 500 },
      { node: 'ev', direction: 'fromHome', watts: 1200 },
    ]);
    expect(flowsOf({ ...base, grid: 2500, battery: 700 }).slice(1, 3)).toEqual([
      { node: 'grid', direction: 'toHome', watts: 2500 },
      { node: 'battery', direction: 'toHome', watts: 700 },
    ]);
    expect(flowsOf(base).every((flow) => flow.direction === 'idle')).toBe(true);
  });
});
