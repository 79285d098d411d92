// Where the sun stands over a Belgian roof, from the standard low-precision formulas (NOAA solar
// calculator, after Spencer 1971): declination and equation of time from the day of the year, the
// hour angle from true solar time, then elevation and azimuth. Accurate to a fraction of a degree,
// far finer than the clouds make anything else.

export const BELGIUM = { latitude: 50.85, longitude: 4.35 } as const;

const DEG = Math.PI / 180;
const DAY_MS = 86_400_000;

export interface SunPosition {
  /** Height above the horizon in radians (negative at night). */
  elevation: number;
  /** Compass direction in radians, clockwise from north (π is due south). */
  azimuth: number;
  /** Day of the year, fractional, for the seasonal irradiance terms. */
  dayOfYear: number;
}

export function sunPosition(
  epochMs: number,
  latitude: number = BELGIUM.latitude,
  longitude: number = BELGIUM.longitude,
): SunPosition {
  const date = new Date(epochMs);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const dayOfYear = (epochMs - yearStart) / DAY_MS;
  // Fractional year in radians.
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
