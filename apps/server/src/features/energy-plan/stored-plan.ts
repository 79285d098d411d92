// What energy_plans.plan_json holds: the planner's answer and the forecast's figures, written and
// read only by this feature.
import type { PlanInput } from '@portal/domain/energy/plan/plan-input';
import type { TomorrowPlan } from '@portal/domain/energy/plan/plan-result';
import type { HistoryScale } from '@portal/domain/energy/plan/similar-days';

export interface PlanDocument {
  plan: TomorrowPlan;
  pricesEstimated: boolean;
  solarForecastWh: number;
  solarBasis: HistoryScale['basis'];
}

// Both documents are the portal's own, written by planDevice from the planner's types.
export const readPlanDocument = (json: string): PlanDocument => JSON.parse(json) as PlanDocument;
export const readPlanInput = (json: string): PlanInput => JSON.parse(json) as PlanInput;
