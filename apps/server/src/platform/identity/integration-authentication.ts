// The integration API's authentication and scope check, declared once for its whole scope
// (src/features/integration/integration-api.ts): every request carries a bearer token that the
// tenant's realm issued to one of the tenant's integration clients, that client is still active,
// and the token grants the scope the route declares. No or an invalid token → 401, a valid token
// without the scope → 403, both in the envelope and before the body is read. A customer's token
// (another audience) and a client of another tenant (another realm, other keys) are invalid tokens
// here.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import {
  type IntegrationRequestScope,
  type IntegrationTokenVerifier,
  type IsClientActive,
  PER_RECORD,
} from '../scope/integration-scope.ts';
import { requiredBearerToken } from './bearer-token.ts';

export interface IntegrationAuthentication {
  verifyToken: IntegrationTokenVerifier;
  isClientActive: IsClientActive;
}

const invalidToken = () =>
  new AppError(ErrorCode.Unauthenticated, 'The bearer token is not a valid integration token.');

export function authenticateIntegrationClients(
  scope: FastifyInstance,
  authentication: IntegrationAuthentication,
): void {
  scope.decorateRequest('integration', null as unknown as IntegrationRequestScope);
  scope.addHook('onRequest', async (request) => {
    const token = requiredBearerToken(request);
    const principal = await authentication.verifyToken(token, request.tenant);
    if (!principal) throw invalidToken();
    if (!(await authentication.isClientActive(request.tenant.id, principal.clientId))) {
      throw invalidToken();
    }
    const needed = request.routeOptions.config.integrationScope;
    // src/features/integration/integration-api.ts refuses to register a route without one; never
    // trust that alone.
    const granted = needed === PER_RECORD || (needed !== undefined && principal.scopes.has(needed));
    if (!granted) {
      throw new AppError(
        ErrorCode.Forbidden,
        `This call needs the scope '${needed ?? 'unknown'}', which the token does not grant.`,
      );
    }
    request.integration = {
      tenant: request.tenant,
      clientId: principal.clientId,
      scopes: principal.scopes,
    };
  });
}
