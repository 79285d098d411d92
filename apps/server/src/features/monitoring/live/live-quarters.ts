// A live device's readings summed into quarter-hour energy buckets, the history's unit (decision
// 052). Each reading's powers hold until the next reading, as a meter's registers advance between
// telegrams, but for at most MAX_HOLD_MS: a source that falls silent is not assumed to keep
// drawing. A quarter-hour is complete when readings cover all of it; the first one of a stream
// (started mid-quarter) and one with a silence in it are not, and must not be billed or stored as
// if they were: they read low.
import { emptyEnergyBucket } from '@portal/domain/energy/energy-bucket';
import {
  QUARTER_HOUR_IN_HOURS,
  QUARTER_HOUR_MS,
  quarterHourStart,
} from '@portal/domain/energy/quarter-hour';
import type { BackfillBucket } from '../simulator/backfill.ts';
import type { HouseholdSample } from '../simulator/household-sample.ts';

/** The longest a reading's powers are held without a newer one. */
export const MAX_HOLD_MS = 60_000;
/** Coverage a quarter-hour may lack and still count as complete (a late first tick). */
const COVERAGE_SLACK_MS = 2_000;

export interface ClosedQuarter {
  bucket: BackfillBucket;
  complete: boolean;
}

export interface LiveQuarters {
  /** Adds a reading; the quarter-hours it closed, oldest first. */
  add(reading: HouseholdSample): ClosedQuarter[];
  /** The quarter-hour in progress (energy so far), or undefined before the first reading. */
  current(): BackfillBucket | undefined;
}

export function createLiveQuarters(): LiveQuarters {
  let bucket: BackfillBucket | undefined;
  let coveredMs = 0;
  let last: HouseholdSample | undefined;

  const open = (start: number): BackfillBucket => ({
    ...emptyEnergyBucket(start),
    averageImportW: 0,
    batteryChargeState: null,
  });

  const close = (closed: ClosedQuarter[]) => {
    if (!bucket) return;
    bucket.averageImportW = bucket.importWh / QUARTER_HOUR_IN_HOURS;
    bucket.batteryChargeState = last?.batteryChargeState ?? null;
    closed.push({ bucket, complete: coveredMs >= QUARTER_HOUR_MS - COVERAGE_SLACK_MS });
  };

  // Adds `held`'s powers over [from, to), which lies inside the current quarter-hour.
  const hold = (held: HouseholdSample, from: number, to: number) => {
    if (!bucket || to <= from) return;
    const hours = (to - from) / 3_600_000;
    bucket.importWh += held.gridConsume * hours;
    bucket.exportWh += held.gridInject * hours;
    bucket.solarWh += held.solar * hours;
    bucket.homeWh += held.home * hours;
    bucket.evWh += held.ev * hours;
    bucket.batteryChargeWh += held.batteryCharge * hours;
    bucket.batteryDischargeWh += held.batteryDischarge * hours;
    coveredMs += to - from;
  };

  return {
    add(reading) {
      const closed: ClosedQuarter[] = [];
      const at = reading.timestamp;
      // A reading older than the last one (a clock set back, a late MQTT message) adds nothing.
      if (last && at <= last.timestamp) return closed;
      if (last && bucket) {
        const heldUntil = Math.min(at, last.timestamp + MAX_HOLD_MS);
        let from = last.timestamp;
        while (from < heldUntil) {
          const end = Math.min(heldUntil, bucket.start + QUARTER_HOUR_MS);
          hold(last, from, end);
          from = end;
          if (from >= bucket.start + QUARTER_HOUR_MS) {
            close(closed);
            bucket = open(from);
            coveredMs = 0;
          }
        }
      }
      if (!bucket || quarterHourStart(at) !== bucket.start) {
        // A silence reached past the quarter-hour: what it had closes as it is.
        if (coveredMs > 0) close(closed);
        bucket = open(quarterHourStart(at));
        coveredMs = 0;
      }
      last = reading;
      return closed;
    },
    current: () => bucket,
  };
}
