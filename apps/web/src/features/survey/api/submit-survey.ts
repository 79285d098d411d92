// POST surveys/{orderId}: the scores and the comment. The answer is the answered survey, which
// replaces the cached one; the installation list is refreshed too, since the installation moves
// from ToSurvey to Completed and the dashboard's feedback card goes. Errors are the form's.
import { type SurveyAnswer, surveySchema } from '@portal/contract/survey';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '../../../lib/api-client';
import { installationKeys, surveyKeys } from '../../../lib/query-keys';

export function submitSurvey(orderId: number, answer: SurveyAnswer) {
  return apiSend('POST', `surveys/${orderId}`, answer, surveySchema, { auth: true });
}

export function useSubmitSurvey(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answer: SurveyAnswer) => submitSurvey(orderId, answer),
    meta: { silent: true },
    onSuccess: async (answered) => {
      queryClient.setQueryData(surveyKeys.survey(orderId), answered);
      await queryClient.invalidateQueries({ queryKey: installationKeys.all });
    },
  });
}
