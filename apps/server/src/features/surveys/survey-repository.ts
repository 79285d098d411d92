// Satisfaction surveys (tables surveys and survey_answers): one per order, with a score per
// question. A survey row may exist before it is answered (the company asked for it); answering
// fills it in. The installation's `surveyed` flag is what GET installations/ reads (spec §3
// Surveyed), so answering sets it too, in the same transaction; the database then raises the
// customer's data version (migration 0010, decision 022).
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface SurveyRecord {
  id: number;
  comment: string | null;
  submittedAt: string | null;
  scores: Record<string, number>;
}

export async function findSurvey(
  db: Kysely<Database>,
  owner: CustomerOwner,
  orderId: number,
): Promise<SurveyRecord | undefined> {
  const survey = await db
    .selectFrom('surveys')
    .select(['id', 'comment', 'submitted_at'])
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  if (!survey) return undefined;
  const answers = await db
    .selectFrom('survey_answers')
    .select(['question_key', 'score'])
    .where('tenant_id', '=', owner.tenantId)
    .where('survey_id', '=', survey.id)
    .orderBy('id')
    .execute();
  return {
    id: survey.id,
    comment: survey.comment,
    submittedAt: survey.submitted_at,
    scores: Object.fromEntries(answers.map((answer) => [answer.question_key, answer.score])),
  };
}

/**
 * Marks the installation surveyed; false when it already was (or is not the customer's), so that
 * of two answers sent at once only one goes on: on PostgreSQL the second update waits for the
 * first transaction and then finds the flag set.
 */
export async function markInstallationSurveyed(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  installationId: number,
): Promise<boolean> {
  const result = await trx
    .updateTable('installations')
    .set({ surveyed: true })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('id', '=', installationId)
    .where('surveyed', '=', false)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export interface SubmittedSurvey {
  installationId: number;
  orderId: number;
  scores: Readonly<Record<string, number>>;
  comment: string | null;
  at: string;
}

/** Writes the answers: the survey row asked for earlier is filled in, else a new one made. */
export async function saveSurveyAnswers(
  trx: Kysely<Database>,
  owner: CustomerOwner,
  survey: SubmittedSurvey,
): Promise<void> {
  const asked = await trx
    .updateTable('surveys')
    .set({ comment: survey.comment, submitted_at: survey.at })
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .where('order_id', '=', survey.orderId)
    .where('submitted_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  const surveyId =
    asked?.id ??
    (
      await trx
        .insertInto('surveys')
        .values({
          tenant_id: owner.tenantId,
          customer_id: owner.customerId,
          installation_id: survey.installationId,
          order_id: survey.orderId,
          comment: survey.comment,
          created_at: survey.at,
          submitted_at: survey.at,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  await trx
    .insertInto('survey_answers')
    .values(
      Object.entries(survey.scores).map(([question, score]) => ({
        tenant_id: owner.tenantId,
        survey_id: surveyId,
        question_key: question,
        score,
      })),
    )
    .execute();
}
