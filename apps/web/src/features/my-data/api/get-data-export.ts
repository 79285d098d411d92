// GET customers/me/data-export (ours, decision 097): the latest archive of the customer's data
// and how far it is. While it is being made the page asks again every two seconds, to move the
// progress bar; once ready or failed it stops.
import { type DataExport, dataExportSchema } from '@portal/contract/my-data';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { dataExportKeys } from '../../../lib/query-keys';

const POLL_MS = 2_000;

export function getDataExport(signal?: AbortSignal): Promise<DataExport> {
  return apiGet('customers/me/data-export', dataExportSchema, { auth: true, signal });
}

export function isBeingMade(state: DataExport['state'] | undefined): boolean {
  return state === 'queued' || state === 'running';
}

export function useDataExport() {
  return useQuery({
    queryKey: dataExportKeys.all,
    queryFn: ({ signal }) => getDataExport(signal),
    refetchInterval: (query) => (isBeingMade(query.state.data?.state) ? POLL_MS : false),
    meta: { silent: true },
  });
}
