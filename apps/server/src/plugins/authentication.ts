// Bearer-token authentication for customer routes. The verifier is a dependency (the JWT verifier
// of identity/access-token-verifier.ts in the app; a stand-in in some route tests).
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';
import type { TenantRecord } from '../repositories/tenant-repository.ts';

export interface CustomerPrincipal {
  customerId: number;
}

export type AccessTokenVerifier = (
  token: string,
  tenant: TenantRecord,
) => Promise<CustomerPrincipal | undefined>;

declare module 'fastify' {
  interface FastifyRequest {
    principal: CustomerPrincipal;
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/** A preHandler for routes that need a signed-in customer of the request's tenant. */
export function requireCustomer(verify: AccessTokenVerifier) {
  return async (request: FastifyRequest): Promise<void> => {
    const token = bearerToken(request);
    if (!token) {
      throw new AppError(ErrorCode.Unauthenticated, 'A bearer token is required.');
    }
    const principal = await verify(token, request.tenant);
    if (!principal) {
      throw new AppError(ErrorCode.Unauthenticated, 'The bearer token is not valid.');
    }
    request.principal = principal;
  };
}
