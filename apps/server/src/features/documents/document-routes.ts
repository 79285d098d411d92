// The document downloads of spec §7 besides the offer's, for the signed-in customer: order,
// invoice and delivery prints, the signed iChoosr delivery document, and the grid-operator files
// of an order, and the certificate PDF of an inspection. Not the customer's document (or not this
// tenant's): 404 NOT_FOUND.
import { SALES_ORDER_FILES } from '@portal/domain/document-paths';
import { z } from 'zod/mini';
import { pdfResponses, printQuery, sendPdf } from '../../platform/http/pdf-reply.ts';
import { idParams, recordId } from '../../platform/http/record-id.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { DocumentService } from './document-service.ts';

const printParams = z.strictObject({ id: recordId, offerTypeId: recordId });
const print = { params: printParams, querystring: printQuery, response: pdfResponses };
const stored = { params: idParams, querystring: z.strictObject({}), response: pdfResponses };

export const documentRoutes: RoutePlugin<{ documents: DocumentService }> = async (
  app,
  { services },
) => {
  const { documents } = services;

  app.get('/orders/:id/files/:offerTypeId', { schema: print }, async (request, reply) => {
    const { id, offerTypeId } = request.params;
    return sendPdf(reply, await documents.orderPdf(request.scope, { orderId: id, offerTypeId }));
  });

  app.get('/invoices/:id/files/:offerTypeId', { schema: print }, async (request, reply) => {
    const { id, offerTypeId } = request.params;
    const ids = { invoiceId: id, offerTypeId };
    return sendPdf(reply, await documents.invoicePdf(request.scope, ids));
  });

  app.get('/deliveries/:id/files/:offerTypeId', { schema: print }, async (request, reply) => {
    const { id, offerTypeId } = request.params;
    const ids = { deliveryId: id, offerTypeId };
    return sendPdf(reply, await documents.deliveryPdf(request.scope, ids));
  });

  app.get('/deliveries/:id/iChooserFiles', { schema: stored }, async (request, reply) =>
    sendPdf(reply, await documents.iChoosrPdf(request.scope, request.params.id)),
  );

  app.get(
    '/files/sales/orders/:orderId/:file',
    {
      schema: {
        params: z.strictObject({ orderId: recordId, file: z.enum(SALES_ORDER_FILES) }),
        querystring: z.strictObject({}),
        response: pdfResponses,
      },
    },
    async (request, reply) => {
      const { orderId, file } = request.params;
      return sendPdf(reply, await documents.gridOperatorPdf(request.scope, { orderId, file }));
    },
  );

  // Addressed like GET inspections/{orders|invoices}/{id} (documentPaths.inspectionCertificate).
  for (const source of ['order', 'invoice'] as const) {
    app.get(
      `/files/inspections/${source}s/:id/certificate`,
      { schema: stored },
      async (request, reply) =>
        sendPdf(
          reply,
          await documents.inspectionCertificatePdf(request.scope, {
            source,
            id: request.params.id,
          }),
        ),
    );
  }
};
