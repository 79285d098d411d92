// GET monitoring/getDevices and POST monitoring/enableBroadcast (spec §7, feature monitoring).
// The live messages themselves come over the socket (live-socket-route.ts).
import {
  broadcastEnabledSchema,
  enableBroadcastSchema,
  monitoringDeviceSchema,
} from '@portal/contract/monitoring';
import { Feature } from '@portal/domain/feature';
import { z } from 'zod/mini';
import { requireFeature } from '../../platform/http/feature-gate.ts';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { MonitoringService } from './monitoring-service.ts';

export const monitoringRoutes: RoutePlugin<{ monitoring: MonitoringService }> = async (
  app,
  { services },
) => {
  requireFeature(app, Feature.Monitoring);
  const { monitoring } = services;

  app.get(
    '/monitoring/getDevices',
    {
      schema: {
        querystring: z.strictObject({}),
        response: okResponse(z.array(monitoringDeviceSchema)),
      },
    },
    async (request) => ok(await monitoring.devices(request.scope)),
  );

  app.post(
    '/monitoring/enableBroadcast',
    {
      schema: {
        querystring: z.strictObject({}),
        body: enableBroadcastSchema,
        response: okResponse(broadcastEnabledSchema),
      },
    },
    async (request) => ok(await monitoring.enableBroadcast(request.scope, request.body.deviceId)),
  );
};
