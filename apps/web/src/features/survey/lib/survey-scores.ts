// The survey form's scores: one of 1 to 5 per question of the tenant, all of them
// required; what is missing is named so that the form can say so at the question.
import { SURVEY_SCORE_MAX, SURVEY_SCORE_MIN } from '@portal/domain/survey';

export type Scores = Readonly<Record<string, number>>;

export const SCORE_VALUES: readonly number[] = Array.from(
  { length: SURVEY_SCORE_MAX - SURVEY_SCORE_MIN + 1 },
  (_, index) => SURVEY_SCORE_MIN + index,
);

/** The questions without a valid score, in the questions' order. */
export function unanswered(questions: readonly string[], scores: Scores): string[] {
  return questions.filter((question) => !SCORE_VALUES.includes(scores[question] ?? Number.NaN));
}

/** Only the tenant's questions, so that nothing stale is sent. */
export function scoresToSend(questions: readonly string[], scores: Scores): Record<string, number> {
  const sent: Record<string, number> = {};
  for (const question of questions) {
    const score = scores[question];
    if (score !== undefined) sent[question] = score;
  }
  return sent;
}
