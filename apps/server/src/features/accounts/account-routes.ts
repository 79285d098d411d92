// GET auth/me, GET customers/me and PATCH customers/me (spec §7; the edit call is ours, decision
// 006), and PUT customers/me/password (ours too). All need a bearer token of the request's tenant.
import {
  accountUpdateSchema,
  authMeSchema,
  customerSchema,
  passwordChangedSchema,
  passwordChangeSchema,
} from '@portal/contract/identity';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import { assertSameTenant, subDomainParameter } from '../../platform/http/sub-domain-query.ts';
import type { AccountService } from './account-service.ts';

export const accountRoutes: RoutePlugin<{ account: AccountService }> = async (
  app,
  { services },
) => {
  app.get(
    '/auth/me',
    {
      schema: {
        querystring: z.strictObject({ subDomain: z.optional(subDomainParameter) }),
        response: okResponse(authMeSchema),
      },
    },
    async (request) => {
      assertSameTenant(request, request.query.subDomain);
      return ok(services.account.authMe(request.scope));
    },
  );

  app.get(
    '/customers/me',
    { schema: { querystring: z.strictObject({}), response: okResponse(customerSchema) } },
    async (request) => ok(services.account.customerMe(request.scope)),
  );

  app.patch(
    '/customers/me',
    { schema: { body: accountUpdateSchema, response: okResponse(customerSchema) } },
    async (request) => ok(await services.account.update(request.scope, request.body)),
  );

  // Ours, like the edit call (decision 079): the current password, then the new one.
  app.put(
    '/customers/me/password',
    {
      schema: {
        querystring: z.strictObject({}),
        body: passwordChangeSchema,
        response: okResponse(passwordChangedSchema),
      },
    },
    async (request) => ok(await services.account.changePassword(request.scope, request.body)),
  );
};
