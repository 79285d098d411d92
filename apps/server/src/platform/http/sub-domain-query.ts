// Some calls repeat the tenant in a `subDomain` query parameter (spec §7). It must name the same
// tenant as the x-subdomain header: a mismatch is a client bug worth a clear 400.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { AppError } from '../errors/app-error.ts';

export const subDomainParameter = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.minLength(1), z.maxLength(63));

export function assertSameTenant(request: FastifyRequest, subDomain: string | undefined): void {
  if (subDomain !== undefined && subDomain !== request.tenant.subdomain) {
    throw new AppError(
      ErrorCode.Validation,
      'query.subDomain must name the same tenant as the x-subdomain header.',
      { field: 'query.subDomain' },
    );
  }
}
