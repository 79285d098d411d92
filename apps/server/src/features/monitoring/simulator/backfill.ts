// History for a device that has none yet (the demo devices at seed): a year of 15-minute energy
// buckets, the Belgian metering interval, from the same household model as the live stream. The
// household is stepped a minute at a time (fine enough for a kettle or an EV session's end to land
// in the right quarter-hour, 525,600 steps a year) and each step's powers are added as energy.

import { type EnergyBucket, emptyEnergyBucket } from '@portal/domain/energy/energy-bucket';
import {
  QUARTER_HOUR_IN_HOURS,
  QUARTER_HOUR_MS,
  quarterHourStart,
} from '@portal/domain/energy/quarter-hour';
import { createHousehold } from './household.ts';
import type { HouseholdProfile } from './household-profile.ts';

export interface BackfillBucket extends EnergyBucket {
  /** Average grid import power over the quarter-hour, W (the capacity tariff's measure). */
  averageImportW: number;
  /** Battery charge state at the end of the quarter-hour, %, or null without a battery. */
  batteryChargeState: number | null;
}

const STEP_MS = 60_000;
const STEP_HOURS = STEP_MS / 3_600_000;

/** Buckets for every quarter-hour from `from` to `to` (both rounded down to a quarter-hour). */
export function backfillQuarterHours(
  profile: HouseholdProfile,
  seed: number,
  from: number,
  to: number,
): BackfillBucket[] {
  const start = quarterHourStart(from);
  const end = quarterHourStart(to);
  const household = createHousehold(profile, seed, start);
  const buckets: BackfillBucket[] = [];
  for (let quarter = start; quarter < end; quarter += QUARTER_HOUR_MS) {
    const bucket: BackfillBucket = {
      ...emptyEnergyBucket(quarter),
      averageImportW: 0,
      batteryChargeState: null,
    };
    for (let at = quarter + STEP_MS; at <= quarter + QUARTER_HOUR_MS; at += STEP_MS) {
      const sample = household.step(at);
      bucket.importWh += sample.gridConsume;
      bucket.exportWh += sample.gridInject;
      bucket.solarWh += sample.solar;
      bucket.homeWh += sample.home;
      bucket.evWh += sample.ev;
      bucket.batteryChargeWh += sample.batteryCharge;
      bucket.batteryDischargeWh += sample.batteryDischarge;
      bucket.batteryChargeState = sample.batteryChargeState;
    }
    // The sums above are of powers, one a step: times the step's length they become energy.
    for (const key of FLOW_KEYS) bucket[key] *= STEP_HOURS;
    bucket.averageImportW = bucket.importWh / QUARTER_HOUR_IN_HOURS;
    buckets.push(bucket);
  }
  return buckets;
}

const FLOW_KEYS = [
  'importWh',
  'exportWh',
  'solarWh',
  'homeWh',
  'evWh',
  'batteryChargeWh',
  'batteryDischargeWh',
] as const;
