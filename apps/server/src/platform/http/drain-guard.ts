// Graceful shutdown, first half: once the instance is leaving, its readiness fails while it still
// answers everything else (the load balancer's check takes it out meanwhile); once draining
// starts, every new request is answered 503 while requests already in flight run to completion.
// server.ts then closes the listener and, last, the database.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    startDraining(): void;
    /** Fails readiness from now on; requests are still served until startDraining(). */
    startLeaving(): void;
    isLeaving(): boolean;
  }
}

/** How long a client should wait before trying again: another instance (or this one restarted)
 * is expected to answer by then. */
export const DRAINING_RETRY_AFTER_SECONDS = 5;

export function installDrainGuard(app: FastifyInstance): void {
  let draining = false;
  let leaving = false;
  app.decorate('startDraining', () => {
    leaving = true;
    draining = true;
  });
  app.decorate('startLeaving', () => {
    leaving = true;
  });
  app.decorate('isLeaving', () => leaving);
  app.addHook('onRequest', async (_request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    reply.header('retry-after', String(DRAINING_RETRY_AFTER_SECONDS));
    throw new AppError(ErrorCode.ShuttingDown, 'The server is shutting down, try again shortly.');
  });
}
