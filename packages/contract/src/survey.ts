// The satisfaction survey of an installation. Ours, in the spec's style (its §7
// shows no call): GET surveys/{orderId} and POST surveys/{orderId}, where orderId is the
// installation's OrderID in GET installations/ (the survey route /installations/survey/{order_id}).
import {
  SURVEY_COMMENT_MAX_LENGTH,
  SURVEY_QUESTION_KEY,
  SURVEY_SCORE_MAX,
  SURVEY_SCORE_MIN,
} from '@portal/domain/survey';
import { z } from 'zod/mini';

/**
 * open: the customer may answer now; answered: done (the answers, when the portal has them);
 * notYet: the installation is not far enough (its final invoice is not paid).
 */
export const surveyStateSchema = z.enum(['open', 'answered', 'notYet']);
export type SurveyState = z.infer<typeof surveyStateSchema>;

const score = z.int().check(z.minimum(SURVEY_SCORE_MIN), z.maximum(SURVEY_SCORE_MAX));
const questionKey = z.string().check(z.regex(SURVEY_QUESTION_KEY));

export const surveySchema = z.object({
  orderId: z.int(),
  state: surveyStateSchema,
  /** The tenant's question keys, in order; the web app words them per language. */
  questions: z.array(z.string()),
  /** The scores given, by question; null while not answered (or answered outside the portal). */
  scores: z.nullable(z.record(z.string(), z.int())),
  comment: z.nullable(z.string()),
  submittedAt: z.nullable(z.string()),
  /** The tenant's public review page, offered after a high score; null when it has none. */
  reviewUrl: z.nullable(z.string()),
});
export type Survey = z.infer<typeof surveySchema>;

/** POST surveys/{orderId}: a score of 1 to 5 for every question of the tenant, and a comment. */
export const surveyAnswerSchema = z.strictObject({
  // Keys the tenant does not ask are refused by the server (at most SURVEY_MAX_QUESTIONS).
  scores: z.record(questionKey, score),
  comment: z.optional(
    z.nullable(z.string().check(z.trim(), z.maxLength(SURVEY_COMMENT_MAX_LENGTH))),
  ),
});
export type SurveyAnswer = z.infer<typeof surveyAnswerSchema>;
