// GET /metrics: the instance's metrics in Prometheus' text format, for a scraper that sends the
// configured METRICS_TOKEN as a bearer token. Without the setting there is no endpoint (404), as
// on any unknown path; a missing or wrong token is 401. Outside /api and every tenant's scope: a
// customer's token is no metrics token, and a tenant host answers exactly as the bare domain.
import { createHash, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError } from '../errors/app-error.ts';
import type { PortalMetrics } from './portal-metrics.ts';

interface Options {
  metrics: PortalMetrics;
  /** The scraper's bearer token; undefined: the endpoint does not exist. */
  token: string | undefined;
}

export const METRICS_PATH = '/metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compared as digests in constant time: the answer's timing tells nothing of the token. */
function sameToken(presented: string, expected: string): boolean {
  return timingSafeEqual(digest(presented), digest(expected));
}

export const metricsRoute: FastifyPluginAsyncZod<Options> = async (app, { metrics, token }) => {
  app.get(
    METRICS_PATH,
    {
      schema: {
        querystring: z.object({}),
        headers: z.object({ authorization: z.optional(z.string().check(z.maxLength(1024))) }),
      },
    },
    async (request, reply) => {
      if (token === undefined) throw new AppError(ErrorCode.NotFound, 'Not found.');
      const presented = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
      if (presented === undefined || !sameToken(presented, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError(ErrorCode.Unauthenticated, 'A valid metrics token is required.');
      }
      const text = await metrics.scrape();
      return reply
        .header('cache-control', 'no-store')
        .type('text/plain; version=0.0.4; charset=utf-8')
        .send(text);
    },
  );
};
