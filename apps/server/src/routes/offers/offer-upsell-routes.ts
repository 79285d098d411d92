// GET offers/{id}/versions/{version}/upsells (data of /installations/offerdetail/upsell/{id}_{version})
// and POST offers/{offerId}/upsale, multipart with type, name and the signature file.
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import {
  offerVersionParamsSchema,
  upsaleFieldsSchema,
  upsellOfferSchema,
} from '@portal/contract/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { FileStore } from '../../documents/file-store.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import { acceptUpsale, listUpsells } from '../../services/offers/offer-upsell-service.ts';
import { ok, okResponse } from '../schemas/responses.ts';
import { readSignatureForm } from './signature-form.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
  store: FileStore;
}

export const offerUpsellRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, store, clock } = options;
  const preHandler = requireCustomer(options.verifyAccessToken);

  app.get(
    '/offers/:id/versions/:version/upsells',
    {
      preHandler,
      schema: {
        params: offerVersionParamsSchema,
        querystring: z.strictObject({}),
        response: okResponse(z.array(upsellOfferSchema)),
      },
    },
    async (request) => {
      const scope = { tenant: request.tenant, customerId: request.principal.customerId };
      const ids = { offerId: request.params.id, versionNumber: request.params.version };
      return ok(await listUpsells(db, scope, ids));
    },
  );

  app.post(
    '/offers/:offerId/upsale',
    {
      preHandler,
      schema: {
        params: z.strictObject({ offerId: z.coerce.number().int().positive() }),
        querystring: z.strictObject({}),
        response: {
          ...okResponse(upsellOfferSchema),
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const scope = { tenant: request.tenant, customerId: request.principal.customerId };
      const form = await readSignatureForm(request, upsaleFieldsSchema);
      const accepted = await acceptUpsale(
        { db, store },
        scope,
        {
          offerId: request.params.offerId,
          type: form.fields.type,
          name: form.fields.name,
          signature: { bytes: form.bytes, type: form.type },
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        },
        clock(),
      );
      return ok(accepted);
    },
  );
};
