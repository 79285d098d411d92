// Every request has an id: the load balancer's X-Request-Id when it sent a sane one (so one id
// follows the request from the balancer's log into the portal's), else a new one. It is answered
// in X-Request-Id, bound to every log line of the request (Fastify's request logger), and held in
// the request's asynchronous context, so that what the request causes later (the integration
// events it records, the webhooks that deliver them) carries it too.
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

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

/** What the work of one request shares, wherever it runs (one object per request: a key for
 * what others keep about the request, its trace span for one). */
export interface RequestContext {
  readonly id: string;
}

const requestContexts = new AsyncLocalStorage<RequestContext>();
const contextOfRequest = new WeakMap<object, RequestContext>();

/** The context of the request whose work is running now; undefined outside one (a job). */
export function currentRequestContext(): RequestContext | undefined {
  return requestContexts.getStore();
}

/** The id of the request whose work is running now; undefined outside a request (a job). */
export function currentRequestId(): string | undefined {
  return requestContexts.getStore()?.id;
}

/** The request's context, from its hooks (made by the first onRequest hook). */
export function requestContextOf(request: FastifyRequest): RequestContext {
  const known = contextOfRequest.get(request.raw);
  if (known) return known;
  const made: RequestContext = { id: request.id };
  contextOfRequest.set(request.raw, made);
  return made;
}

/** Answers the id, and runs the rest of the request inside its context. Bound again before the
 * handler: the body is read in the socket's callbacks, which run outside the request's context. */
export function installRequestIds(app: FastifyInstance): void {
  // On the raw response: the identity provider writes its answers itself, outside Fastify.
  app.addHook('onRequest', (request, reply, done) => {
    reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
    requestContexts.run(requestContextOf(request), done);
  });
  app.addHook('preValidation', (request, _reply, done) => {
    requestContexts.run(requestContextOf(request), done);
  });
}
