// Forgotten password (decision 006): POST auth/password/forgot mails a 1-hour single-use link (or
// answers ACCOUNT_NOT_FOUND, spec §8); GET auth/password/{token} tells whether the link can be
// used; POST auth/password/reset sets the new password and signs the customer out everywhere.
import {
  accountEmailSchema,
  forgotPasswordSchema,
  linkStateSchema,
  linkTokenSchema,
  setPasswordSchema,
} from '@portal/contract/identity';
import { z } from 'zod/mini';
import type { AttemptLimits } from '../../platform/cache/attempt-limits.ts';
import { ok } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { AccountLinkService } from './account-links.ts';
import { authRateLimits, perClientAddress } from './auth-rate-limit.ts';
import { linkResponses } from './auth-responses.ts';

export const passwordRoute: RoutePlugin<{
  accountLinks: AccountLinkService;
  attemptLimits: AttemptLimits;
}> = async (app, { services }) => {
  const links = services.accountLinks;
  const limits = services.attemptLimits;

  app.post(
    '/auth/password/forgot',
    {
      onRequest: perClientAddress(limits, 'password-forgot', authRateLimits.mail),
      schema: {
        querystring: z.strictObject({}),
        body: forgotPasswordSchema,
        response: linkResponses(accountEmailSchema),
      },
    },
    async (request) => ok(await links.requestPasswordReset(request.tenant, request.body.email)),
  );

  app.get(
    '/auth/password/:token',
    {
      onRequest: perClientAddress(limits, 'password-read', authRateLimits.read),
      schema: {
        params: linkTokenSchema,
        querystring: z.strictObject({}),
        response: linkResponses(linkStateSchema),
      },
    },
    async (request) => ok(await links.read(request.tenant, 'password-reset', request.params.token)),
  );

  app.post(
    '/auth/password/reset',
    {
      onRequest: perClientAddress(limits, 'password-reset', authRateLimits.write),
      schema: {
        querystring: z.strictObject({}),
        body: setPasswordSchema,
        response: linkResponses(accountEmailSchema),
      },
    },
    async (request) => ok(await links.setPassword(request.tenant, 'password-reset', request.body)),
  );
};
