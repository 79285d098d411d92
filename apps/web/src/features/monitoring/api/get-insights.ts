// GET monitoring/insights/{deviceId}?range=month|year&date (decision 049): the savings split, the
// grid-balancing earnings and the CO2 avoided of a flexio device. Another kind of device answers
// 403; the route's guard sends it away before it asks (spec §2).
import {
  type Insights,
  type InsightsRange,
  insightsSchema,
} from '@portal/contract/monitoring-history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { monitoringKeys } from '../../../lib/query-keys';

const INSIGHTS_STALE_MS = 5 * 60 * 1000;

export function getInsights(
  deviceId: string,
  range: InsightsRange,
  date: string,
  signal?: AbortSignal,
): Promise<Insights> {
  return apiGet(`monitoring/insights/${encodeURIComponent(deviceId)}`, insightsSchema, {
    auth: true,
    query: { range, date },
    signal,
  });
}

export const insightsQueryOptions = (deviceId: string, range: InsightsRange, date: string) =>
  queryOptions({
    queryKey: monitoringKeys.insights(deviceId, range, date),
    queryFn: ({ signal }) => getInsights(deviceId, range, date, signal),
    staleTime: INSIGHTS_STALE_MS,
    placeholderData: keepPreviousData,
  });

export function useInsights(deviceId: string, range: InsightsRange, date: string) {
  return useQuery(insightsQueryOptions(deviceId, range, date));
}
