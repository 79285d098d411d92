// Older history for the demo seed, fast: the same household stepped once per quarter-hour instead
// of once a minute (decision 047's backfill), each reading taken for the whole quarter-hour. About
// fifteen times quicker, so a year fits in the seed that every test and `npm start` run; the days
// come out as plausible as the minute backfill's (same day plans, same EV energy, same sun), only
// short peaks such as a kettle are smoothed or missed (decision 049). Kept only as day rows.
import { emptyEnergyBucket } from '@portal/domain/energy/energy-bucket';
import {
  QUARTER_HOUR_IN_HOURS,
  QUARTER_HOUR_MS,
  quarterHourStart,
} from '@portal/domain/energy/quarter-hour';
import type { BackfillBucket } from '../simulator/backfill.ts';
import { createHousehold } from '../simulator/household.ts';
import type { HouseholdProfile } from '../simulator/household-profile.ts';

export function coarseQuarterHours(
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
    const sample = household.step(quarter + QUARTER_HOUR_MS);
    const wh = (watts: number) => watts * QUARTER_HOUR_IN_HOURS;
    buckets.push({
      ...emptyEnergyBucket(quarter),
      importWh: wh(sample.gridConsume),
      exportWh: wh(sample.gridInject),
      solarWh: wh(sample.solar),
      homeWh: wh(sample.home),
      evWh: wh(sample.ev),
      batteryChargeWh: wh(sample.batteryCharge),
      batteryDischargeWh: wh(sample.batteryDischarge),
      averageImportW: sample.gridConsume,
      batteryChargeState: sample.batteryChargeState,
    });
  }
  return buckets;
}
