// Registration by invitation (decision 006): GET auth/registration/{token} tells whether the link
// can be used; POST auth/registration/confirm sets the password and confirms the account;
// POST auth/registration/resend mails a fresh invitation for an expired link.
import {
  accountEmailSchema,
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

export const registrationRoute: RoutePlugin<{
  accountLinks: AccountLinkService;
  attemptLimits: AttemptLimits;
}> = async (app, { services }) => {
  const links = services.accountLinks;
  const limits = services.attemptLimits;

  app.get(
    '/auth/registration/:token',
    {
      onRequest: perClientAddress(limits, 'registration-read', authRateLimits.read),
      schema: {
        params: linkTokenSchema,
        querystring: z.strictObject({}),
        response: linkResponses(linkStateSchema),
      },
    },
    async (request) =>
      ok(await links.read(request.tenant, 'confirm-registration', request.params.token)),
  );

  app.post(
    '/auth/registration/confirm',
    {
      onRequest: perClientAddress(limits, 'registration-confirm', authRateLimits.write),
      schema: {
        querystring: z.strictObject({}),
        body: setPasswordSchema,
        response: linkResponses(accountEmailSchema),
      },
    },
    async (request) =>
      ok(await links.setPassword(request.tenant, 'confirm-registration', request.body)),
  );

  app.post(
    '/auth/registration/resend',
    {
      onRequest: perClientAddress(limits, 'registration-resend', authRateLimits.mail),
      schema: {
        querystring: z.strictObject({}),
        body: linkTokenSchema,
        response: linkResponses(accountEmailSchema),
      },
    },
    async (request) => ok(await links.resendInvitation(request.tenant, request.body.token)),
  );
};
