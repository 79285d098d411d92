// GET surveys/{orderId} and POST surveys/{orderId} (ours, in the spec's style): the
// survey of the installation whose current order is orderId, and its answer. A second answer is
// 409 and changes nothing; a tenant without the survey feature is 403 FORBIDDEN.
import { surveyAnswerSchema, surveySchema } from '@portal/contract/survey';
import { z } from 'zod/mini';
import { recordId } from '../../platform/http/record-id.ts';
import { errorResponses, ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { SurveyService } from './survey-service.ts';

const params = z.strictObject({ orderId: recordId });

export const surveyRoutes: RoutePlugin<{ surveys: SurveyService }> = async (app, { services }) => {
  const { surveys } = services;

  app.get(
    '/surveys/:orderId',
    {
      schema: { params, querystring: z.strictObject({}), response: okResponse(surveySchema) },
    },
    async (request) => ok(await surveys.get(request.scope, request.params.orderId)),
  );

  app.post(
    '/surveys/:orderId',
    {
      schema: {
        params,
        querystring: z.strictObject({}),
        body: surveyAnswerSchema,
        response: { ...okResponse(surveySchema), 409: errorResponses[400] },
      },
    },
    async (request) =>
      ok(await surveys.submit(request.scope, request.params.orderId, request.body)),
  );
};
