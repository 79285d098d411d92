// GET surveys/{orderId} (ours): the tenant's questions and where the survey of the
// installation with that order stands (open, answered, not yet).
import { type Survey, surveySchema } from '@portal/contract/survey';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';
import { surveyKeys } from '../../../lib/query-keys';

export function getSurvey(orderId: number, signal?: AbortSignal): Promise<Survey> {
  return apiGet(`surveys/${orderId}`, surveySchema, { auth: true, signal });
}

export const surveyQueryOptions = (orderId: number) =>
  queryOptions<Survey>({
    queryKey: surveyKeys.survey(orderId),
    queryFn: ({ signal }) => getSurvey(orderId, signal),
    // The page shows its own states (not found, error with retry).
    meta: { silent: true },
  });

export function useSurvey(orderId: number | null, signedIn: boolean) {
  return useQuery({ ...surveyQueryOptions(orderId ?? -1), enabled: signedIn && orderId !== null });
}
