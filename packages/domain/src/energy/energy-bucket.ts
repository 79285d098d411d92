// One quarter-hour of a household's energy flows, as kept for history and used for savings. The
// same balance holds for energy as for power (decision 046):
//   homeWh + evWh = solarWh + importWh − exportWh + batteryDischargeWh − batteryChargeWh
// where home is the household's own consumption, EV charging not included.

export interface EnergyBucket {
  /** Start of the quarter-hour (epoch ms). */
  start: number;
  importWh: number;
  exportWh: number;
  solarWh: number;
  homeWh: number;
  evWh: number;
  batteryChargeWh: number;
  batteryDischargeWh: number;
}

/** Consumption and injection price of one quarter-hour, €/kWh. */
export interface QuarterHourPrice {
  consumption: number;
  injection: number;
}

/** A quarter-hour with no energy yet, to add flows to. */
export function emptyEnergyBucket(start: number): EnergyBucket {
  return {
    start,
    importWh: 0,
    exportWh: 0,
    solarWh: 0,
    homeWh: 0,
    evWh: 0,
    batteryChargeWh: 0,
    batteryDischargeWh: 0,
  };
}
