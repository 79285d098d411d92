// GET invoices/{id} and GET invoices/{id}/related (spec §7) for the signed-in customer.
import { invoiceSchema, relatedInvoicesSchema } from '@portal/contract/invoices';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { type AccessTokenVerifier, requireCustomer } from '../../plugins/authentication.ts';
import { getInvoice, getRelatedInvoices } from '../../services/invoices/invoice-service.ts';
import { ok, okResponse } from '../schemas/responses.ts';
import { idParams, scopeOf } from './route-scope.ts';

interface Options {
  db: Kysely<Database>;
  verifyAccessToken: AccessTokenVerifier;
}

export const invoiceRoutes: FastifyPluginAsyncZod<Options> = async (app, options) => {
  const preHandler = requireCustomer(options.verifyAccessToken);

  app.get(
    '/invoices/:id',
    {
      preHandler,
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: okResponse(invoiceSchema),
      },
    },
    async (request) => ok(await getInvoice(options.db, scopeOf(request), request.params.id)),
  );

  app.get(
    '/invoices/:id/related',
    {
      preHandler,
      schema: {
        params: idParams,
        querystring: z.strictObject({}),
        response: okResponse(relatedInvoicesSchema),
      },
    },
    async (request) =>
      ok(await getRelatedInvoices(options.db, scopeOf(request), request.params.id)),
  );
};
