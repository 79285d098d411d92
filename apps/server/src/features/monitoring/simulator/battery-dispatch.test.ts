import { describe, expect, it } from 'vitest';
import { dispatchBattery } from './battery-dispatch.ts';

const battery = { capacityWh: 10_000, maxPowerW: 5000, roundTripEfficiency: 0.81 };

describe('dispatchBattery', () => {
  it('charges from surplus only, storing it less the charging loss (√0.81 = 0.9)', () => {
    const flow = dispatchBattery(battery, 5000, 2000, 3600);
    expect(flow).toEqual({ chargeW: 2000, dischargeW: 0, storedWh: 6800 });
  });

  it('discharges to cover a deficit, drawing the discharging loss from storage', () => {
    const flow = dispatchBattery(battery, 5000, -1800, 3600);
    expect(flow).toEqual({ chargeW: 0, dischargeW: 1800, storedWh: 3000 });
  });

  it('keeps to its power limit both ways', () => {
    expect(dispatchBattery(battery, 5000, 9000, 1).chargeW).toBe(5000);
    expect(dispatchBattery(battery, 5000, -9000, 1).dischargeW).toBe(5000);
  });

  it('stops at full and at empty, taking only what fits in the last step', () => {
    const nearlyFull = dispatchBattery(battery, 9990, 3000, 60);
    expect(nearlyFull.chargeW).toBe(666);
    expect(nearlyFull.storedWh).toBeLessThanOrEqual(10_000);
    expect(dispatchBattery(battery, 10_000, 3000, 60).chargeW).toBe(0);
    const nearlyEmpty = dispatchBattery(battery, 10, -3000, 60);
    expect(nearlyEmpty.dischargeW).toBe(540);
    expect(nearlyEmpty.storedWh).toBeGreaterThanOrEqual(0);
    expect(dispatchBattery(battery, 0, -3000, 60).dischargeW).toBe(0);
  });

  it('rounds down to whole watts, never past the surplus or deficit', () => {
    expect(dispatchBattery(battery, 5000, 123.9, 1).chargeW).toBe(123);
    expect(dispatchBattery(battery, 5000, -123.9, 1).dischargeW).toBe(123);
  });
});
