// POST customers/me/data-export (ours, decision 097): asks for a new archive of the customer's
// data; answers its state, which the page then follows.
import { type DataExport, dataExportSchema } from '@portal/contract/my-data';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { dataExportKeys } from '../../../lib/query-keys';

export function requestDataExport(): Promise<DataExport> {
  return apiSend('POST', 'customers/me/data-export', {}, dataExportSchema, { auth: true });
}

export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (state) => queryClient.setQueryData(dataExportKeys.all, state),
  });
}
