// Graceful shutdown, first half: once draining starts, every new request is answered 503 (so a
// load balancer's readiness probe fails and it stops sending traffic) while requests already in
// flight run to completion. server.ts then closes the listener and, last, the database.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    startDraining(): void;
  }
}

/** How long a client should wait before trying again: another instance (or this one restarted)
 * is expected to answer by then. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

export function installDrainGuard(app: FastifyInstance): void {
  let draining = false;
  app.decorate('startDraining', () => {
    draining = true;
  });
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    reply.header('retry-after', String(DRAINING_RETRY_AFTER_SECONDS));
    throw new AppError(ErrorCode.ShuttingDown, 'The server is shutting down, try again shortly.');
  });
}
