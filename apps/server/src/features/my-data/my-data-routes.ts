// The customer's own data on the account page (decisions 097 and 098): GET and POST
// customers/me/data-export (the latest archive; ask for a new one) and POST customers/me/erasure
// (mail me the link that confirms the erasure). Ours: the spec has no such calls.
import { dataExportSchema, erasureRequestedSchema, noBodySchema } from '@portal/contract/my-data';
import { z } from 'zod/mini';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { AccountErasureService } from './account-erasure-service.ts';
import type { DataExportService } from './data-export-service.ts';

export const myDataRoutes: RoutePlugin<{
  dataExports: DataExportService;
  accountErasure: AccountErasureService;
}> = async (app, { services }) => {
  app.get(
    '/customers/me/data-export',
    { schema: { querystring: z.strictObject({}), response: okResponse(dataExportSchema) } },
    async (request) => ok(await services.dataExports.latest(request.scope)),
  );

  app.post(
    '/customers/me/data-export',
    {
      schema: {
        querystring: z.strictObject({}),
        body: noBodySchema,
        response: okResponse(dataExportSchema),
      },
    },
    async (request) => ok(await services.dataExports.request(request.scope)),
  );

  app.post(
    '/customers/me/erasure',
    {
      schema: {
        querystring: z.strictObject({}),
        body: noBodySchema,
        response: okResponse(erasureRequestedSchema),
      },
    },
    async (request) => ok(await services.accountErasure.request(request.scope)),
  );
};
