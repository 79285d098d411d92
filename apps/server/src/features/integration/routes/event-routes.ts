// What the customers did, for the back office (decision 055): the events by cursor,
// for a back office that cannot receive webhooks (the same events the webhooks carry, in id
// order), and the signed offer PDF an `offer.signed` event links to.
import {
  integrationEventPageSchema,
  integrationEventQuerySchema,
} from '@portal/contract/integration/events';
import { recordId } from '@portal/contract/record-id';
import { z } from 'zod/mini';
import { sendPdf } from '../../../platform/http/pdf-reply.ts';
import { ok } from '../../../platform/http/response-envelope.ts';
import type { IntegrationEventCursor } from '../../integration-events/index.ts';
import type { SignedOfferPdfs } from '../../offers/index.ts';
import { integrationResponses, pdfFileResponses } from './integration-responses.ts';
import type { IntegrationRoutePlugin } from './integration-route.ts';

const signedPdfParams = z.strictObject({
  offerId: recordId,
  versionNumber: z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)),
});

export const eventRoutes: IntegrationRoutePlugin<{
  integrationEvents: IntegrationEventCursor;
  signedOfferPdfs: SignedOfferPdfs;
}> = async (app, { services }) => {
  app.get(
    '/events',
    {
      config: { integrationScope: 'events:read' },
      schema: {
        summary: 'The events after a cursor, in order',
        description:
          'The same events the webhooks carry. Ask with `after` = the `next` of the last page ' +
          '(0 for the start); an empty page gives back the same `next`: ask again later. ' +
          'Events are kept for the retention the portal is configured with (30 days after they ' +
          'occurred by default), then deleted: a cursor older than that continues with the ' +
          'oldest event kept, and what came before it is gone. `account.erased` says a customer ' +
          'erased their account: the portal deleted or anonymised their data and took their ' +
          'name, e-mail and address out of the earlier events; erase them in your systems too, ' +
          'except the records its `kept` lists (invoices, signed offers and orders), which the ' +
          'law requires to keep until `keptUntil`, locked.',
        tags: ['events'],
        querystring: integrationEventQuerySchema,
        response: integrationResponses(integrationEventPageSchema),
      },
    },
    async (request) => {
      const { after, limit } = request.query;
      const tenantId = request.integration.tenant.id;
      return ok(await services.integrationEvents.listEvents(tenantId, after, limit));
    },
  );

  app.get(
    '/signed-offers/:offerId/versions/:versionNumber/pdf',
    {
      config: { integrationScope: 'sales:read' },
      schema: {
        summary: 'The signed PDF of an offer version (by the portal ids of offer.signed)',
        description:
          'The offer as the customer saw it, their signature and the audit page, as one PDF.',
        tags: ['events'],
        params: signedPdfParams,
        querystring: z.strictObject({}),
        response: pdfFileResponses,
      },
    },
    async (request, reply) => {
      const file = await services.signedOfferPdfs.read(
        request.integration.tenant.id,
        request.params,
      );
      return sendPdf(reply, file);
    },
  );
};
