// Reads a multipart form with text fields and one signature `file` (PNG, JPEG or SVG, checked by
// its bytes against the declared type; made safe by platform/images/safe-image.ts when the service
// calls `safe()`, after it found what is signed). Limits (one
// file, 2 MB) are set where multipart is registered; exceeding them is a 413.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import { SIGNATURE_CONTENT_TYPES } from '@portal/contract/offers';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { AppError } from '../../../platform/errors/app-error.ts';
import {
  type MultipartForm,
  multipartParts,
  partBytes,
} from '../../../platform/http/multipart-parts.ts';
import { SIGNATURE_IMAGE_LIMITS, safeImage } from '../../../platform/images/safe-image.ts';
import {
  type ReceivedSignature,
  sniffSignatureImage,
} from '../../../platform/images/signature-image.ts';

const unsupported = `The image type is incorrect. Supported types: ${SIGNATURE_CONTENT_TYPES.join(', ')}.`;

/** The form of a signing route: its text fields and one signature `file`. A route declares it in
 * its config (`config: { multipart: form }`) and reads the request with it. */
export function signatureForm<T extends z.core.$ZodType>(fields: T): MultipartForm<T> {
  return { fields, files: { file: SIGNATURE_CONTENT_TYPES } };
}

export async function readSignatureForm<T extends z.core.$ZodType>(
  request: FastifyRequest,
  form: MultipartForm<T>,
): Promise<{ fields: z.infer<T>; signature: ReceivedSignature }> {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; declared: string } | undefined;
  for await (const part of multipartParts(request)) {
    if (part.type === 'file') {
      if (part.fieldname !== 'file' || file) {
        throw new AppError(ErrorCode.Validation, 'Send one file, named file.', {
          field: 'body.file',
        });
      }
      file = { bytes: await partBytes(part), declared: part.mimetype };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  const parsed = z.safeParse(form.fields, fields);
  if (!parsed.success) {
    const field = `body.${String(parsed.error.issues[0]?.path[0] ?? '')}`;
    throw new AppError(ErrorCode.Validation, `${field}: a valid value is required.`, { field });
  }
  if (!file || file.bytes.length === 0 || file.bytes.every((byte) => byte <= 0x20)) {
    throw new AppError(ErrorCode.Validation, 'The signature is empty.', { field: 'body.file' });
  }
  const declared = file.declared.toLowerCase().split(';')[0]?.trim() ?? '';
  const actual = sniffSignatureImage(file.bytes);
  const accepted: readonly string[] = SIGNATURE_CONTENT_TYPES;
  if (!actual || !accepted.includes(declared) || declared !== actual) {
    throw new AppError(ErrorCode.UnsupportedMediaType, unsupported, { field: 'body.file' });
  }
  const sentSha256 = createHash('sha256').update(file.bytes).digest('hex');
  const bytes = file.bytes;
  const signature: ReceivedSignature = {
    sentType: actual,
    sentSha256,
    // Checked by its header, decoded within limits and encoded again before anyone keeps it;
    // called by the service once it found what is signed.
    async safe() {
      const image = await safeImage(bytes, actual, SIGNATURE_IMAGE_LIMITS);
      return { bytes: image.bytes, type: image.type, sentSha256 };
    },
  };
  return { fields: parsed.data, signature };
}
