import { describe, expect, it } from 'vitest';
import { brokenBound, UNKNOWN_BOUNDS } from './physical-bounds.ts';

const bounds = { solarPeakW: 6_000, gridConnectionW: 9_200 };
const reading = (solar: number, gridConsume: number, gridInject: number) => ({
  solar,
  gridConsume,
  gridInject,
});

describe('brokenBound', () => {
  it('passes readings within the installation, its headroom included', () => {
    expect(brokenBound(reading(7_500, 0, 7_000), bounds)).toBeUndefined();
    expect(brokenBound(reading(0, 10_120, 0), bounds)).toBeUndefined();
  });

  it('names the solar bound for more solar than the panels give', () => {
    expect(brokenBound(reading(77_777, 0, 0), bounds)).toBe('solar');
  });

  it('names the grid bound for more import or injection than the connection carries', () => {
    expect(brokenBound(reading(0, 10_200, 0), bounds)).toBe('grid');
    expect(brokenBound(reading(5_000, 0, 70_000), bounds)).toBe('grid');
  });

  it('checks nothing it does not know', () => {
    expect(brokenBound(reading(77_777, 0, 70_000), UNKNOWN_BOUNDS)).toBeUndefined();
    expect(
      brokenBound(reading(0, 0, 70_000), { ...bounds, gridConnectionW: null }),
    ).toBeUndefined();
  });
});
