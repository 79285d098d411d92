// GET inspections/orders/{id} and GET inspections/invoices/{id} (spec §7).
import { inspectionSchema } from '@portal/contract/inspections';
import { z } from 'zod/mini';
import { idParams } from '../../platform/http/record-id.ts';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { InspectionService } from './inspection-service.ts';

const schema = {
  params: idParams,
  querystring: z.strictObject({}),
  response: okResponse(inspectionSchema),
};

export const inspectionRoutes: RoutePlugin<{ inspections: InspectionService }> = async (
  app,
  { services },
) => {
  const { inspections } = services;

  app.get('/inspections/orders/:id', { schema }, async (request) =>
    ok(await inspections.get(request.scope, { source: 'order', id: request.params.id })),
  );

  app.get('/inspections/invoices/:id', { schema }, async (request) =>
    ok(await inspections.get(request.scope, { source: 'invoice', id: request.params.id })),
  );
};
