// The mailed links of the customer's own data, which work without signing in (the token is the
// key, and only on its own tenant's portal): GET data-exports/download?token= answers the archive
// itself, POST account-erasures/confirm erases the account (decisions 097 and 098).
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import {
  dataExportDownloadQuerySchema,
  erasureConfirmSchema,
  erasureDoneSchema,
} from '@portal/contract/my-data';
import { z } from 'zod/mini';
import { errorResponses, ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { AccountErasureService } from './account-erasure-service.ts';
import type { DataExportService } from './data-export-service.ts';

export const myDataLinkRoutes: RoutePlugin<{
  dataExports: DataExportService;
  accountErasure: AccountErasureService;
}> = async (app, { services }) => {
  app.get(
    '/data-exports/download',
    {
      config: { tenantByHost: true },
      schema: {
        querystring: dataExportDownloadQuerySchema,
        response: { 200: z.instanceof(Buffer), ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await services.dataExports.download(request.tenant, request.query.token);
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header('Referrer-Policy', 'no-referrer')
        .send(file.bytes);
    },
  );

  app.post(
    '/account-erasures/confirm',
    {
      schema: {
        querystring: z.strictObject({}),
        body: erasureConfirmSchema,
        response: { ...okResponse(erasureDoneSchema), 410: errorEnvelopeSchema },
      },
    },
    async (request) =>
      ok(await services.accountErasure.confirm(request.tenant, request.body.token)),
  );
};
