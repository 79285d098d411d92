import { describe, expect, it } from 'vitest';
import { clearSkyPlaneIrradiance, sunPosition as sunAt } from './solar-geometry.ts';

/** The sun over Brussels. */
const sunPosition = (epochMs: number) => sunAt(epochMs, 50.85, 4.35);

const at = (iso: string) => new Date(iso).getTime();
const degrees = (radians: number) => (radians * 180) / Math.PI;
const south = { tiltDeg: 35, azimuthDeg: 180 };

describe('sunPosition over Brussels', () => {
  it('stands 90° − latitude ± the tilt of the earth at solar noon on the solstices', () => {
    // Solar noon in Brussels is about 13:44 CEST in June and 12:43 CET in December.
    expect(degrees(sunPosition(at('2026-06-21T13:44+02:00')).elevation)).toBeCloseTo(62.6, 0);
    expect(degrees(sunPosition(at('2026-12-21T12:43+01:00')).elevation)).toBeCloseTo(15.7, 0);
  });

  it('is due south at solar noon, east in the morning and west in the evening', () => {
    expect(degrees(sunPosition(at('2026-06-21T13:44+02:00')).azimuth)).toBeCloseTo(180, -1);
    expect(degrees(sunPosition(at('2026-06-21T08:00+02:00')).azimuth)).toBeLessThan(120);
    expect(degrees(sunPosition(at('2026-06-21T19:00+02:00')).azimuth)).toBeGreaterThan(250);
  });

  it('rises around 05:30 on the longest day and 08:45 on the shortest', () => {
    expect(sunPosition(at('2026-06-21T05:15+02:00')).elevation).toBeLessThan(0);
    expect(sunPosition(at('2026-06-21T05:45+02:00')).elevation).toBeGreaterThan(0);
    expect(sunPosition(at('2026-12-21T08:30+01:00')).elevation).toBeLessThan(0);
    expect(sunPosition(at('2026-12-21T09:00+01:00')).elevation).toBeGreaterThan(0);
  });
});

describe('clearSkyPlaneIrradiance', () => {
  it('is zero at night and near 1,000 W/m² on a south roof at a June noon', () => {
    expect(clearSkyPlaneIrradiance(sunPosition(at('2026-06-21T01:00+02:00')), south)).toBe(0);
    const june = clearSkyPlaneIrradiance(sunPosition(at('2026-06-21T13:44+02:00')), south);
    expect(june).toBeGreaterThan(850);
    expect(june).toBeLessThan(1100);
  });

  it('gives a June noon clearly more than a December noon', () => {
    const june = clearSkyPlaneIrradiance(sunPosition(at('2026-06-21T13:44+02:00')), south);
    const december = clearSkyPlaneIrradiance(sunPosition(at('2026-12-21T12:43+01:00')), south);
    expect(june).toBeGreaterThan(1.4 * december);
  });

  it('favours an east roof in the morning and a south roof at noon', () => {
    const east = { ...south, azimuthDeg: 90 };
    const morning = sunPosition(at('2026-06-21T08:30+02:00'));
    const noon = sunPosition(at('2026-06-21T13:44+02:00'));
    expect(clearSkyPlaneIrradiance(morning, east)).toBeGreaterThan(
      clearSkyPlaneIrradiance(morning, south),
    );
    expect(clearSkyPlaneIrradiance(noon, south)).toBeGreaterThan(
      clearSkyPlaneIrradiance(noon, east),
    );
  });
});
