// Reads the multipart form of POST issues/{id}/file: one or more photos in field `files` and an
// optional text `message`. Each photo is checked and made safe as it arrives (uploads/photo-image),
// so that at most one original is held at a time. Limits (count, bytes per photo) are set where
// multipart is registered; a photo over the byte limit is spec §5's 'File {name} is too big' (413).
import { ErrorCode } from '@portal/contract/error-code';
import { photoFieldsSchema, TICKET_PHOTO_TYPES } from '@portal/contract/support';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod/mini';
import { AppError } from '../../platform/errors/app-error.ts';
import { type MultipartForm, multipartParts } from '../../platform/http/multipart-parts.ts';
import { safePhoto, sniffPhoto } from '../../platform/images/photo-image.ts';
import type { NamedPhoto } from './support-photos.ts';
import { photoName } from './support-photos.ts';

export const photoForm: MultipartForm<typeof photoFieldsSchema> = {
  fields: photoFieldsSchema,
  files: { files: TICKET_PHOTO_TYPES },
};

/** What a browser may declare for a photo: its own type, or none it knows (HEIC on some). */
const declarable: readonly string[] = [...TICKET_PHOTO_TYPES, 'application/octet-stream', ''];

function tooBig(name: string, cause?: unknown): AppError {
  return new AppError(ErrorCode.PayloadTooLarge, `File ${name} is too big`, {
    field: 'body.files',
    cause,
  });
}

function isFileTooLarge(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error
    ? error.code === 'FST_REQ_FILE_TOO_LARGE'
    : false;
}

export async function readPhotoForm(
  request: FastifyRequest,
): Promise<{ message: string; photos: NamedPhoto[] }> {
  const fields: Record<string, string> = {};
  const photos: NamedPhoto[] = [];
  for await (const part of multipartParts(request)) {
    if (part.type !== 'file') {
      if (typeof part.value === 'string') fields[part.fieldname] = part.value;
      continue;
    }
    const name = part.filename || `photo-${photos.length + 1}`;
    if (part.fieldname !== 'files') {
      throw new AppError(ErrorCode.Validation, 'Send the photos in field files.', {
        field: 'body.files',
      });
    }
    let bytes: Buffer;
    try {
      bytes = await part.toBuffer();
    } catch (error) {
      if (isFileTooLarge(error)) throw tooBig(name, error);
      throw new AppError(ErrorCode.Validation, 'The multipart body is malformed.', {
        field: 'body',
        cause: error,
      });
    }
    const declared = part.mimetype.toLowerCase().split(';')[0]?.trim() ?? '';
    const type = sniffPhoto(bytes);
    if (!type || !declarable.includes(declared)) {
      throw new AppError(
        ErrorCode.UnsupportedMediaType,
        `File ${name} is not a photo: JPEG, PNG, WebP or HEIC.`,
        { field: 'body.files' },
      );
    }
    photos.push({ name: photoName(name, photos.length), photo: await safePhoto(bytes, type) });
  }
  const parsed = z.safeParse(photoFieldsSchema, fields);
  if (!parsed.success) {
    const field = `body.${String(parsed.error.issues[0]?.path[0] ?? '')}`;
    throw new AppError(ErrorCode.Validation, `${field}: a valid value is required.`, { field });
  }
  if (photos.length === 0) {
    throw new AppError(ErrorCode.Validation, 'Send at least one photo in field files.', {
      field: 'body.files',
    });
  }
  return { message: parsed.data.message ?? '', photos };
}
