// The panels' output at an instant: clear-sky irradiance on the panels' plane (the domain's solar
// geometry, energy/plan/solar-geometry.ts, which the energy plan's forecast reads too), dimmed by
// the clouds, times the array's peak power. Performance ratio 0.85 (inverter, wiring, heat and
// soiling losses), capped at the kWp.

import type { SolarArray } from './household-profile.ts';

const PERFORMANCE_RATIO = 0.85;
/** Irradiance at which a panel gives its peak power (standard test conditions), W/m². */
const STC_IRRADIANCE = 1000;
/** The array's AC output in W for a clear-sky plane irradiance and a cloud transmittance (0..1). */
export function solarPowerW(planeIrradiance: number, transmittance: number, array: SolarArray) {
  const peakW = array.kwp * 1000;
  const power = peakW * (planeIrradiance / STC_IRRADIANCE) * transmittance * PERFORMANCE_RATIO;
  return Math.min(peakW, Math.max(0, power));
}
