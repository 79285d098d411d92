// Counts every answered request into the instance's metrics, by the pattern of the route that
// answered it: a request no route matched (a scan of random URLs, the single-page app's paths)
// counts under one label, so that URLs never become series.
import type { FastifyInstance } from 'fastify';
import type { PortalMetrics } from './portal-metrics.ts';

export const UNMATCHED_ROUTE = 'unmatched';

export function countRequests(app: FastifyInstance, metrics: PortalMetrics): void {
  app.addHook('onResponse', async (request, reply) => {
    metrics.observeRequest({
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      statusCode: reply.statusCode,
      seconds: reply.elapsedTime / 1000,
    });
  });
}
