import { describe, expect, it } from 'vitest';
import { type BatteryQuarterHour, batteryGridFlows } from './measured-battery.ts';
import type { BatteryLoad } from './plan-input.ts';

const QUARTER = 900_000;
const battery: BatteryLoad = {
  kind: 'battery',
  id: 'battery',
  gridChargingAllowed: true,
  capacityWh: 10_000,
  storedWh: 2000,
  maxPowerW: 5000,
  roundTripEfficiency: 0.81,
  chargeFrom: 0,
  readyBy: 2 * QUARTER,
};

/** A quarter-hour at `slot` with nothing happening, then `change`. */
const at = (slot: number, change: Partial<BatteryQuarterHour>): BatteryQuarterHour => ({
  start: slot * QUARTER,
  importWh: 0,
  exportWh: 0,
  solarWh: 0,
  consumptionWh: 0,
  chargeWh: 0,
  dischargeWh: 0,
  chargeState: 0.5,
  ...change,
});

describe('batteryGridFlows', () => {
  it('counts the night’s grid charge and gives it back once the charge falls below it', () => {
    // 1000 Wh from the grid gives 810 Wh back (η 0.81, 0.9 each way: 900 Wh out per 1000 stored).
    const flows = batteryGridFlows(battery, [
      at(0, { importWh: 1200, consumptionWh: 200, chargeWh: 1000, chargeState: 0.3 }),
      at(1, { chargeState: 0.3 }),
      at(2, { dischargeWh: 1000, chargeState: 0.15 }),
      // 0.05 × 10 kWh × 0.9 = 450 Wh can still come out: 360 of the grid's 810 Wh went.
      at(3, { dischargeWh: 1000, chargeState: 0.05 }),
      at(4, { dischargeWh: 450, chargeState: 0 }),
    ]);
    expect(flows?.get(0)).toBeCloseTo(1000, 9);
    expect(flows?.get(QUARTER)).toBe(0);
    expect(flows?.get(2 * QUARTER)).toBe(0);
    expect(flows?.get(3 * QUARTER)).toBeCloseTo(-360, 9);
    expect(flows?.get(4 * QUARTER)).toBeCloseTo(-450, 9);
  });

  it('counts no grid charge for a battery charged by the sun', () => {
    const flows = batteryGridFlows(battery, [
      at(0, { solarWh: 1500, consumptionWh: 300, chargeWh: 1000, exportWh: 200 }),
      at(1, { dischargeWh: 500, importWh: 100, chargeState: 0.1 }),
    ]);
    expect([...(flows?.values() ?? [])]).toEqual([0, 0]);
  });

  it('charges the grid’s energy with the solar a full battery had to export', () => {
    const flows = batteryGridFlows(battery, [
      at(0, { importWh: 1000, chargeWh: 1000, chargeState: 0.6 }),
      at(2, { solarWh: 2000, chargeWh: 1500, exportWh: 300, chargeState: 1 }),
      at(3, { dischargeWh: 1000, chargeState: 0.02 }),
    ]);
    expect(flows?.get(2 * QUARTER)).toBeCloseTo(-300, 9);
    // 810 − 300 × 0.81 = 567 Wh of the grid's energy was left; 180 Wh can still come out.
    expect(flows?.get(3 * QUARTER)).toBeCloseTo(-387, 9);
  });

  it('measures nothing without charge states', () => {
    expect(batteryGridFlows(battery, [at(0, { chargeState: null })])).toBeNull();
    expect(batteryGridFlows(battery, [])).toBeNull();
  });
});
