// How long the household simulator takes to backfill a year of 15-minute buckets (the demo seeds
// one a monitoring device), and the year it produces, to see that it is a plausible Belgian one:
// solar yield per kWp, the household's consumption, EV energy, battery throughput, the highest
// quarter-hour. Prints; asserts nothing (decision 047).
//   node_modules/.bin/node bench/monitoring-backfill.ts [--year 2025] [--seeds 3]
import { parseArgs } from 'node:util';
import {
  backfillQuarterHours,
  FULL_HOUSEHOLD,
  SOLAR_ONLY_HOUSEHOLD,
} from '../apps/server/src/features/monitoring/index.ts';
import { fromBrusselsWallClock } from '../packages/domain/src/brussels-time.ts';

const { values } = parseArgs({
  options: { year: { type: 'string', default: '2025' }, seeds: { type: 'string', default: '3' } },
});
const year = Number(values.year);
const midnight = (y: number) =>
  fromBrusselsWallClock({ year: y, month: 1, day: 1, hour: 0, minute: 0, second: 0 }).getTime();

for (const [name, profile] of [
  ['4 kWp south, nothing else', SOLAR_ONLY_HOUSEHOLD],
  ['6 kWp, 10 kWh battery, 11 kW EV, heat pump', FULL_HOUSEHOLD],
] as const) {
  console.log(`\n${name}`);
  for (let seed = 1; seed <= Number(values.seeds); seed++) {
    const started = performance.now();
    const buckets = backfillQuarterHours(profile, seed, midnight(year), midnight(year + 1));
    const elapsed = performance.now() - started;
    const kwh = (
      key: 'solarWh' | 'homeWh' | 'evWh' | 'importWh' | 'exportWh' | 'batteryDischargeWh',
    ) => buckets.reduce((sum, bucket) => sum + bucket[key], 0) / 1000;
    const junePerDay =
      buckets
        .filter((bucket) => new Date(bucket.start).getUTCMonth() === 5)
        .reduce((sum, bucket) => sum + bucket.solarWh, 0) / 30_000;
    const decemberPerDay =
      buckets
        .filter((bucket) => new Date(bucket.start).getUTCMonth() === 11)
        .reduce((sum, bucket) => sum + bucket.solarWh, 0) / 31_000;
    const peak = Math.max(...buckets.map((bucket) => bucket.averageImportW));
    const kwp = profile.solar?.kwp ?? 1;
    console.log(
      `  seed ${seed}: ${buckets.length} quarter-hours in ${elapsed.toFixed(0)} ms; ` +
        `solar ${kwh('solarWh').toFixed(0)} kWh (${(kwh('solarWh') / kwp).toFixed(0)} kWh/kWp, ` +
        `June ${junePerDay.toFixed(1)} and December ${decemberPerDay.toFixed(1)} kWh a day), ` +
        `home ${kwh('homeWh').toFixed(0)} kWh, EV ${kwh('evWh').toFixed(0)} kWh, ` +
        `import ${kwh('importWh').toFixed(0)} kWh, export ${kwh('exportWh').toFixed(0)} kWh, ` +
        `battery out ${kwh('batteryDischargeWh').toFixed(0)} kWh, highest quarter-hour ${(peak / 1000).toFixed(2)} kW`,
    );
  }
}
