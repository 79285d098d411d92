// Every request has an id: the load balancer's X-Request-Id when it sent a sane one (so one id
// follows the request from the balancer's log into the portal's), else a new one. It is answered
// in X-Request-Id, bound to every log line of the request (Fastify's request logger), and held in
// the request's asynchronous context, so that what the request causes later (the integration
// events it records, the webhooks that deliver them) carries it too.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Letters, digits and . _ -: safe in a log line, a header and a database column as it is. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._-]{1,128}$/;

/** The incoming id when it is sane, else a new UUID. */
export function requestIdOf(request: Pick<IncomingMessage, 'headers'>): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_REQUEST_ID.test(given) ? given : randomUUID();
}

export function isSaneRequestId(value: string): boolean {
  return SANE_REQUEST_ID.test(value);
}

const requestIds = new AsyncLocalStorage<string>();

/** The id of the request whose work is running now; undefined outside a request (a job). */
export function currentRequestId(): string | undefined {
  return requestIds.getStore();
}

/** Answers the id, and runs the rest of the request inside its context. Bound again before the
 * handler: the body is read in the socket's callbacks, which run outside the request's context. */
export function installRequestIds(app: FastifyInstance): void {
  // On the raw response: the identity provider writes its answers itself, outside Fastify.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    requestIds.run(request.id, done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    requestIds.run(request.id, done);
  });
}
