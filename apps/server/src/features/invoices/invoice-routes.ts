// GET invoices/{id} and GET invoices/{id}/related (spec §7) for the signed-in customer.
import { invoiceSchema, relatedInvoicesSchema } from '@portal/contract/invoices';
import { z } from 'zod/mini';
import { idParams } from '../../platform/http/record-id.ts';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { InvoiceService } from './invoice-service.ts';

export const invoiceRoutes: RoutePlugin<{ invoices: InvoiceService }> = async (
  app,
  { services },
) => {
  const { invoices } = services;

  app.get(
    '/invoices/:id',
    {
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: okResponse(invoiceSchema),
      },
    },
    async (request) => ok(await invoices.get(request.scope, request.params.id)),
  );

  app.get(
    '/invoices/:id/related',
    {
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: okResponse(relatedInvoicesSchema),
      },
    },
    async (request) => ok(await invoices.related(request.scope, request.params.id)),
  );
};
