// Repairs of spec §7 (feature support): GET repairs/list, repairs/list/{deliveryId} and
// repairs/list/{deliveryId}/{invoiceId} (the repairs of that delivery's installation), GET
// repairs/{id}, and its report as a PDF, GET repairs/{id}/report. GET repairs/statuses is a public
// status list (status-lists-route.ts).
import { recordId } from '@portal/contract/record-id';
import { repairSchema } from '@portal/contract/repairs';
import { Feature } from '@portal/domain/feature';
import { z } from 'zod/mini';
import { requireFeature } from '../../platform/http/feature-gate.ts';
import { pdfResponses, sendPdf } from '../../platform/http/pdf-reply.ts';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { RepairService } from './repair-service.ts';

const noQuery = z.strictObject({});
const list = okResponse(z.array(repairSchema));

export const repairRoutes: RoutePlugin<{ repairs: RepairService }> = async (app, { services }) => {
  requireFeature(app, Feature.Support);
  const repairs = services.repairs;

  app.get('/repairs/list', { schema: { querystring: noQuery, response: list } }, async (request) =>
    ok(await repairs.list(request.scope)),
  );

  app.get(
    '/repairs/list/:deliveryId',
    {
      schema: {
        params: z.strictObject({ deliveryId: recordId }),
        querystring: noQuery,
        response: list,
      },
    },
    async (request) => ok(await repairs.list(request.scope, request.params)),
  );

  app.get(
    '/repairs/list/:deliveryId/:invoiceId',
    {
      schema: {
        params: z.strictObject({ deliveryId: recordId, invoiceId: recordId }),
        querystring: noQuery,
        response: list,
      },
    },
    async (request) => ok(await repairs.list(request.scope, request.params)),
  );

  app.get(
    '/repairs/:id',
    {
      schema: {
        params: z.strictObject({ id: recordId }),
        querystring: noQuery,
        response: okResponse(repairSchema),
      },
    },
    async (request) => ok(await repairs.get(request.scope, request.params.id)),
  );

  app.get(
    '/repairs/:id/report',
    {
      schema: {
        params: z.strictObject({ id: recordId }),
        querystring: noQuery,
        response: pdfResponses,
      },
    },
    async (request, reply) =>
      sendPdf(reply, await repairs.report(request.scope, request.params.id)),
  );
};
