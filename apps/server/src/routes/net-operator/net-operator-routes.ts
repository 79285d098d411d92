// Grid-operator registration, ours (the spec shows no call): GET and POST
// installations/{installationIndex}/net-operator, where installationIndex is the installation's
// id in GET installations/ (its index in the customer's list).
import { netOperatorFormSchema, netOperatorSchema } from '@portal/contract/net-operator';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import {
  getNetOperator,
  submitNetOperatorForm,
} from '../../services/net-operator/net-operator-service.ts';
import { scopeOf } from '../invoices/route-scope.ts';
import { errorResponses, ok, okResponse } from '../schemas/responses.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
}

const params = z.strictObject({ installationIndex: z.coerce.number().int().min(0).max(100_000) });

export const netOperatorRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const preHandler = requireCustomer(options.verifyAccessToken);

  app.get(
    '/installations/:installationIndex/net-operator',
    {
      preHandler,
      schema: { params, querystring: z.strictObject({}), response: okResponse(netOperatorSchema) },
    },
    async (request) =>
      ok(await getNetOperator(options.db, scopeOf(request), request.params.installationIndex)),
  );

  app.post(
    '/installations/:installationIndex/net-operator',
    {
      preHandler,
      schema: {
        params,
        body: netOperatorFormSchema,
        response: { ...okResponse(netOperatorSchema), 409: errorResponses[400] },
      },
    },
    async (request) => {
      const context = { scope: scopeOf(request), now: options.clock() };
      return ok(
        await submitNetOperatorForm(
          options.db,
          context,
          request.params.installationIndex,
          request.body,
        ),
      );
    },
  );
};
