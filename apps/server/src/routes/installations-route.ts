// GET installations/: the signed-in customer's installations as flat rows with computed status.
// The customer comes from the verified token, never from the request.
import { installationRowSchema } from '@portal/contract/installation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { type AccessTokenVerifier, requireCustomer } from '../plugins/authentication.ts';
import { listInstallations } from '../services/installation-service.ts';
import { ok, okResponse } from './schemas/responses.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
}

export const installationsRoute: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.get(
    '/installations/',
    {
      preHandler: requireCustomer(options.verifyAccessToken),
      schema: {
        querystring: z.strictObject({}),
        response: okResponse(z.array(installationRowSchema)),
      },
    },
    async (request) => {
      const scope = { tenant: request.tenant, customerId: request.principal.customerId };
      return ok(await listInstallations(options.db, scope, options.clock()));
    },
  );
};
