// GET invoices/{id}/related (spec §7): the invoice (data.invoice) with the other invoices of the
// same sale (data.relatedInvoices: prepayment, final invoice, credit notes). Both invoice pages
// use it: the detail needs to know whether there are others to list. Failures are shown in the
// page itself (not found, no access), so the global snackbar stays quiet.
import { type RelatedInvoices, relatedInvoicesSchema } from '@portal/contract/invoices';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { invoiceKeys } from '../../../lib/query-keys';

export function getRelatedInvoices(
  invoiceId: number,
  signal?: AbortSignal,
): Promise<RelatedInvoices> {
  return apiGet(`invoices/${invoiceId}/related`, relatedInvoicesSchema, { auth: true, signal });
}

export const relatedInvoicesQueryOptions = (invoiceId: number) =>
  queryOptions({
    queryKey: invoiceKeys.related(invoiceId),
    queryFn: ({ signal }) => getRelatedInvoices(invoiceId, signal),
    meta: { silent: true },
  });

export function useRelatedInvoices(invoiceId: number, enabled: boolean) {
  return useQuery({ ...relatedInvoicesQueryOptions(invoiceId), enabled });
}
