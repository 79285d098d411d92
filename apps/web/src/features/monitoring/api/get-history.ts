// GET monitoring/history/{deviceId}?range&date (decision 049): a device's energy, power, prices and
// capacity peaks for the day, week, month or year holding the date. A past period does not change,
// so it is kept for the session; the current one is refetched after five minutes (new quarter-hours).
import {
  type History,
  type HistoryRange,
  historySchema,
} from '@portal/contract/monitoring-history';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { monitoringKeys } from '../../../lib/query-keys';

const CURRENT_PERIOD_STALE_MS = 5 * 60 * 1000;

export function getHistory(
  deviceId: string,
  range: HistoryRange,
  date: string,
  signal?: AbortSignal,
): Promise<History> {
  return apiGet(`monitoring/history/${encodeURIComponent(deviceId)}`, historySchema, {
    auth: true,
    query: { range, date },
    signal,
  });
}

export const historyQueryOptions = (
  deviceId: string,
  range: HistoryRange,
  date: string,
  isCurrent: boolean,
) =>
  queryOptions({
    queryKey: monitoringKeys.history(deviceId, range, date),
    queryFn: ({ signal }) => getHistory(deviceId, range, date, signal),
    staleTime: isCurrent ? CURRENT_PERIOD_STALE_MS : Number.POSITIVE_INFINITY,
    // Stepping to the next period keeps the chart in place (dimmed) until the new one arrives.
    placeholderData: keepPreviousData,
  });

export function useHistory(
  deviceId: string,
  range: HistoryRange,
  date: string,
  isCurrent: boolean,
) {
  return useQuery(historyQueryOptions(deviceId, range, date, isCurrent));
}
