// GET inspections/orders/{id} and GET inspections/invoices/{id} (spec §7).
import { inspectionSchema } from '@portal/contract/inspections';
import { z } from 'zod';
import { ok, okResponse } from '../../http/response-envelope.ts';
import type { RoutePlugin } from '../route-plugin.ts';
import { idParams } from '../schemas/record-id.ts';

const schema = {
  params: idParams,
  querystring: z.strictObject({}),
  response: okResponse(inspectionSchema),
};

export const inspectionRoutes: RoutePlugin = async (app, { services }) => {
  const { inspections } = services;

  app.get('/inspections/orders/:id', { schema }, async (request) =>
    ok(await inspections.get(request.scope, { source: 'order', id: request.params.id })),
  );

  app.get('/inspections/invoices/:id', { schema }, async (request) =>
    ok(await inspections.get(request.scope, { source: 'invoice', id: request.params.id })),
  );
};
