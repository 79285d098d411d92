// What the planner is given: the horizon's quarter-hours with their prices, what the house will do
// by itself (solar and consumption forecasts), the month's peak, and the loads it may move. Times
// are instants (epoch ms), so a DST day needs nothing special: its 92 or 100 quarter-hours are
// simply the horizon. Powers in W (quarter-hour averages), energies in Wh, prices in €/kWh.

export interface PricedQuarterHour {
  /** Start (epoch ms); the horizon's quarter-hours follow one another without a gap. */
  start: number;
  /** € per kWh drawn from the grid. */
  consumption: number;
  /** € per kWh injected into the grid. */
  injection: number;
  /** Grid carbon intensity, g CO2e/kWh, when a source provides it (the greenest plan uses it). */
  carbonGPerKwh?: number | undefined;
}

/** An EV to charge: any power from 0 to its maximum in each quarter-hour it is plugged in. */
export interface EvLoad {
  kind: 'ev';
  id: string;
  /** Energy the car still needs, Wh. */
  energyWh: number;
  /** The charger's (or the car's, if lower) maximum power, W. */
  maxPowerW: number;
  /** When the car is plugged in (epoch ms); charging at full power from then is the usual way. */
  plugInAt: number;
  /** When it leaves (epoch ms): the target is due by then. */
  departAt: number;
}

/** A heat-pump boiler's hot-water run: one uninterrupted run at its power. */
export interface BoilerLoad {
  kind: 'boiler';
  id: string;
  energyWh: number;
  powerW: number;
  earliestStartAt: number;
  latestEndAt: number;
  usualStartAt: number;
}

/** A machine programme: fixed length, average power per quarter-hour of the programme. */
export interface ApplianceLoad {
  kind: 'dishwasher' | 'washing-machine';
  id: string;
  profileW: readonly number[];
  earliestStartAt: number;
  latestEndAt: number;
  usualStartAt: number;
}

/**
 * A home battery's grid charging: energy bought in [chargeFrom, readyBy), held, and given back
 * after readyBy to the household's own consumption (self-consumption mode), which is what pays
 * for it. Without grid charging (the usual way) the battery only stores solar surplus.
 */
export interface BatteryLoad {
  kind: 'battery';
  id: string;
  /** Whether the installation (inverter, contract) allows charging from the grid. */
  gridChargingAllowed: boolean;
  /** Usable capacity, Wh. */
  capacityWh: number;
  /** Stored energy expected at chargeFrom, Wh. */
  storedWh: number;
  /** Charge and discharge power limit, W. */
  maxPowerW: number;
  /** Energy out ÷ energy in over a full cycle (about 0.9), split evenly both ways. */
  roundTripEfficiency: number;
  chargeFrom: number;
  readyBy: number;
}

export type BlockLoad = BoilerLoad | ApplianceLoad;
export type FlexibleLoad = EvLoad | BlockLoad | BatteryLoad;

export interface PlanInput {
  quarterHours: readonly PricedQuarterHour[];
  /** Forecast solar production, average W per quarter-hour (same length as quarterHours). */
  solarW: readonly number[];
  /** Forecast household consumption without the flexible loads, average W per quarter-hour. */
  baseLoadW: readonly number[];
  /** The month's highest quarter-hour import so far, W (0 on the first day of a month). */
  monthPeakW: number;
  /** The capacity tariff, € per kW per year. */
  capacityRateEurPerKwYear: number;
  /** The most the connection can draw, W (e.g. 9.2 kW for 40 A single-phase). */
  connectionMaxW: number;
  loads: readonly FlexibleLoad[];
}
