// GET inspections/orders/{id} or inspections/invoices/{id} (spec §7): the inspection (keuring) of
// one order or invoice of the signed-in customer, with its status, dates, articles and documents.
import { type Inspection, inspectionSchema } from '@portal/contract/inspections';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { inspectionKeys } from '../../../lib/query-keys';
import { type InspectionRef, inspectionApiPath } from '../lib/inspection-param';

export function getInspection(ref: InspectionRef, signal?: AbortSignal): Promise<Inspection> {
  return apiGet(inspectionApiPath(ref), inspectionSchema, { auth: true, signal });
}

export const inspectionQueryOptions = (ref: InspectionRef) =>
  queryOptions({
    queryKey: inspectionKeys.inspection(ref.source, ref.id),
    queryFn: ({ signal }) => getInspection(ref, signal),
    // The page shows its own not-found and retry states instead of a snackbar.
    meta: { silent: true },
  });

export function useInspection(ref: InspectionRef | null) {
  return useQuery({
    ...inspectionQueryOptions(ref ?? { id: 0, source: 'order' }),
    enabled: ref !== null,
  });
}
