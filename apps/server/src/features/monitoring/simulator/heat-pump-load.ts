// An air-to-water heat pump heating a house: heat demand follows the outside temperature, the
// electricity it takes is that heat divided by its COP, which falls as it gets colder.
// - Heat demand: heat loss W/K × (16 °C − outside) when positive: 16 °C is the heating limit
//   (Belgian degree-days use 16.5 °C); a well-insulated house loses 120–200 W/K.
// - COP of a low-temperature (35 °C flow) air-to-water pump: about 4.1 at 7 °C outside and 2.8 at
//   −7 °C, the EN 14511 rating points of typical units; linear between and clamped to 2..5.5.
// - Below 30 % of its full output the pump cannot modulate lower, so it cycles on and off at that
//   level in 20-minute periods, the duty cycle carrying the demand.
// - Domestic hot water: one daily run of 45 minutes at 1.5 kW from 13:00, when solar is highest.
// A pure function of the time, so a 1-second and a 15-minute simulation agree on the average.

import type { HeatPump } from './household-profile.ts';

const HEATING_LIMIT_C = 16;
const MIN_MODULATION = 0.3;
const CYCLE_SECONDS = 1200;
const HOT_WATER = { startHour: 13, hours: 0.75, powerW: 1500 } as const;

export function heatPumpCop(outsideC: number): number {
  return Math.min(5.5, Math.max(2, 3.47 + 0.09 * outsideC));
}

export function heatPumpPowerW(
  pump: HeatPump,
  outsideC: number,
  localHour: number,
  epochSeconds: number,
): number {
  const hotWater =
    localHour >= HOT_WATER.startHour && localHour < HOT_WATER.startHour + HOT_WATER.hours
      ? HOT_WATER.powerW
      : 0;
  const heatW = pump.heatLossWPerK * Math.max(0, HEATING_LIMIT_C - outsideC);
  const electricW = Math.min(pump.maxElectricW, heatW / heatPumpCop(outsideC));
  const minimumW = pump.maxElectricW * MIN_MODULATION;
  if (electricW >= minimumW) return Math.max(electricW, hotWater);
  const duty = electricW / minimumW;
  const running = (epochSeconds % CYCLE_SECONDS) / CYCLE_SECONDS < duty;
  return Math.max(running ? minimumW : 0, hotWater);
}
