// GET energy-plan/{deviceId} (decision 094): the device's latest plan (null before the first), the
// settings and the running saving total. A plan changes once a day: kept five minutes.
import { type EnergyPlanAnswer, energyPlanAnswerSchema } from '@portal/contract/energy-plan';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { energyPlanKeys } from '../../../lib/query-keys';

const PLAN_STALE_MS = 5 * 60 * 1000;

export function getEnergyPlan(deviceId: string, signal?: AbortSignal): Promise<EnergyPlanAnswer> {
  return apiGet(`energy-plan/${encodeURIComponent(deviceId)}`, energyPlanAnswerSchema, {
    auth: true,
    signal,
  });
}

export const energyPlanQueryOptions = (deviceId: string) =>
  queryOptions({
    queryKey: energyPlanKeys.plan(deviceId),
    queryFn: ({ signal }) => getEnergyPlan(deviceId, signal),
    staleTime: PLAN_STALE_MS,
  });

export function useEnergyPlan(deviceId: string) {
  return useQuery(energyPlanQueryOptions(deviceId));
}
