// Liveness and readiness for load balancers and orchestrators: /healthz says the process answers,
// /readyz that the database does too and that the instance is not leaving (after SIGTERM it fails
// first, while the instance still answers, so the balancer stops sending it requests before it
// closes). Outside /api: no tenant needed.
import { envelopeSchema, errorEnvelopeSchema } from '@portal/contract/envelope';
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod/mini';
import { AppError } from '../errors/app-error.ts';
import { DRAINING_RETRY_AFTER_SECONDS } from './drain-guard.ts';
import { ok } from './response-envelope.ts';

interface Options {
  ping: () => Promise<void>;
}

const schema = <S extends 'ok' | 'ready'>(status: S) => ({
  querystring: z.strictObject({}),
  response: {
    200: envelopeSchema(z.object({ status: z.literal(status) })),
    503: errorEnvelopeSchema,
  },
});

export const healthRoute: FastifyPluginAsyncZod<Options> = async (app, { ping }) => {
  app.get('/healthz', { schema: schema('ok') }, async () => ok({ status: 'ok' as const }));
  app.get('/readyz', { schema: schema('ready') }, async (request, reply) => {
    if (app.isLeaving()) {
      reply.header('retry-after', String(DRAINING_RETRY_AFTER_SECONDS));
      throw new AppError(ErrorCode.ShuttingDown, 'The server is shutting down, try again shortly.');
    }
    try {
      await ping();
    } catch (error) {
      request.log.warn({ err: error }, 'database not reachable');
      throw new AppError(ErrorCode.Unavailable, 'The database is not reachable.');
    }
    return ok({ status: 'ready' as const });
  });
};
