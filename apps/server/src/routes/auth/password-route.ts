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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import {
  readLink,
  requestPasswordReset,
  useLinkToSetPassword,
} from '../../identity/account-links.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { ok } from '../schemas/responses.ts';
import { authRateLimits, enableAuthRateLimits } from './auth-rate-limit.ts';
import { linkResponses } from './auth-responses.ts';

interface Options {
  db: Kysely<Database>;
  mailer: Mailer;
  clock: () => Date;
}

export const passwordRoute: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, mailer, clock } = options;
  await enableAuthRateLimits(app);

  app.post(
    '/auth/password/forgot',
    {
      config: authRateLimits.mail,
      schema: {
        querystring: z.strictObject({}),
        body: forgotPasswordSchema,
        response: linkResponses(accountEmailSchema),
      },
    },
    async (request) =>
      ok(await requestPasswordReset(db, mailer, request.tenant, request.body.email, clock())),
  );

  app.get(
    '/auth/password/:token',
    {
      config: authRateLimits.read,
      schema: {
        params: linkTokenSchema,
        querystring: z.strictObject({}),
        response: linkResponses(linkStateSchema),
      },
    },
    async (request) =>
      ok(await readLink(db, request.tenant, 'password-reset', request.params.token, clock())),
  );

  app.post(
    '/auth/password/reset',
    {
      config: authRateLimits.write,
      schema: {
        querystring: z.strictObject({}),
        body: setPasswordSchema,
        response: linkResponses(accountEmailSchema),
      },
    },
    async (request) =>
      ok(await useLinkToSetPassword(db, request.tenant, 'password-reset', request.body, clock())),
  );
};
