// Did it help: the day after, what the flexible loads really cost against what the same energy
// would have cost the usual way, from the meter's quarter-hours and each load's own measurement
// (the charger's, the heat pump's, a smart plug's). The rest of the house is the meter's net minus
// the measured loads; on it the loads are put back once as measured and once the usual way
// (usual-schedule.ts) with the energy they really took, and the difference is the realised saving.
// A load with no measurement of its own stays inside the rest and counts no saving: the meter alone
// cannot tell when a dishwasher ran.

import { QUARTER_HOUR_IN_HOURS } from '../quarter-hour.ts';
import { costOrder } from './place-loads.ts';
import type { FlexibleLoad, PlanInput } from './plan-input.ts';
import type { EnergyPlan, LoadPlan } from './plan-result.ts';
import { addPower, createHorizon, createPlanState, type PlanState } from './plan-state.ts';
import { placeUsual } from './usual-schedule.ts';

export interface MeasuredQuarterHour {
  start: number;
  importWh: number;
  exportWh: number;
  /** Measured energy of flexible loads by load id, Wh (battery: grid charge +, its give-back −). */
  loadsWh: Readonly<Record<string, number>>;
}

export interface LoadOutcome {
  id: string;
  kind: LoadPlan['kind'];
  /** Whether the load has its own measurement; without one nothing is said about it. */
  measured: boolean;
  plannedWh: number;
  measuredWh: number;
  /** Share of the measured energy taken in quarter-hours the plan gave the load, 0..1. */
  followedShare: number;
  plannedSavingEur: number;
  realisedSavingEur: number;
}

export interface PlanOutcome {
  /** The meter's bill for the horizon: Σ import × consumption − export × injection, €. */
  actualCostEur: number;
  /** The same day with the measured loads moved to their usual times, €. */
  usualCostEur: number;
  realisedSavingEur: number;
  /** What the plan promised for the loads that were measured, €. */
  plannedSavingEur: number;
  /** Horizon quarter-hours the meter has no reading for (counted as no flow). */
  missingQuarterHours: number;
  loads: LoadOutcome[];
}

export function planOutcome(
  input: PlanInput,
  plan: EnergyPlan,
  measured: readonly MeasuredQuarterHour[],
): PlanOutcome {
  const day = measuredDay(input, plan, measured);
  const outcomes: LoadOutcome[] = [];
  // Loads are put back in the order the plan counts their costs in, so the two split alike.
  for (const index of costOrder(input.loads)) {
    const load = input.loads[index];
    if (load !== undefined) outcomes[index] = loadOutcome(day, load, plan.loads[index]);
  }
  const loads = input.loads.flatMap((_, index) => outcomes[index] ?? []);
  const realisedSavingEur = loads.reduce((sum, load) => sum + load.realisedSavingEur, 0);
  return {
    actualCostEur: day.actualCostEur,
    usualCostEur: day.actualCostEur + realisedSavingEur,
    realisedSavingEur,
    plannedSavingEur: loads
      .filter((load) => load.measured)
      .reduce((sum, load) => sum + load.plannedSavingEur, 0),
    missingQuarterHours: day.quarters.filter((quarter) => quarter === undefined).length,
    loads,
  };
}

interface MeasuredDay {
  /** The meter's quarter-hours in the horizon's order; undefined where it has none. */
  quarters: (MeasuredQuarterHour | undefined)[];
  actualCostEur: number;
  /** The rest of the house, to which the loads are added as measured. */
  actual: PlanState;
  /** The rest of the house, to which the loads are added the usual way. */
  usual: PlanState;
}

function measuredDay(
  input: PlanInput,
  plan: EnergyPlan,
  measured: readonly MeasuredQuarterHour[],
): MeasuredDay {
  const byStart = new Map(measured.map((quarter) => [quarter.start, quarter]));
  const quarters = input.quarterHours.map((quarter) => byStart.get(quarter.start));
  // The rest of the house replaces the forecasts: a horizon of its own, shared by both timelines.
  const rest = createHorizon(input);
  const actual = createPlanState(rest, plan.objective, Number.POSITIVE_INFINITY);
  const usual = createPlanState(rest, plan.objective, Number.POSITIVE_INFINITY);
  let actualCostEur = 0;
  quarters.forEach((quarter, slot) => {
    const price = input.quarterHours[slot];
    const importWh = quarter?.importWh ?? 0;
    const exportWh = quarter?.exportWh ?? 0;
    actualCostEur +=
      (importWh * (price?.consumption ?? 0) - exportWh * (price?.injection ?? 0)) / 1000;
    const loadsWh = input.loads.reduce((sum, load) => sum + (quarter?.loadsWh[load.id] ?? 0), 0);
    const restW = (importWh - exportWh - loadsWh) / QUARTER_HOUR_IN_HOURS;
    rest.baseW[slot] = Math.max(0, restW);
    rest.solarW[slot] = Math.max(0, -restW);
  });
  return { quarters, actualCostEur, actual, usual };
}

function loadOutcome(
  day: MeasuredDay,
  load: FlexibleLoad,
  planned: LoadPlan | undefined,
): LoadOutcome {
  const outcome = {
    id: load.id,
    kind: load.kind,
    measured: day.quarters.some((quarter) => quarter !== undefined && load.id in quarter.loadsWh),
    plannedWh: planned?.energyWh ?? 0,
    plannedSavingEur: planned?.savingEur ?? 0,
  };
  if (!outcome.measured) {
    return { ...outcome, measuredWh: 0, followedShare: 0, realisedSavingEur: 0 };
  }
  let actualEur = 0;
  let measuredWh = 0;
  let followedWh = 0;
  day.quarters.forEach((quarter, slot) => {
    const wh = quarter?.loadsWh[load.id] ?? 0;
    if (wh === 0) return;
    actualEur += addPower(day.actual, slot, wh / QUARTER_HOUR_IN_HOURS);
    if (wh <= 0) return;
    measuredWh += wh;
    const plannedWh = Math.max(0, (planned?.powerW[slot] ?? 0) * QUARTER_HOUR_IN_HOURS);
    followedWh += Math.min(wh, plannedWh);
  });
  const usualEur = placeUsual(day.usual, load, measuredWh, new Float64Array(day.quarters.length));
  return {
    ...outcome,
    measuredWh,
    followedShare: measuredWh > 0 ? followedWh / measuredWh : 0,
    realisedSavingEur: usualEur - actualEur,
  };
}
