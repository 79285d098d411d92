// What a device's installation can physically do (decision 069): a live reading with more solar
// than its panels give, or more import or injection than its grid connection carries, is a broken
// meter or a forgery. It is dropped before it reaches a socket, the history or the capacity peak,
// and counted. A bound that is not known (null) checks nothing beyond the ingest's own 100 kW.
import type { HouseholdSample } from '../simulator/household-sample.ts';

export interface PhysicalBounds {
  /** The panels' peak power (kWp × 1000), W. */
  solarPeakW: number | null;
  /** What the grid connection carries, W. */
  gridConnectionW: number | null;
}

export const UNKNOWN_BOUNDS: PhysicalBounds = { solarPeakW: null, gridConnectionW: null };

/** Panels in cold, clear air at a cloud's edge briefly give up to about a quarter more than
 * their rating; a connection's breaker carries a little more than its rating for seconds. */
const SOLAR_HEADROOM = 1.25;
const GRID_HEADROOM = 1.1;

export type BoundBroken = 'solar' | 'grid';

/** Which bound the reading breaks, or undefined when it is within them. */
export function brokenBound(
  reading: Pick<HouseholdSample, 'solar' | 'gridConsume' | 'gridInject'>,
  bounds: PhysicalBounds,
): BoundBroken | undefined {
  if (bounds.solarPeakW !== null && reading.solar > bounds.solarPeakW * SOLAR_HEADROOM) {
    return 'solar';
  }
  const grid = Math.max(reading.gridConsume, reading.gridInject);
  if (bounds.gridConnectionW !== null && grid > bounds.gridConnectionW * GRID_HEADROOM) {
    return 'grid';
  }
  return undefined;
}
