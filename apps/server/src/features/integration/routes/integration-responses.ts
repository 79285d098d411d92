// The answers every integration operation may give: its data in the envelope, or the error
// envelope, with the statuses the integration API adds to the customer API's (409: a lifecycle
// refusal; 413: a PDF too large).
import { envelopeSchema, errorEnvelopeSchema } from '@portal/contract/envelope';
import { z } from 'zod/mini';
import { errorResponses } from '../../../platform/http/response-envelope.ts';

export function integrationResponses<T extends z.core.$ZodType>(data: T) {
  return {
    200: envelopeSchema(data),
    ...errorResponses,
    409: errorEnvelopeSchema,
    413: errorEnvelopeSchema,
  };
}

/** A PDF answered as its bytes (not in the envelope); errors are still envelopes. */
export const pdfBytesSchema = z.instanceof(Buffer);

export const pdfFileResponses = { 200: pdfBytesSchema, ...errorResponses } as const;

export const deletedSchema = z.object({ deleted: z.literal(true) });

/** Bodies with a PDF in base64: up to 10 MiB of PDF, and the rest of the record. */
export const PDF_BODY_LIMIT = 15 * 1024 * 1024;
