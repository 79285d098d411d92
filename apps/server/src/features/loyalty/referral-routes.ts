// The friend's side of the loyalty programme, without a login: GET
// loyalty/referrals/{code} names who invites them; POST loyalty/referrals/{code} leaves their
// name, e-mail, phone, postal code and consent, and makes them a lead of the company. Both are
// limited per client address, counted before the body is read (so malformed floods count too);
// the service limits the form per e-mail address as well (decision 043).
import {
  referralCodeSchema,
  referralLeadResultSchema,
  referralLeadSchema,
  referralPageSchema,
} from '@portal/contract/loyalty';
import type { onRequestAsyncHookHandler } from 'fastify';
import { z } from 'zod/mini';
import type { AttemptRule } from '../../platform/cache/attempt-counter.ts';
import type { AttemptLimits } from '../../platform/cache/attempt-limits.ts';
import { errorResponses, ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import { type LoyaltyService, referralLimits } from './loyalty-service.ts';

function perClientAddress(limits: AttemptLimits, rule: AttemptRule): onRequestAsyncHookHandler {
  return async (request) => {
    await limits.take(rule, request.ip, 'Too many requests, try again later.');
  };
}

export const referralRoutes: RoutePlugin<{
  loyalty: LoyaltyService;
  attemptLimits: AttemptLimits;
}> = async (app, { services }) => {
  const { loyalty, attemptLimits } = services;
  const refusals = { 409: errorResponses[400], 429: errorResponses[400] };

  app.get(
    '/loyalty/referrals/:code',
    {
      onRequest: perClientAddress(attemptLimits, referralLimits.pagePerAddress),
      schema: {
        params: referralCodeSchema,
        querystring: z.strictObject({}),
        response: { ...okResponse(referralPageSchema), 429: errorResponses[400] },
      },
    },
    async (request) => ok(await loyalty.referralPage(request.tenant, request.params.code)),
  );

  app.post(
    '/loyalty/referrals/:code',
    {
      onRequest: perClientAddress(attemptLimits, referralLimits.leadPerAddress),
      schema: {
        params: referralCodeSchema,
        querystring: z.strictObject({}),
        body: referralLeadSchema,
        response: { ...okResponse(referralLeadResultSchema), ...refusals },
      },
    },
    async (request) => ok(await loyalty.refer(request.tenant, request.params.code, request.body)),
  );
};
