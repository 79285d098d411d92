// POST offers/{id}/sign, multipart: fields `version` and `file` (the drawn signature: PNG, JPEG or
// SVG, checked by its bytes; at most one file of 2 MB). An Idempotency-Key header makes repeats
// return the first result; see features/offers/offer-idempotency.ts.
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import { offerParamsSchema, offerSignedSchema } from '@portal/contract/offers';
import { recordId } from '@portal/contract/record-id';
import { z } from 'zod/mini';
import { idempotencyKeyHeaders } from '../../../platform/http/idempotency-key.ts';
import { ok, okResponse } from '../../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../../platform/http/route-plugin.ts';
import type { OfferSigningService } from '../sign-offer.ts';
import { readSignatureForm, signatureForm } from './signature-form.ts';

const form = signatureForm(z.strictObject({ version: recordId }));

export const offerSignRoute: RoutePlugin<{ offerSigning: OfferSigningService }> = async (
  app,
  { services },
) => {
  app.post(
    '/offers/:id/sign',
    {
      config: { multipart: form },
      schema: {
        params: offerParamsSchema,
        querystring: z.strictObject({}),
        headers: idempotencyKeyHeaders,
        response: {
          ...okResponse(offerSignedSchema),
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const signed = await readSignatureForm(request, form);
      const signing = {
        offerId: request.params.id,
        versionNumber: signed.fields.version,
        signature: signed.signature,
      };
      const key = request.headers['idempotency-key'];
      return ok(await services.offerSigning.sign(request.scope, signing, key));
    },
  );
};
