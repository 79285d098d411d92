// The panels' output at an instant: clear-sky irradiance on the panels' plane, dimmed by the
// clouds, times the array's peak power.
// - Clear-sky global horizontal irradiance: Haurwitz (1945), GHI = 1098 · sin h · e^(−0.057 / sin h)
//   W/m², the simple model that matches measured clear skies about as well as the complex ones.
// - Split into direct and diffuse light with a diffuse share of 15 % at a high sun rising to 30 % at
//   a low one (typical clear-sky values), then carried onto the tilted plane: direct light by the
//   cosine of the angle of incidence, diffuse light as an isotropic sky ((1 + cos β) / 2), plus
//   ground reflection at an albedo of 0.2. This is the orientation factor: an east roof or a flat
//   one gets less than a 35° south roof, and more in winter for a steep one.
// - Performance ratio 0.85 (inverter, wiring, heat and soiling losses), capped at the kWp.

import type { SolarArray } from './household-profile.ts';
import type { SunPosition } from './sun-position.ts';

const DEG = Math.PI / 180;
const PERFORMANCE_RATIO = 0.85;
const GROUND_ALBEDO = 0.2;
/** Irradiance at which a panel gives its peak power (standard test conditions), W/m². */
const STC_IRRADIANCE = 1000;

/** Clear-sky irradiance on the array's plane, W/m² (0 with the sun below the horizon). */
export function clearSkyPlaneIrradiance(sun: SunPosition, array: SolarArray): number {
  const sinElevation = Math.sin(sun.elevation);
  if (sinElevation <= 0.01) return 0;
  const global = 1098 * sinElevation * Math.exp(-0.057 / sinElevation);
  const diffuse = global * (0.15 + 0.15 * (1 - sinElevation));
  const directNormal = (global - diffuse) / sinElevation;
  const tilt = array.tiltDeg * DEG;
  const cosIncidence =
    sinElevation * Math.cos(tilt) +
    Math.cos(sun.elevation) * Math.sin(tilt) * Math.cos(sun.azimuth - array.azimuthDeg * DEG);
  return (
    directNormal * Math.max(0, cosIncidence) +
    diffuse * ((1 + Math.cos(tilt)) / 2) +
    global * GROUND_ALBEDO * ((1 - Math.cos(tilt)) / 2)
  );
}

/** The array's AC output in W for a clear-sky plane irradiance and a cloud transmittance (0..1). */
export function solarPowerW(planeIrradiance: number, transmittance: number, array: SolarArray) {
  const peakW = array.kwp * 1000;
  const power = peakW * (planeIrradiance / STC_IRRADIANCE) * transmittance * PERFORMANCE_RATIO;
  return Math.min(peakW, Math.max(0, power));
}
