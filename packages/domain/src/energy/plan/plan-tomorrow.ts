// Tomorrow's energy plan (decision 061): where to put the flexible loads, once for the lowest bill
// and once for the most solar used on site, each keeping every quarter-hour under the month's
// billed peak, or saying what raising it costs. A pure function of its input.

import { billedPeakW } from '../capacity-tariff.ts';
import { QUARTER_HOUR_MS } from '../quarter-hour.ts';
import { placeLoads } from './place-loads.ts';
import type { PlanInput } from './plan-input.ts';
import type { PlanObjective, TomorrowPlan } from './plan-result.ts';
import { createHorizon } from './plan-state.ts';
import { summarisePlan } from './plan-summary.ts';

export function planTomorrow(input: PlanInput): TomorrowPlan {
  checkPlanInput(input);
  const limitW = billedPeakW(input.monthPeakW);
  const horizon = createHorizon(input);
  const plan = (objective: PlanObjective) =>
    summarisePlan(input, horizon, placeLoads(input, horizon, objective, limitW), limitW);
  return { cheapest: plan('cheapest'), greenest: plan('greenest') };
}

/**
 * The shape the planner relies on; the server validates what it receives before building the input,
 * so a failure here is a programming error, thrown as such.
 */
export function checkPlanInput(input: PlanInput): void {
  const count = input.quarterHours.length;
  if (count === 0) throw new RangeError('the horizon has no quarter-hours');
  if (input.solarW.length !== count || input.baseLoadW.length !== count) {
    throw new RangeError('solar and base-load forecasts must have one value per quarter-hour');
  }
  input.quarterHours.forEach((quarter, index) => {
    const previous = input.quarterHours[index - 1];
    if (previous !== undefined && quarter.start - previous.start !== QUARTER_HOUR_MS) {
      throw new RangeError(`quarter-hour ${index} does not follow the one before it`);
    }
  });
  const finite = [
    ...input.solarW,
    ...input.baseLoadW,
    input.monthPeakW,
    input.connectionMaxW,
    input.capacityRateEurPerKwYear,
  ];
  if (!finite.every(Number.isFinite)) throw new RangeError('forecasts and limits must be finite');
  if (input.solarW.some((w) => w < 0) || input.baseLoadW.some((w) => w < 0)) {
    throw new RangeError('forecast powers cannot be negative');
  }
  const ids = new Set(input.loads.map((load) => load.id));
  if (ids.size !== input.loads.length) throw new RangeError('load ids must be unique');
}
