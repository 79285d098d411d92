// GET offers/{offerId}/files/{offerTypeId}?type=print&versionNumber=N: the offer PDF as an
// attachment named Offer{offerId}.pdf (spec §7). Not the customer's offer: 404.

import { recordId } from '@portal/contract/record-id';
import { documentFileNames } from '@portal/domain/document-paths';
import { z } from 'zod/mini';
import { pdfResponses, sendPdf } from '../../../platform/http/pdf-reply.ts';
import type { RoutePlugin } from '../../../platform/http/route-plugin.ts';
import type { OfferDocumentService } from '../offer-document-service.ts';

export const offerFileRoute: RoutePlugin<{ offerDocuments: OfferDocumentService }> = async (
  app,
  { services },
) => {
  app.get(
    '/offers/:offerId/files/:offerTypeId',
    {
      schema: {
        params: z.strictObject({
          offerId: recordId,
          offerTypeId: recordId,
        }),
        querystring: z.strictObject({
          type: z._default(z.literal('print'), 'print'),
          versionNumber: z.optional(recordId),
        }),
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const { offerId, offerTypeId } = request.params;
      const pdf = await services.offerDocuments.pdf(request.scope, {
        offerId,
        offerTypeId,
        versionNumber: request.query.versionNumber,
      });
      return sendPdf(reply, { bytes: pdf, fileName: documentFileNames.offer(offerId) });
    },
  );
};
