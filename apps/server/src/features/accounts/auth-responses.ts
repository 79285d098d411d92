// Responses of the registration and password calls: the usual envelope plus 410 (link expired or
// used) and 429 (rate limited).
import { errorEnvelopeSchema } from '@portal/contract/envelope';
import type { z } from 'zod/mini';
import { okResponse } from '../../platform/http/response-envelope.ts';

export function linkResponses<T extends z.core.$ZodType>(data: T) {
  return { ...okResponse(data), 410: errorEnvelopeSchema, 429: errorEnvelopeSchema };
}
