// Shared by the order, invoice, delivery, inspection and grid-operator routes: the numeric id in
// the path (within PostgreSQL's integer range, so an absurd id is a 400, not a database error),
// and the customer scope taken from the verified token, never from the request.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { TenantRecord } from '../../repositories/tenant-repository.ts';

export const recordId = z.coerce.number().int().positive().max(2_147_483_647);

export const idParams = z.strictObject({ id: recordId });

export interface RequestScope {
  tenant: TenantRecord;
  customerId: number;
}

export function scopeOf(request: FastifyRequest): RequestScope {
  return { tenant: request.tenant, customerId: request.principal.customerId };
}
