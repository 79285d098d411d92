// GET offers/{offerId}/files/{offerTypeId}?type=print&versionNumber=N: the offer PDF as an
// attachment named Offer{offerId}.pdf (spec §7). Not the customer's offer: 404.
import { documentFileNames } from '@portal/domain/document-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import type { FileStore } from '../../documents/file-store.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import { offerPdfForDownload } from '../../services/offers/offer-document-service.ts';
import { pdfResponses, sendPdf } from '../documents/pdf-reply.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
  clock: () => Date;
  store: FileStore;
}

export const offerFileRoute: FastifyPluginAsyncZod<Options> = async (app, options) => {
  app.get(
    '/offers/:offerId/files/:offerTypeId',
    {
      preHandler: requireCustomer(options.verifyAccessToken),
      schema: {
        params: z.strictObject({
          offerId: z.coerce.number().int().positive(),
          offerTypeId: z.coerce.number().int().positive(),
        }),
        querystring: z.strictObject({
          type: z.literal('print').default('print'),
          versionNumber: z.coerce.number().int().positive().optional(),
        }),
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const scope = { tenant: request.tenant, customerId: request.principal.customerId };
      const { offerId, offerTypeId } = request.params;
      const pdf = await offerPdfForDownload(
        options.db,
        options.store,
        scope,
        { offerId, offerTypeId, versionNumber: request.query.versionNumber },
        options.clock(),
      );
      return sendPdf(reply, { bytes: pdf, fileName: documentFileNames.offer(offerId) });
    },
  );
};
