// Where the sun stands and how much clear-sky light reaches a roof, for the solar forecast.
// - Sun position: the standard low-precision formulas (NOAA solar calculator, after Spencer 1971):
//   declination and equation of time from the day of the year, the hour angle from true solar
//   time, then elevation and azimuth. A fraction of a degree off, far finer than clouds matter.
// - Clear-sky global horizontal irradiance: Haurwitz (1945), GHI = 1098 · sin h · e^(−0.057 / sin h)
//   W/m², split into direct and diffuse light with a diffuse share of 15 % at a high sun rising to
//   30 % at a low one, then carried onto the panels' plane: direct light by the cosine of the angle
//   of incidence, diffuse light as an isotropic sky ((1 + cos β) / 2), plus ground reflection at an
//   albedo of 0.2. This is what makes an east roof or a flat one yield less than a 35° south roof.

const DEG = Math.PI / 180;
const DAY_MS = 86_400_000;
const GROUND_ALBEDO = 0.2;

export interface SunPosition {
  /** Height above the horizon in radians (negative at night). */
  elevation: number;
  /** Compass direction in radians, clockwise from north (π is due south). */
  azimuth: number;
  /** Day of the year, fractional. */
  dayOfYear: number;
}

/** How a panel array faces the sky. */
export interface PanelOrientation {
  /** Tilt from horizontal, degrees (35° is the usual Belgian pitched roof). */
  tiltDeg: number;
  /** Compass direction the panels face, degrees clockwise from north (180 = south). */
  azimuthDeg: number;
}

export function sunPosition(epochMs: number, latitude: number, longitude: number): SunPosition {
  const date = new Date(epochMs);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const dayOfYear = (epochMs - yearStart) / DAY_MS;
  const gamma = ((2 * Math.PI) / 365) * dayOfYear;
  const declination =
    0.006918 -
    0.399912 * Math.cos(gamma) +
    0.070257 * Math.sin(gamma) -
    0.006758 * Math.cos(2 * gamma) +
    0.000907 * Math.sin(2 * gamma) -
    0.002697 * Math.cos(3 * gamma) +
    0.00148 * Math.sin(3 * gamma);
  // Minutes the sundial runs ahead of the clock through the year.
  const equationOfTime =
    229.18 *
    (0.000075 +
      0.001868 * Math.cos(gamma) -
      0.032077 * Math.sin(gamma) -
      0.014615 * Math.cos(2 * gamma) -
      0.040849 * Math.sin(2 * gamma));
  const utcMinutes = (epochMs - Math.floor(epochMs / DAY_MS) * DAY_MS) / 60_000;
  const solarMinutes = utcMinutes + equationOfTime + 4 * longitude;
  const hourAngle = (solarMinutes / 4 - 180) * DEG;

  const lat = latitude * DEG;
  const sinElevation =
    Math.sin(lat) * Math.sin(declination) +
    Math.cos(lat) * Math.cos(declination) * Math.cos(hourAngle);
  const elevation = Math.asin(Math.max(-1, Math.min(1, sinElevation)));
  const cosAzimuth =
    (Math.sin(declination) - Math.sin(lat) * sinElevation) / (Math.cos(lat) * Math.cos(elevation));
  const fromNorth = Math.acos(Math.max(-1, Math.min(1, cosAzimuth)));
  // Morning sun is in the east (azimuth < π), afternoon sun in the west.
  const azimuth = hourAngle > 0 ? 2 * Math.PI - fromNorth : fromNorth;
  return { elevation, azimuth, dayOfYear };
}

/** Clear-sky irradiance on the panels' plane, W/m² (0 with the sun at or below the horizon). */
export function clearSkyPlaneIrradiance(sun: SunPosition, panels: PanelOrientation): number {
  const sinElevation = Math.sin(sun.elevation);
  if (sinElevation <= 0.01) return 0;
  const global = 1098 * sinElevation * Math.exp(-0.057 / sinElevation);
  const diffuse = global * (0.15 + 0.15 * (1 - sinElevation));
  const directNormal = (global - diffuse) / sinElevation;
  const tilt = panels.tiltDeg * DEG;
  const cosIncidence =
    sinElevation * Math.cos(tilt) +
    Math.cos(sun.elevation) * Math.sin(tilt) * Math.cos(sun.azimuth - panels.azimuthDeg * DEG);
  return (
    directNormal * Math.max(0, cosIncidence) +
    diffuse * ((1 + Math.cos(tilt)) / 2) +
    global * GROUND_ALBEDO * ((1 - Math.cos(tilt)) / 2)
  );
}
