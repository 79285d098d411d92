// GET energy-plan/{deviceId} and PUT energy-plan/{deviceId}/settings (decision 094): the latest
// plan of the customer's device with its settings and saving total, and a change of the settings.
import {
  energyPlanAnswerSchema,
  energyPlanParamsSchema,
  energyPlanSettingsBodySchema,
  energyPlanSettingsSchema,
} from '@portal/contract/energy-plan';
import { ok, okResponse } from '../../platform/http/response-envelope.ts';
import type { RoutePlugin } from '../../platform/http/route-plugin.ts';
import type { EnergyPlanService } from './energy-plan-service.ts';

export const energyPlanRoutes: RoutePlugin<{ energyPlan: EnergyPlanService }> = async (
  app,
  { services },
) => {
  app.get(
    '/energy-plan/:deviceId',
    { schema: { params: energyPlanParamsSchema, response: okResponse(energyPlanAnswerSchema) } },
    async (request) => ok(await services.energyPlan.plan(request.scope, request.params.deviceId)),
  );

  app.put(
    '/energy-plan/:deviceId/settings',
    {
      schema: {
        params: energyPlanParamsSchema,
        body: energyPlanSettingsBodySchema,
        response: okResponse(energyPlanSettingsSchema),
      },
    },
    async (request) =>
      ok(
        await services.energyPlan.changeSettings(
          request.scope,
          request.params.deviceId,
          request.body,
        ),
      ),
  );
};
