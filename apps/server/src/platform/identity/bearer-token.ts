// The one reader of the `Authorization: Bearer …` header, for both APIs' authentication hooks
// (the customer API's authentication-hook.ts and the integration API's
// integration-authentication.ts): the same header, the same refusal when it is missing.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

const bearerPattern = /^Bearer\s+(\S+)$/i;

/** The request's bearer token; 401 in the envelope when there is none. */
export function requiredBearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const token = header ? bearerPattern.exec(header)?.[1] : undefined;
  if (!token) throw new AppError(ErrorCode.Unauthenticated, 'A bearer token is required.');
  return token;
}
