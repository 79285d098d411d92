// What the planner answers: for each objective a plan, and in it each load's windows and money,
// the quarter-hour timeline and the peak. Every € figure is a sum of quarter-hours at the horizon's
// prices: a quarter-hour costs import × consumption price − export × injection price.

import type { FlexibleLoad } from './plan-input.ts';

export type PlanObjective = 'cheapest' | 'greenest';

export type LoadStatus =
  /** Placed (an EV that cannot reach its target is placed too, with ev.reachable false). */
  | 'planned'
  /** Nothing to do: the car needs no energy. */
  | 'not-needed'
  /** The allowed span is shorter than the programme, or the car is not plugged in within it. */
  | 'window-too-short'
  /** No start fits even at the connection's maximum power. */
  | 'no-room'
  /** The installation does not allow grid charging. */
  | 'not-allowed'
  /** Grid charging would not pay back at the horizon's prices. */
  | 'not-worth-it'
  /** The greenest plan never charges the battery from the grid: that only adds grid energy. */
  | 'not-green';

export interface PlanWindow {
  start: number;
  end: number;
  /** Energy in the window, Wh (negative for a battery giving back). */
  energyWh: number;
}

export interface LoadPlan {
  id: string;
  kind: FlexibleLoad['kind'];
  status: LoadStatus;
  /** Consecutive quarter-hours with power, in time order. */
  windows: PlanWindow[];
  /** Average power per quarter-hour of the horizon, W (battery: charge +, discharge −). */
  powerW: number[];
  /** Energy drawn by the load, Wh (battery: from the grid). */
  energyWh: number;
  /** What the load adds to the household's bill as planned, €. */
  costEur: number;
  /** What the same energy costs at the usual time (battery: 0, it does not grid-charge), €. */
  usualCostEur: number;
  savingEur: number;
  /** W by which this load had to raise the plan's peak limit (0 when it fit under it). */
  raisedPeakW: number;
  /** For an EV: whether its target is reached by departure, and what it gets. */
  ev: { targetWh: number; reachable: boolean; reachableWh: number } | null;
}

export interface PlannedQuarterHour {
  start: number;
  baseW: number;
  solarW: number;
  /** All flexible loads together, W. */
  flexibleW: number;
  /** Net grid power, W: import positive, injection negative. */
  gridW: number;
  costEur: number;
}

export interface PeakOutcome {
  /** The month's billed peak so far (at least 2.5 kW): the level the plan keeps under. */
  limitW: number;
  /** The limit the flexible loads needed: limitW, or more when they could not fit under it. */
  planLimitW: number;
  extraPeakW: number;
  /** What the extra peak costs: it weighs a twelfth in the yearly mean the rate applies to. */
  extraPeakYearlyEur: number;
  /** Highest quarter-hour import of the plan, W. */
  plannedPeakW: number;
  /** Highest import of the household alone: above limitW it sets a new peak by itself. */
  basePeakW: number;
  /** Whether every flexible load fit under limitW. */
  withinLimit: boolean;
  /** Highest import of the usual way, W. */
  usualPeakW: number;
  /** How far the usual way would set the month's peak above limitW (and the house alone), W. */
  usualExtraPeakW: number;
  usualExtraPeakYearlyEur: number;
}

export interface EnergyPlan {
  objective: PlanObjective;
  /** In the order of the input's loads. */
  loads: LoadPlan[];
  timeline: PlannedQuarterHour[];
  /** Σ of the timeline's quarter-hour costs: the household's grid bill for the horizon, €. */
  costEur: number;
  /** The same for the household without the flexible loads, €. */
  baseCostEur: number;
  /** The same loads with the same energy at their usual times, €. */
  usualCostEur: number;
  savingEur: number;
  /** Solar used on site, Wh; the greenest plan makes it as large as it can. */
  selfConsumedSolarWh: number;
  gridImportWh: number;
  peak: PeakOutcome;
}

export interface TomorrowPlan {
  cheapest: EnergyPlan;
  greenest: EnergyPlan;
}
