// The Idempotency-Key header of the signings (offers/{id}/sign, orders/{id}/sign): optional; a
// repeat of the same request under the same key answers the first result.
import { z } from 'zod';

export const idempotencyKeyHeaders = z.object({
  'idempotency-key': z.string().min(1).max(200).optional(),
});
