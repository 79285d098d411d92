// What a simulated household has installed. Each device gets one, chosen from its id, so the demo
// shows a mix of homes (a small roof only, a battery, an EV, a heat pump) that stays the same from
// one start to the next.

import { randomFor, seedOf } from './seeded-random.ts';

export interface SolarArray {
  /** Peak power of the panels, kWp (also the inverter's limit). */
  kwp: number;
  /** Tilt from horizontal, degrees (35° is the usual Belgian pitched roof). */
  tiltDeg: number;
  /** Compass direction the panels face, degrees clockwise from north (180 = south). */
  azimuthDeg: number;
}

export interface HomeBattery {
  /** Usable capacity, Wh: 0 % to 100 % of the charge state. */
  capacityWh: number;
  /** Charge and discharge power limit, W. */
  maxPowerW: number;
  /** Energy out over energy in, a full cycle (lithium-ion home batteries: about 0.9). */
  roundTripEfficiency: number;
}

export interface EvCharger {
  /** 7.4 kW single-phase 32 A, or 11 kW three-phase 16 A: the two common Belgian home chargers. */
  powerW: 7400 | 11000;
}

export interface HeatPump {
  /** Heat loss of the house per degree of indoor–outdoor difference, W/K. */
  heatLossWPerK: number;
  /** Electrical power at full output, W. */
  maxElectricW: number;
}

export interface HouseholdProfile {
  solar: SolarArray | null;
  battery: HomeBattery | null;
  ev: EvCharger | null;
  heatPump: HeatPump | null;
  /** Always-on consumption (router, standby, ventilation), W. */
  standbyW: number;
}

/** A 4 kWp south roof and nothing else: the most common Belgian installation. */
export const SOLAR_ONLY_HOUSEHOLD: HouseholdProfile = {
  solar: { kwp: 4, tiltDeg: 35, azimuthDeg: 180 },
  battery: null,
  ev: null,
  heatPump: null,
  standbyW: 140,
};

/** The full-featured home (solar, battery, 11 kW EV, heat pump): the demo's flexio device. */
export const FULL_HOUSEHOLD: HouseholdProfile = {
  solar: { kwp: 6, tiltDeg: 30, azimuthDeg: 170 },
  battery: { capacityWh: 10_000, maxPowerW: 5000, roundTripEfficiency: 0.9 },
  ev: { powerW: 11000 },
  heatPump: { heatLossWPerK: 170, maxElectricW: 2500 },
  standbyW: 180,
};

const PROFILES: readonly HouseholdProfile[] = [
  SOLAR_ONLY_HOUSEHOLD,
  FULL_HOUSEHOLD,
  {
    solar: { kwp: 5, tiltDeg: 15, azimuthDeg: 90 },
    battery: { capacityWh: 5000, maxPowerW: 2500, roundTripEfficiency: 0.9 },
    ev: null,
    heatPump: null,
    standbyW: 160,
  },
  {
    solar: { kwp: 8, tiltDeg: 35, azimuthDeg: 200 },
    battery: null,
    ev: { powerW: 7400 },
    heatPump: { heatLossWPerK: 140, maxElectricW: 2000 },
    standbyW: 200,
  },
];

/** The profile a device id is simulated with. */
export function profileForDevice(deviceId: string): HouseholdProfile {
  const index = Math.floor(randomFor(seedOf(deviceId), 0) * PROFILES.length);
  return PROFILES[index] ?? FULL_HOUSEHOLD;
}
