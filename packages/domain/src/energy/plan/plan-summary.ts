// Turning a placed timeline into the answer: each load's windows and money against the usual way,
// the quarter-hour timeline with its costs, and the peak. Every total is summed from the
// quarter-hours, so what the plan states is what the timeline costs at the horizon's prices.

import { QUARTER_HOUR_IN_HOURS, QUARTER_HOUR_MS } from '../quarter-hour.ts';
import { costOrder, type PlacedLoads } from './place-loads.ts';
import type { PlanInput } from './plan-input.ts';
import type { EnergyPlan, LoadPlan, PlannedQuarterHour, PlanWindow } from './plan-result.ts';
import {
  addPower,
  createPlanState,
  type Horizon,
  netW,
  type PlanState,
  slotCostEur,
} from './plan-state.ts';
import { placeUsual } from './usual-schedule.ts';

export function summarisePlan(
  input: PlanInput,
  horizon: Horizon,
  placed: PlacedLoads,
  limitW: number,
): EnergyPlan {
  const { state } = placed;
  const usual = createPlanState(horizon, state.objective, limitW);
  const loads = loadPlans(input, horizon, placed, usual, limitW);
  const timeline: PlannedQuarterHour[] = [];
  const totals = { costEur: 0, baseCostEur: 0, usualCostEur: 0, selfConsumedSolarWh: 0 };
  const peaks = { gridImportWh: 0, plannedPeakW: 0, basePeakW: 0, usualPeakW: 0 };
  for (let slot = 0; slot < state.count; slot++) {
    const gridW = netW(state, slot);
    const baseW = state.baseW[slot] ?? 0;
    const solarW = state.solarW[slot] ?? 0;
    const costEur = slotCostEur(state, slot, gridW);
    const usualW = netW(usual, slot);
    timeline.push({
      start: state.firstStart + slot * QUARTER_HOUR_MS,
      baseW,
      solarW,
      flexibleW: state.flexW[slot] ?? 0,
      gridW,
      costEur,
    });
    totals.costEur += costEur;
    totals.baseCostEur += slotCostEur(state, slot, baseW - solarW);
    totals.usualCostEur += slotCostEur(usual, slot, usualW);
    totals.selfConsumedSolarWh += (solarW - Math.max(0, -gridW)) * QUARTER_HOUR_IN_HOURS;
    peaks.gridImportWh += Math.max(0, gridW) * QUARTER_HOUR_IN_HOURS;
    peaks.plannedPeakW = Math.max(peaks.plannedPeakW, gridW);
    peaks.basePeakW = Math.max(peaks.basePeakW, baseW - solarW);
    peaks.usualPeakW = Math.max(peaks.usualPeakW, usualW);
  }
  const extraPeakW = Math.max(0, state.limitW - limitW);
  const usualExtraPeakW = Math.max(0, peaks.usualPeakW - Math.max(limitW, peaks.basePeakW));
  // A month weighs a twelfth in the yearly mean the capacity rate applies to (capacity-tariff.ts).
  const yearlyEur = (peakW: number) => (peakW / 1000) * (input.capacityRateEurPerKwYear / 12);
  return {
    objective: state.objective,
    loads,
    timeline,
    ...totals,
    savingEur: totals.usualCostEur - totals.costEur,
    gridImportWh: peaks.gridImportWh,
    peak: {
      limitW,
      planLimitW: limitW + extraPeakW,
      extraPeakW,
      extraPeakYearlyEur: yearlyEur(extraPeakW),
      plannedPeakW: peaks.plannedPeakW,
      basePeakW: peaks.basePeakW,
      withinLimit: extraPeakW === 0,
      usualPeakW: peaks.usualPeakW,
      usualExtraPeakW,
      usualExtraPeakYearlyEur: yearlyEur(usualExtraPeakW),
    },
  };
}

/**
 * Each load's cost, as planned and the usual way, is what it adds to the house when the loads are
 * added in one fixed order (costOrder): its figures do not depend on the order the planner tried,
 * and the day-after comparison (plan-outcome.ts) splits a day the same way. `usual` receives the
 * usual schedule.
 */
function loadPlans(
  input: PlanInput,
  horizon: Horizon,
  placed: PlacedLoads,
  usual: PlanState,
  limitW: number,
): LoadPlan[] {
  const planned = createPlanState(horizon, placed.state.objective, limitW);
  const costs: number[] = [];
  const usualCosts: number[] = [];
  for (const index of costOrder(input.loads)) {
    const load = input.loads[index];
    const placement = placed.placements[index];
    if (load === undefined || placement === undefined) continue;
    let costEur = 0;
    placement.powerW.forEach((watts, slot) => {
      if (watts !== 0) costEur += addPower(planned, slot, watts);
    });
    costs[index] = costEur;
    usualCosts[index] =
      placement.status === 'planned'
        ? placeUsual(usual, load, placement.placedWh, new Float64Array(horizon.count))
        : 0;
  }
  return input.loads.map((load, index) => {
    const placement = placed.placements[index];
    const powerW = Array.from(placement?.powerW ?? []);
    const costEur = costs[index] ?? 0;
    const usualCostEur = usualCosts[index] ?? 0;
    return {
      id: load.id,
      kind: load.kind,
      status: placement?.status ?? 'no-room',
      windows: windowsOf(horizon, powerW),
      powerW,
      energyWh: placement?.placedWh ?? 0,
      costEur,
      usualCostEur,
      savingEur: usualCostEur - costEur,
      raisedPeakW: placement?.raisedPeakW ?? 0,
      ev: placement?.ev ?? null,
    };
  });
}

/** Runs of consecutive quarter-hours with power of one sign (a battery charges, then gives back). */
function windowsOf(horizon: Horizon, powerW: readonly number[]): PlanWindow[] {
  const windows: PlanWindow[] = [];
  let open: PlanWindow | null = null;
  powerW.forEach((watts, slot) => {
    const start = horizon.firstStart + slot * QUARTER_HOUR_MS;
    const sign = Math.abs(watts) < 1e-9 ? 0 : Math.sign(watts);
    if (open !== null && sign !== Math.sign(open.energyWh)) {
      windows.push(open);
      open = null;
    }
    if (sign === 0) return;
    open ??= { start, end: start, energyWh: 0 };
    open.end = start + QUARTER_HOUR_MS;
    open.energyWh += watts * QUARTER_HOUR_IN_HOURS;
  });
  if (open !== null) windows.push(open);
  return windows;
}
