// The document downloads of spec §7 besides the offer's, for the signed-in customer: order,
// invoice and delivery prints, the signed iChoosr delivery document, and the grid-operator files
// of an order. Not the customer's document (or not this tenant's): 404 NOT_FOUND.
import { SALES_ORDER_FILES } from '@portal/domain/document-paths';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import { deliveryPdf } from '../../services/documents/delivery-document-service.ts';
import type { DocumentServices } from '../../services/documents/document-context.ts';
import { gridOperatorPdf } from '../../services/documents/grid-operator-document-service.ts';
import { iChoosrPdf } from '../../services/documents/ichoosr-document-service.ts';
import { invoicePdf } from '../../services/documents/invoice-document-service.ts';
import { orderPdf } from '../../services/documents/order-document-service.ts';
import { idParams, recordId, scopeOf } from '../invoices/route-scope.ts';
import { pdfResponses, printQuery, sendPdf } from './pdf-reply.ts';

interface Options {
  services: DocumentServices;
  verifyAccessToken: AccessTokenVerifier;
}

const printParams = z.strictObject({ id: recordId, offerTypeId: recordId });

export const documentRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const { services } = options;
  const preHandler = requireCustomer(options.verifyAccessToken);
  const print = { params: printParams, querystring: printQuery, response: pdfResponses };

  app.get(
    '/orders/:id/files/:offerTypeId',
    { preHandler, schema: print },
    async (request, reply) => {
      const { id, offerTypeId } = request.params;
      return sendPdf(
        reply,
        await orderPdf(services, scopeOf(request), { orderId: id, offerTypeId }),
      );
    },
  );

  app.get(
    '/invoices/:id/files/:offerTypeId',
    { preHandler, schema: print },
    async (request, reply) => {
      const { id, offerTypeId } = request.params;
      const ids = { invoiceId: id, offerTypeId };
      return sendPdf(reply, await invoicePdf(services, scopeOf(request), ids));
    },
  );

  app.get(
    '/deliveries/:id/files/:offerTypeId',
    { preHandler, schema: print },
    async (request, reply) => {
      const { id, offerTypeId } = request.params;
      const ids = { deliveryId: id, offerTypeId };
      return sendPdf(reply, await deliveryPdf(services, scopeOf(request), ids));
    },
  );

  app.get(
    '/deliveries/:id/iChooserFiles',
    {
      preHandler,
      schema: { params: idParams, querystring: z.strictObject({}), response: pdfResponses },
    },
    async (request, reply) =>
      sendPdf(reply, await iChoosrPdf(services, scopeOf(request), request.params.id)),
  );

  app.get(
    '/files/sales/orders/:orderId/:file',
    {
      preHandler,
      schema: {
        params: z.strictObject({ orderId: recordId, file: z.enum(SALES_ORDER_FILES) }),
        querystring: z.strictObject({}),
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const { orderId, file } = request.params;
      return sendPdf(reply, await gridOperatorPdf(services, scopeOf(request), { orderId, file }));
    },
  );
};
