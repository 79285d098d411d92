// Vouchers (engagement) by the back office's ids: the loyalty programme's, for a referral, or a
// goodwill voucher (decision 054).
import { externalIdParams } from '@portal/contract/integration/common';
import {
  integrationVoucherSchema,
  voucherUpsertSchema,
} from '@portal/contract/integration/vouchers';
import { z } from 'zod/mini';
import { ok } from '../../../platform/http/response-envelope.ts';
import type { IntegrationSync } from '../sync/integration-sync.ts';
import { deletedSchema, integrationResponses } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

export const voucherRoutes: IntegrationRoutePlugin<{ integrationSync: IntegrationSync }> = async (
  app,
  { services },
) => {
  const vouchers = services.integrationSync.vouchers;
  const voucher = {
    tags: ['vouchers'],
    params: externalIdParams,
    querystring: z.strictObject({}),
  };

  app.put(
    '/vouchers/:externalId',
    {
      config: { integrationScope: 'engagement:write' },
      schema: {
        summary: 'Create or update a customer’s voucher',
        description:
          'For one of the customer’s referrals (friendEmail: the referred friend’s address), ' +
          'whose voucher it then is instead of the one the portal derives from the friend’s ' +
          'order, or a goodwill voucher (friendEmail null). Idempotent. Status issued, then ' +
          'redeemed or cancelled, both final (409). A new voucher and a redemption notify ' +
          'the customer.',
        ...voucher,
        body: voucherUpsertSchema,
        response: integrationResponses(integrationVoucherSchema),
      },
    },
    async (request) =>
      ok(
        await vouchers.upsertVoucher(request.integration, request.params.externalId, request.body),
      ),
  );

  app.get(
    '/vouchers/:externalId',
    {
      config: { integrationScope: 'engagement:read' },
      schema: {
        summary: 'Read a voucher',
        ...voucher,
        response: integrationResponses(integrationVoucherSchema),
      },
    },
    async (request) =>
      ok(await vouchers.getVoucher(request.integration, request.params.externalId)),
  );

  app.delete(
    '/vouchers/:externalId',
    {
      config: { integrationScope: 'engagement:write' },
      schema: {
        summary: 'Remove a voucher sent by mistake',
        description:
          'A referral’s voucher removed gives the referral back the voucher the portal derives ' +
          'from the friend’s order; to withdraw a voucher, send it cancelled instead.',
        ...voucher,
        response: integrationResponses(deletedSchema),
      },
    },
    async (request) => {
      await vouchers.removeVoucher(request.integration, request.params.externalId);
      return ok({ deleted: true as const });
    },
  );
};
