// The Idempotency-Key header of the signings (offers/{id}/sign, orders/{id}/sign): optional; a
// repeat of the same request under the same key answers the first result.
import { z } from 'zod/mini';

export const idempotencyKeyHeaders = z.object({
  'idempotency-key': z.optional(z.string().check(z.minLength(1), z.maxLength(200))),
});
