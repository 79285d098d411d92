// The satisfaction survey (spec §2, §3, decision 042): the tenant's questions, each scored 1 to
// 5, and a comment. The questions are keys; their words are the web app's (nl, fr, en), which a
// tenant's texts override like any other. A tenant lists its own keys in its portal config
// (`surveyQuestions`, comma separated); without it, the five below.

export const SURVEY_SCORE_MIN = 1;
export const SURVEY_SCORE_MAX = 5;
/** Longest comment kept, in characters. */
export const SURVEY_COMMENT_MAX_LENGTH = 2000;
/** At most this many questions; more would not be a short survey. */
export const SURVEY_MAX_QUESTIONS = 12;

export const DEFAULT_SURVEY_QUESTIONS = [
  'advice',
  'planning',
  'installation',
  'communication',
  'overall',
] as const;

/** A question key: what the portal config may list and an answer may name. */
export const SURVEY_QUESTION_KEY = /^[a-z][a-zA-Z0-9]{0,39}$/;

/**
 * The tenant's questions from its portal config value (`"advice, planning"`): the well-formed
 * keys in their order, each once; the defaults when the value is missing or names none.
 */
export function surveyQuestions(configValue: unknown): readonly string[] {
  if (typeof configValue !== 'string') return DEFAULT_SURVEY_QUESTIONS;
  const keys = configValue
    .split(',')
    .map((key) => key.trim())
    .filter((key) => SURVEY_QUESTION_KEY.test(key));
  const unique = [...new Set(keys)].slice(0, SURVEY_MAX_QUESTIONS);
  return unique.length > 0 ? unique : DEFAULT_SURVEY_QUESTIONS;
}

/** A high score offers the tenant's public review link: an average of at least this. */
export const REVIEW_MIN_AVERAGE = 4;

/** Whether the scores are high enough to ask for a public review. */
export function offersReview(scores: Readonly<Record<string, number>>): boolean {
  const values = Object.values(scores);
  if (values.length === 0) return false;
  const average = values.reduce((sum, score) => sum + score, 0) / values.length;
  return average >= REVIEW_MIN_AVERAGE;
}

/** The tenant's review link from its portal config value: an https address, else none. */
export function reviewUrl(configValue: unknown): string | null {
  if (typeof configValue !== 'string') return null;
  try {
    const url = new URL(configValue);
    return url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
