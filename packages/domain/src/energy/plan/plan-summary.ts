// Turning a placed timeline into the answer: each load's windows and money against the usual way,
// the quarter-hour timeline with its costs, and the peak. Every total is summed from the
// quarter-hours, so what the plan states is what the timeline costs at the horizon's prices.

import { QUARTER_HOUR_IN_HOURS, QUARTER_HOUR_MS } from '../quarter-hour.ts';
import { costOrder, type PlacedLoads } from './place-loads.ts';
import type { PlanInput } from './plan-input.ts';
import type { EnergyPlan, LoadPlan, PlannedQuarterHour, PlanWindow } from './plan-result.ts';
import { addPower, createPlanState, netW, type PlanState, slotCostEur } from './plan-state.ts';
import { placeUsual } from './usual-schedule.ts';

export function summarisePlan(input: PlanInput, placed: PlacedLoads, limitW: number): EnergyPlan {
  const { state } = placed;
  // Each load's cost, as planned and the usual way, is what it adds to the house when the loads are
  // added in one fixed order (costOrder): its figures do not depend on the order the planner tried,
  // and the day-after comparison (plan-outcome.ts) splits a day the same way.
  const planned = createPlanState(input, state.objective, limitW);
  const usual = createPlanState(input, state.objective, limitW);
  const costs: number[] = [];
  const usualCosts: number[] = [];
  for (const index of costOrder(input.loads)) {
    const load = input.loads[index];
    const placement = placed.placements[index];
    if (load === undefined || placement === undefined) continue;
    costs[index] = 0;
    placement.powerW.forEach((watts, slot) => {
      if (watts !== 0) costs[index] = (costs[index] ?? 0) + addPower(planned, slot, watts);
    });
    usualCosts[index] =
      placement.status === 'planned'
        ? placeUsual(usual, load, placement.placedWh, new Float64Array(state.count))
        : 0;
  }
  const loads: LoadPlan[] = input.loads.map((load, index) => {
    const placement = placed.placements[index];
    const powerW = Array.from(placement?.powerW ?? []);
    const costEur = costs[index] ?? 0;
    const usualCostEur = usualCosts[index] ?? 0;
    return {
      id: load.id,
      kind: load.kind,
      status: placement?.status ?? 'no-room',
      windows: windowsOf(state, powerW),
      powerW,
      energyWh: placement?.placedWh ?? 0,
      costEur,
      usualCostEur,
      savingEur: usualCostEur - costEur,
      raisedPeakW: placement?.raisedPeakW ?? 0,
      ev: placement?.ev ?? null,
    };
  });
  const timeline = timelineOf(input, state);
  const costEur = sum(timeline.map((quarter) => quarter.costEur));
  const usualCostEur = sum(timeline.map((_, slot) => slotCostEur(usual, slot, netW(usual, slot))));
  const baseNet = (slot: number) => (state.baseW[slot] ?? 0) - (state.solarW[slot] ?? 0);
  const extraPeakW = Math.max(0, state.limitW - limitW);
  const basePeakW = Math.max(0, ...timeline.map((_, slot) => baseNet(slot)));
  const usualPeakW = Math.max(0, ...timeline.map((_, slot) => netW(usual, slot)));
  const usualExtraPeakW = Math.max(0, usualPeakW - Math.max(limitW, basePeakW));
  // A month weighs a twelfth in the yearly mean the capacity rate applies to (capacity-tariff.ts).
  const yearlyEur = (peakW: number) => (peakW / 1000) * (input.capacityRateEurPerKwYear / 12);
  return {
    objective: state.objective,
    loads,
    timeline,
    costEur,
    baseCostEur: sum(timeline.map((_, slot) => slotCostEur(state, slot, baseNet(slot)))),
    usualCostEur,
    savingEur: usualCostEur - costEur,
    selfConsumedSolarWh: sum(
      timeline.map((q) => (q.solarW - Math.max(0, -q.gridW)) * QUARTER_HOUR_IN_HOURS),
    ),
    gridImportWh: sum(timeline.map((q) => Math.max(0, q.gridW) * QUARTER_HOUR_IN_HOURS)),
    peak: {
      limitW,
      planLimitW: Math.max(limitW, state.limitW),
      extraPeakW,
      extraPeakYearlyEur: yearlyEur(extraPeakW),
      plannedPeakW: Math.max(0, ...timeline.map((q) => q.gridW)),
      basePeakW,
      withinLimit: extraPeakW === 0,
      usualPeakW,
      usualExtraPeakW,
      usualExtraPeakYearlyEur: yearlyEur(usualExtraPeakW),
    },
  };
}

function timelineOf(input: PlanInput, state: PlanState): PlannedQuarterHour[] {
  return input.quarterHours.map((quarter, slot) => {
    const gridW = netW(state, slot);
    return {
      start: quarter.start,
      baseW: state.baseW[slot] ?? 0,
      solarW: state.solarW[slot] ?? 0,
      flexibleW: state.flexW[slot] ?? 0,
      gridW,
      costEur: slotCostEur(state, slot, gridW),
    };
  });
}

/** Runs of consecutive quarter-hours with power of one sign (a battery charges, then gives back). */
function windowsOf(state: PlanState, powerW: readonly number[]): PlanWindow[] {
  const windows: PlanWindow[] = [];
  let open: PlanWindow | null = null;
  powerW.forEach((watts, slot) => {
    const start = state.firstStart + slot * QUARTER_HOUR_MS;
    const sign = Math.sign(Math.abs(watts) < 1e-9 ? 0 : watts);
    if (open !== null && (sign === 0 || sign !== Math.sign(open.energyWh))) {
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

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
