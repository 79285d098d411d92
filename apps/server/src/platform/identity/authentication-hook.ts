// Bearer-token authentication, declared once for the whole customer API: registered inside its
// encapsulated scope (api.ts), the hook authenticates every route there before anything else runs
// (no body is parsed for a caller without a valid token) and leaves the request scope on the
// request. Public routes live in a sibling scope and never see this hook.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { RequestScope } from '../scope/request-scope.ts';
import { requiredBearerToken } from './bearer-token.ts';
import type { CustomerAuthentication } from './customer-authentication.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The customer API's request scope; set by the authentication hook of that scope only. */
    scope: RequestScope;
  }
}

export function authenticateEveryRequest(
  app: FastifyInstance,
  authentication: CustomerAuthentication,
): void {
  app.decorateRequest('scope', null as unknown as RequestScope);
  app.addHook('onRequest', async (request) => {
    const token = requiredBearerToken(request);
    const client = { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' };
    const scope = await authentication.authenticate(token, request.tenant, client);
    if (!scope) throw new AppError(ErrorCode.Unauthenticated, 'The bearer token is not valid.');
    request.scope = scope;
  });
}
