// The spec's response envelope (§7): `{ data, errors }`. A non-empty errors array means failure.
import { z } from 'zod/mini';
import { ErrorCode } from './error-code.ts';

export const apiErrorSchema = z.object({
  code: z.enum(ErrorCode),
  message: z.string(),
  /** The offending input field, for validation errors (e.g. `query.lang`). */
  field: z.optional(z.string()),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorEnvelopeSchema = z.object({
  data: z.null(),
  errors: z.array(apiErrorSchema).check(z.minLength(1)),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function envelopeSchema<T extends z.core.$ZodType>(data: T) {
  return z.object({ data, errors: z.tuple([]) });
}
export type Envelope<T> = { data: T; errors: [] };
