// GET monitoring/history/{deviceId}?range&date&format=csv (decision 049): the range shown, as a CSV
// file. The API needs the bearer token, which a plain link cannot send, so the file is fetched as a
// blob and saved through an object URL.
import type { HistoryRange } from '@portal/contract/monitoring-history';
import { useMutation } from '@tanstack/react-query';
import { apiBlob } from '../../../lib/api-client';
import { saveBlob } from '../../../lib/document-download';

export interface HistoryCsvInput {
  deviceId: string;
  range: HistoryRange;
  date: string;
}

export function historyCsvFileName({ deviceId, range, date }: HistoryCsvInput): string {
  return `${deviceId}-${range}-${date}.csv`;
}

export async function downloadHistoryCsv(input: HistoryCsvInput): Promise<void> {
  const blob = await apiBlob(`monitoring/history/${encodeURIComponent(input.deviceId)}`, {
    query: { range: input.range, date: input.date, format: 'csv' },
  });
  saveBlob(blob, historyCsvFileName(input));
}

export function useDownloadHistoryCsv() {
  return useMutation({ mutationFn: downloadHistoryCsv });
}
