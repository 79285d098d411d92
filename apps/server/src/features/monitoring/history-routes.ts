// GET monitoring/history/{deviceId} and GET monitoring/insights/{deviceId} (ours, in the spec's
// style; decision 049). History answers CSV instead of the envelope for `format=csv` or an Accept
// header preferring text/csv. 403 FORBIDDEN for a tenant without monitoring, and for insights on a
// device that is not flexio; 404 NOT_FOUND for a device that is not the customer's.

import { envelopeSchema } from '@portal/contract/envelope';
import {
  historyQuerySchema,
  historySchema,
  insightsQuerySchema,
  insightsSchema,
  monitoringDeviceIdSchema,
} from '@portal/contract/monitoring-history';
import { z } from 'zod/mini';
import { errorResponses, ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { HistoryService } from './history-service.ts';
import type { InsightsService } from './insights-service.ts';

const deviceParams = z.strictObject({ deviceId: monitoringDeviceIdSchema });

/** The first media type of an Accept header is text/csv. */
function wantsCsv(accept: string | undefined): boolean {
  return accept?.split(',')[0]?.trim().toLowerCase().startsWith('text/csv') ?? false;
}

export const monitoringHistoryRoutes: RoutePlugin<{
  monitoringHistory: HistoryService;
  monitoringInsights: InsightsService;
}> = async (app, { services }) => {
  app.get(
    '/monitoring/history/:deviceId',
    {
      schema: {
        params: deviceParams,
        querystring: historyQuerySchema,
        // The envelope, or the CSV bytes (a Buffer is sent as it is, never serialized).
        response: {
          ...errorResponses,
          200: z.union([envelopeSchema(historySchema), z.instanceof(Buffer)]),
        },
      },
    },
    async (request, reply) => {
      const history = await services.monitoringHistory.history(
        request.scope,
        request.params.deviceId,
        request.query,
      );
      const csv =
        request.query.format === 'csv' ||
        (request.query.format === undefined && wantsCsv(request.headers.accept));
      if (!csv) return ok(history);
      const file = services.monitoringHistory.csv(history);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(file.bytes);
    },
  );

  app.get(
    '/monitoring/insights/:deviceId',
    {
      schema: {
        params: deviceParams,
        querystring: insightsQuerySchema,
        response: okResponse(insightsSchema),
      },
    },
    async (request) =>
      ok(
        await services.monitoringInsights.insights(
          request.scope,
          request.params.deviceId,
          request.query,
        ),
      ),
  );
};
