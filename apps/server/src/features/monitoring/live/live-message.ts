// A reading (simulated or ingested, in the simulator's balanced shape) as the socket sends it:
// the spec's keys, the prices of the moment and the fixed units (contract/monitoring.ts).
import {
  LIVE_UNITS,
  type LiveCapacity,
  type LiveMessage,
  type LiveSource,
} from '@portal/contract/monitoring';
import type { HouseholdSample } from '../simulator/household-sample.ts';
import type { LivePrices } from './price-source.ts';

export function liveMessageOf(
  deviceId: string,
  source: LiveSource,
  reading: HouseholdSample,
  prices: LivePrices,
  capacity?: LiveCapacity,
): LiveMessage {
  const { timestamp, ...powers } = reading;
  return {
    deviceId,
    timestamp: new Date(timestamp).toISOString(),
    source,
    ...powers,
    priceConsumption: prices.consumption,
    priceInjection: prices.injection,
    units: LIVE_UNITS,
    ...(capacity && { capacity }),
  };
}

/**
 * The balanced reading of what a meter reports (MQTT): the home is what the balance leaves
 * (decision 046), so the identity holds to the watt. Undefined when the parts cannot balance
 * (they would leave the home a negative consumption): a bad message, not a reading.
 */
export function balancedReading(parts: {
  timestamp: number;
  solar: number;
  gridConsume: number;
  gridInject: number;
  ev: number;
  batteryCharge: number;
  batteryDischarge: number;
  batteryChargeState: number | null;
}): HouseholdSample | undefined {
  const { solar, gridConsume, gridInject, ev, batteryCharge, batteryDischarge } = parts;
  const home = solar + gridConsume - gridInject + batteryDischarge - batteryCharge - ev;
  if (home < 0) return undefined;
  return {
    ...parts,
    home,
    ownConsumption: solar - gridInject,
    grid: gridConsume - gridInject,
    battery: batteryDischarge - batteryCharge,
  };
}

/**
 * The balanced reading of a grid meter (a P1 port: HomeWizard, DSMR), which sees only the net of
 * the household, `netW` drawn (positive) or fed in (negative): the battery and the EV read 0, and
 * an injection is shown as solar of the same power (the least production behind the meter that
 * explains it), so the home reads the net import and the balance holds.
 */
export function gridMeterReading(timestamp: number, netW: number): HouseholdSample | undefined {
  return balancedReading({
    timestamp,
    solar: Math.max(0, -netW),
    gridConsume: Math.max(0, netW),
    gridInject: Math.max(0, -netW),
    ev: 0,
    batteryCharge: 0,
    batteryDischarge: 0,
    batteryChargeState: null,
  });
}
