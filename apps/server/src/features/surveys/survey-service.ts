// The satisfaction survey of an installation, addressed by its order: open once the
// final invoice is paid (the dashboard's "give feedback" card, spec §2), answered once. Answering
// stores a score of 1 to 5 for each of the tenant's questions and a comment, and marks the
// installation surveyed, so its status moves from ToSurvey to Completed (spec §4 rule 6) and the
// card goes; the survey.answered integration event goes to the back office with it. Another
// customer's order is 404 whatever the features; then a tenant without the survey feature is
// refused (403 FORBIDDEN, decision 033: platform/http/feature-gate.ts).
import { ErrorCode } from '@portal/contract/error-code';
import type { Survey, SurveyAnswer, SurveyState } from '@portal/contract/survey';
import { isInvoicePaid } from '@portal/domain/derive-installation-status';
import { Feature } from '@portal/domain/feature';
import { reviewUrl, surveyQuestions } from '@portal/domain/survey';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { assertFeature } from '../../platform/http/feature-gate.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { listInstallationFacts } from '../installations/index.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import { findOrder } from '../orders/index.ts';
import { findSurvey, markInstallationSurveyed, saveSurveyAnswers } from './survey-repository.ts';

export interface SurveyService {
  get(scope: RequestScope, orderId: number): Promise<Survey>;
  submit(scope: RequestScope, orderId: number, answer: SurveyAnswer): Promise<Survey>;
}

/** The tenant's survey settings from its portal config (decision 042). */
function settingsOf(tenant: TenantRecord) {
  const { config } = tenant.portalConfig;
  return {
    questions: surveyQuestions(config.surveyQuestions),
    reviewUrl: reviewUrl(config.reviewUrl),
  };
}

interface SurveyTarget {
  installationId: number;
  state: SurveyState;
}

/** The installation whose current order this is, and where its survey stands; 404 otherwise. */
async function surveyTarget(
  db: Kysely<Database>,
  scope: RequestScope,
  orderId: number,
): Promise<SurveyTarget> {
  const owner = customerOwner(scope);
  const order = await findOrder(db, owner, orderId);
  const facts = order
    ? await listInstallationFacts(db, { ...owner, language: scope.language })
    : [];
  const row = facts.find((installation) => installation.OrderID === orderId);
  if (!order || !row) throw new AppError(ErrorCode.NotFound, 'Survey not found.');
  assertFeature(scope.tenant, Feature.Survey);
  const state = row.Surveyed ? 'answered' : isInvoicePaid(row) ? 'open' : 'notYet';
  return { installationId: order.installationId, state };
}

async function readSurvey(
  db: Kysely<Database>,
  scope: RequestScope,
  orderId: number,
  state: SurveyState,
): Promise<Survey> {
  const settings = settingsOf(scope.tenant);
  const stored = await findSurvey(db, customerOwner(scope), orderId);
  const answered = stored?.submittedAt ? stored : undefined;
  const scores = answered && Object.keys(answered.scores).length > 0 ? answered.scores : null;
  return {
    orderId,
    state,
    questions: [...settings.questions],
    scores,
    comment: answered?.comment ?? null,
    submittedAt: answered?.submittedAt ?? null,
    reviewUrl: settings.reviewUrl,
  };
}

/** Every question of the tenant scored, and nothing else: a 400 naming the first that is not. */
function checkScores(questions: readonly string[], scores: Readonly<Record<string, number>>) {
  const unknown = Object.keys(scores).find((key) => !questions.includes(key));
  if (unknown !== undefined) {
    throw new AppError(ErrorCode.Validation, `There is no question ${unknown}.`, {
      field: `body.scores.${unknown}`,
    });
  }
  const missing = questions.find((key) => scores[key] === undefined);
  if (missing !== undefined) {
    throw new AppError(ErrorCode.Validation, 'This field is mandatory', {
      field: `body.scores.${missing}`,
    });
  }
}

export function createSurveyService({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): SurveyService {
  return {
    async get(scope, orderId) {
      const { state } = await surveyTarget(db, scope, orderId);
      return readSurvey(db, scope, orderId, state);
    },

    async submit(scope, orderId, answer) {
      const owner = customerOwner(scope);
      const comment = answer.comment?.trim() || null;
      const at = clock().toISOString();
      return db.transaction().execute(async (trx) => {
        const target = await surveyTarget(trx, scope, orderId);
        if (target.state === 'answered') {
          throw new AppError(ErrorCode.Conflict, 'This survey has already been answered.');
        }
        if (target.state === 'notYet') {
          throw new AppError(
            ErrorCode.Conflict,
            'This installation can be rated once its final invoice is paid.',
          );
        }
        checkScores(settingsOf(scope.tenant).questions, answer.scores);
        if (!(await markInstallationSurveyed(trx, owner, target.installationId))) {
          throw new AppError(ErrorCode.Conflict, 'This survey has already been answered.');
        }
        await saveSurveyAnswers(trx, owner, {
          installationId: target.installationId,
          orderId,
          scores: answer.scores,
          comment,
          at,
        });
        await recordIntegrationEvent(trx, {
          tenantId: owner.tenantId,
          type: 'survey.answered',
          entityId: orderId,
          data: {
            customerId: owner.customerId,
            orderId,
            installationId: target.installationId,
            scores: answer.scores,
            comment,
            answeredAt: at,
          },
          at: new Date(at),
        });
        return readSurvey(trx, scope, orderId, 'answered');
      });
    },
  };
}
