// GET offers/{id}/versions/{version}/upsells (data of /installations/offerdetail/upsell/{id}_{version})
// and POST offers/{offerId}/upsale, multipart with type, name and the signature file.
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import {
  offerVersionParamsSchema,
  upsellFieldsSchema,
  upsellOfferSchema,
} from '@portal/contract/offers';
import { recordId } from '@portal/contract/record-id';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../../platform/http/route-plugin.ts';
import type { OfferUpsellService } from '../offer-upsell-service.ts';
import { readSignatureForm, signatureForm } from './signature-form.ts';

const upsellForm = signatureForm(upsellFieldsSchema);

export const offerUpsellRoutes: RoutePlugin<{ offerUpsells: OfferUpsellService }> = async (
  app,
  { services },
) => {
  const upsells = services.offerUpsells;

  app.get(
    '/offers/:id/versions/:version/upsells',
    {
      schema: {
        params: offerVersionParamsSchema,
        querystring: z.strictObject({}),
        response: okResponse(z.array(upsellOfferSchema)),
      },
    },
    async (request) => {
      const ids = { offerId: request.params.id, versionNumber: request.params.version };
      return ok(await upsells.list(request.scope, ids));
    },
  );

  app.post(
    '/offers/:offerId/upsale',
    {
      config: { multipart: upsellForm },
      schema: {
        params: z.strictObject({ offerId: recordId }),
        querystring: z.strictObject({}),
        response: {
          ...okResponse(upsellOfferSchema),
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const form = await readSignatureForm(request, upsellForm);
      const accepted = await upsells.accept(request.scope, {
        offerId: request.params.offerId,
        type: form.fields.type,
        name: form.fields.name,
        signature: form.signature,
      });
      return ok(accepted);
    },
  );
};
