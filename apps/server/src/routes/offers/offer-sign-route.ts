// POST offers/{id}/sign, multipart: fields `version` and `file` (the drawn signature: PNG, JPEG or
// SVG, checked by its bytes; at most one file of 2 MB). An Idempotency-Key header makes repeats
// return the first result; see services/offers/offer-idempotency.ts.
import { createHash } from 'node:crypto';
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import { offerParamsSchema, offerSignedSchema } from '@portal/contract/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { FileStore } from '../../documents/file-store.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import { runIdempotently } from '../../services/offers/offer-idempotency.ts';
import { signOffer } from '../../services/offers/offer-signing-service.ts';
import { ok, okResponse } from '../schemas/responses.ts';
import { readSignatureForm } from './signature-form.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
  store: FileStore;
}

const fieldsSchema = z.strictObject({ version: z.coerce.number().int().positive() });

export const offerSignRoute: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { db, store, clock } = options;
  app.post(
    '/offers/:id/sign',
    {
      preHandler: requireCustomer(options.verifyAccessToken),
      schema: {
        params: offerParamsSchema,
        querystring: z.strictObject({}),
        headers: z.object({ 'idempotency-key': z.string().min(1).max(200).optional() }),
        response: {
          ...okResponse(offerSignedSchema),
          409: errorEnvelopeSchema,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const scope = { tenant: request.tenant, customerId: request.principal.customerId };
      const form = await readSignatureForm(request, fieldsSchema);
      const sign = () =>
        signOffer(
          { db, store },
          scope,
          {
            offerId: request.params.id,
            versionNumber: form.fields.version,
            signature: { bytes: form.bytes, type: form.type },
            ip: request.ip,
            userAgent: request.headers['user-agent'] ?? '',
          },
          clock(),
        );
      const key = request.headers['idempotency-key'];
      if (!key) return ok(await sign());
      const requestHash = createHash('sha256')
        .update(JSON.stringify([request.params.id, form.fields.version, form.type]))
        .update(form.bytes)
        .digest('hex');
      const claim = {
        tenantId: scope.tenant.id,
        customerId: scope.customerId,
        key,
        operation: 'offer.sign',
        requestHash,
      };
      return ok(
        await runIdempotently(db, claim, clock, sign, (json) => offerSignedSchema.parse(json)),
      );
    },
  );
};
