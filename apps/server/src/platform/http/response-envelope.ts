// Response schemas shared by every route: the success envelope around a route's own data, and the
// error envelope for every failure status the API answers with.
import { envelopeSchema, errorEnvelopeSchema } from '@portal/contract/envelope';
import type { z } from 'zod/mini';

export const errorResponses = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  500: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
} as const;

export function okResponse<T extends z.core.$ZodType>(data: T) {
  return { 200: envelopeSchema(data), ...errorResponses };
}

export function ok<T>(data: T): { data: T; errors: [] } {
  return { data, errors: [] };
}
