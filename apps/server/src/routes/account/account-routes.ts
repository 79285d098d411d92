// GET auth/me, GET customers/me and PATCH customers/me (spec §7; the edit call is ours, decision
// 006). All need a bearer token of the request's tenant.
import { accountUpdateSchema, authMeSchema, customerSchema } from '@portal/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import { authMe, customerMe, updateAccount } from '../../services/account-service.ts';
import { ok, okResponse } from '../schemas/responses.ts';
import { assertSameTenant, subDomainParameter } from '../schemas/sub-domain-query.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
}

export const accountRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, verifyAccessToken, clock },
) => {
  app.addHook('preHandler', requireCustomer(verifyAccessToken));
  const scopeOf = (request: { tenant: { id: number }; principal: { customerId: number } }) => ({
    tenantId: request.tenant.id,
    customerId: request.principal.customerId,
  });

  app.get(
    '/auth/me',
    {
      schema: {
        querystring: z.strictObject({ subDomain: subDomainParameter.optional() }),
        response: okResponse(authMeSchema),
      },
    },
    async (request) => {
      assertSameTenant(request, request.query.subDomain);
      return ok(await authMe(db, scopeOf(request)));
    },
  );

  app.get(
    '/customers/me',
    { schema: { querystring: z.strictObject({}), response: okResponse(customerSchema) } },
    async (request) => ok(await customerMe(db, scopeOf(request))),
  );

  app.patch(
    '/customers/me',
    { schema: { body: accountUpdateSchema, response: okResponse(customerSchema) } },
    async (request) => ok(await updateAccount(db, scopeOf(request), request.body, clock())),
  );
};
