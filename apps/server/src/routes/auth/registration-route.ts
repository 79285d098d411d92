// Registration by invitation (decision 006): GET auth/registration/{token} tells whether the link
// can be used; POST auth/registration/confirm sets the password and confirms the account;
// POST auth/registration/resend mails a fresh invitation for an expired link.
import {
  accountEmailSchema,
  linkStateSchema,
  linkTokenSchema,
  setPasswordSchema,
} from '@portal/contract/identity';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { readLink, resendInvitation, useLinkToSetPassword } from '../../identity/account-links.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { ok } from '../schemas/responses.ts';
import { authRateLimits, enableAuthRateLimits } from './auth-rate-limit.ts';
import { linkResponses } from './auth-responses.ts';

interface Options {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: () => Date;
}

export const registrationRoute: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, mailer, clock } = options;
  await enableAuthRateLimits(app);

  app.get(
    '/auth/registration/:token',
    {
      config: authRateLimits.read,
      schema: {
        params: linkTokenSchema,
        querystring: z.strictObject({}),
        response: linkResponses(linkStateSchema),
      },
    },
    async (request) =>
      ok(await readLink(db, request.tenant, 'confirm-registration', request.params.token, clock())),
  );

  app.post(
    '/auth/registration/confirm',
    {
      config: authRateLimits.write,
      schema: {
        querystring: z.strictObject({}),
        body: setPasswordSchema,
        response: linkResponses(accountEmailSchema),
      },
    },
    async (request) =>
      ok(
        await useLinkToSetPassword(
          db,
          request.tenant,
          'confirm-registration',
          request.body,
          clock(),
        ),
      ),
  );

  app.post(
    '/auth/registration/resend',
    {
      config: authRateLimits.mail,
      schema: {
        querystring: z.strictObject({}),
        body: linkTokenSchema,
        response: linkResponses(accountEmailSchema),
      },
    },
    async (request) =>
      ok(await resendInvitation(db, mailer, request.tenant, request.body.token, clock())),
  );
};
