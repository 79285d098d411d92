// How long tomorrow's energy plan takes for a portal's installations (decision 061): 10,000
// generated Flemish households (roof, contract, car, boiler, machines, battery drawn from a seed)
// planned for one day, cheapest and greenest plan each. The inputs are built before the clock
// starts; the baseline, in the same process, copies and sorts each installation's day of prices,
// the least any price-driven planner does. A second pass times the clear-sky solar forecast of each
// roof for the day. Prints; asserts nothing.
//   node_modules/.bin/node bench/energy-plan.ts [--installations 10000] [--seed 1] [--day 2026-01-15]
import { parseArgs } from 'node:util';
import { parseDateOnly } from '../packages/domain/src/brussels-time.ts';
import {
  DEFAULT_SYSTEM_LOSS,
  type PvInstallation,
} from '../packages/domain/src/energy/plan/clear-sky.ts';
import { belgianPlanInput, GHENT_ROOF } from '../packages/domain/src/energy/plan/plan-fixture.ts';
import type { FlexibleLoad, PlanInput } from '../packages/domain/src/energy/plan/plan-input.ts';
import { planTomorrow } from '../packages/domain/src/energy/plan/plan-tomorrow.ts';
import { solarForecast } from '../packages/domain/src/energy/plan/solar-forecast.ts';
import { seededRandom } from './scale/random.ts';

const { values } = parseArgs({
  options: {
    installations: { type: 'string', default: '10000' },
    seed: { type: 'string', default: '1' },
    day: { type: 'string', default: '2026-01-15' },
  },
});
const count = Number(values.installations);
const day = parseDateOnly(values.day);
if (day === null) throw new Error(`--day ${values.day} is not a date`);
const planDay = day;
const summer = 0.5 * (1 + Math.cos((2 * Math.PI * (day.month - 6.7)) / 12));

// Seeded, so every run plans the same households.
const random = seededRandom(Number(values.seed)).next;
const between = (min: number, max: number) => min + (max - min) * random();

interface Household {
  roof: PvInstallation;
  input: PlanInput;
}

function household(): Household {
  const template = belgianPlanInput(planDay, summer);
  const roof: PvInstallation = {
    ...GHENT_ROOF,
    kwp: between(3, 10),
    tiltDeg: between(10, 45),
    azimuthDeg: between(90, 270),
    systemLoss: DEFAULT_SYSTEM_LOSS,
  };
  const markup = between(-0.02, 0.03);
  const scale = roof.kwp / GHENT_ROOF.kwp;
  const keep = (load: FlexibleLoad) =>
    random() <
    { ev: 0.7, boiler: 0.5, dishwasher: 0.8, 'washing-machine': 0.6, battery: 0.4 }[load.kind];
  const loads = template.loads.filter(keep).map((load): FlexibleLoad => {
    if (load.kind === 'ev')
      return {
        ...load,
        energyWh: between(5000, 45_000),
        maxPowerW: random() < 0.5 ? 7400 : 11_000,
      };
    if (load.kind === 'battery')
      return { ...load, gridChargingAllowed: random() < 0.7, storedWh: between(0, 5000) };
    return load;
  });
  return {
    roof,
    input: {
      ...template,
      quarterHours: template.quarterHours.map((q) => ({
        ...q,
        consumption: q.consumption + markup,
      })),
      solarW: template.solarW.map((w) => w * scale * between(0.6, 1.2)),
      baseLoadW: template.baseLoadW.map((w) => w * between(0.7, 1.5)),
      monthPeakW: between(0, 8000),
      connectionMaxW: random() < 0.6 ? 9200 : 17_300,
      loads,
    },
  };
}

const households = Array.from({ length: count }, household);
// Warm the JIT on a few hundred before timing, as a long-running server would be.
for (const { input } of households.slice(0, 300)) planTomorrow(input);

let cheapestPriceSum = 0;
const baselineStarted = performance.now();
for (const { input } of households) {
  const sorted = input.quarterHours.map((q) => q.consumption).sort((a, b) => a - b);
  cheapestPriceSum += sorted[0] ?? 0;
}
const baselineMs = performance.now() - baselineStarted;

let withinLimit = 0;
let unreachable = 0;
let savingEur = 0;
const planStarted = performance.now();
for (const { input } of households) {
  const plan = planTomorrow(input);
  if (plan.cheapest.peak.withinLimit) withinLimit++;
  if (plan.cheapest.loads.some((load) => load.ev?.reachable === false)) unreachable++;
  savingEur += plan.cheapest.savingEur;
}
const planMs = performance.now() - planStarted;

let forecastWh = 0;
const forecastStarted = performance.now();
for (const { roof } of households) {
  forecastWh += solarForecast({ installation: roof, day, history: [] }).energyWh;
}
const forecastMs = performance.now() - forecastStarted;

const perInstallation = (ms: number) => `${((ms * 1000) / count).toFixed(1)} µs`;
console.log(
  `${count} installations, ${values.day} (${households[0]?.input.quarterHours.length} quarter-hours), seed ${values.seed}`,
);
console.log(
  `plan (cheapest + greenest): ${planMs.toFixed(0)} ms total, ${perInstallation(planMs)} per installation`,
);
console.log(
  `baseline (copy and sort the day's prices): ${baselineMs.toFixed(1)} ms total, ${perInstallation(baselineMs)} per installation`,
);
console.log(`ratio plan / baseline: ${(planMs / baselineMs).toFixed(0)}×`);
console.log(
  `clear-sky solar forecast: ${forecastMs.toFixed(0)} ms total, ${perInstallation(forecastMs)} per installation`,
);
console.log(
  `cheapest plans under the month's peak: ${((100 * withinLimit) / count).toFixed(1)} %, ` +
    `with a car that cannot reach its target: ${unreachable}, mean saving ${(savingEur / count).toFixed(3)} €`,
);
// What the timed loops computed, printed so that none of their work can be skipped.
console.log(
  `mean cheapest quarter-hour ${(cheapestPriceSum / count).toFixed(4)} €/kWh, ` +
    `mean clear-sky day ${(forecastWh / count / 1000).toFixed(1)} kWh`,
);
