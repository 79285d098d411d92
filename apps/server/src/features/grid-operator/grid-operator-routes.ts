// Grid-operator registration, ours (the spec shows no call): GET and POST
// installations/{installationIndex}/grid-operator, where installationIndex is the installation's
// id in GET installations/ (its index in the customer's list).
import {
  gridOperatorFormSchema,
  gridOperatorRegistrationSchema,
} from '@portal/contract/grid-operator';
import { z } from 'zod/mini';
import { errorResponses, ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { GridOperatorService } from './grid-operator-service.ts';

const params = z.strictObject({
  installationIndex: z.coerce.number().check(z.int(), z.gte(0), z.lte(100_000)),
});

export const gridOperatorRoutes: RoutePlugin<{ gridOperator: GridOperatorService }> = async (
  app,
  { services },
) => {
  const { gridOperator } = services;

  app.get(
    '/installations/:installationIndex/grid-operator',
    {
      schema: {
        params,
        querystring: z.strictObject({}),
        response: okResponse(gridOperatorRegistrationSchema),
      },
    },
    async (request) => ok(await gridOperator.get(request.scope, request.params.installationIndex)),
  );

  app.post(
    '/installations/:installationIndex/grid-operator',
    {
      schema: {
        params,
        body: gridOperatorFormSchema,
        response: { ...okResponse(gridOperatorRegistrationSchema), 409: errorResponses[400] },
      },
    },
    async (request) =>
      ok(await gridOperator.submit(request.scope, request.params.installationIndex, request.body)),
  );
};
