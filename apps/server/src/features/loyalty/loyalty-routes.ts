// GET loyalty (ours, in the spec's style): the signed-in customer's referral code,
// referred friends and vouchers. 403 FORBIDDEN for a tenant without loyalty (decision 033).
import { loyaltySchema } from '@portal/contract/loyalty';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { LoyaltyService } from './loyalty-service.ts';

export const loyaltyRoutes: RoutePlugin<{ loyalty: LoyaltyService }> = async (
  app,
  { services },
) => {
  app.get(
    '/loyalty',
    { schema: { querystring: z.strictObject({}), response: okResponse(loyaltySchema) } },
    async (request) => ok(await services.loyalty.overview(request.scope)),
  );
};
