// The parts of a multipart request. busboy reports a body that is not well-formed multipart (no
// boundary, a part header cut off, the end missing) as plain errors without a status, which the
// error handler would answer as 500: here they become a 400 in the envelope. The plugin's own
// limit errors (413) and our AppErrors keep theirs.
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { AppError } from '../errors/app-error.ts';

/** A multipart route's form, declared in its route config (platform/http/route-access.ts): the text
 * fields' schema and, per file field, the content types it accepts. The route reads the form
 * with this same value, so what is declared is what is checked. */
export interface MultipartForm<Fields extends z.core.$ZodType = z.core.$ZodType> {
  fields: Fields;
  files: Readonly<Record<string, readonly string[]>>;
}

export async function* multipartParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  try {
    for await (const part of request.parts()) yield part;
  } catch (error) {
    throw asClientError(error);
  }
}

/** The whole content of a file part (a body cut off inside it is a 400 too). */
export async function partBytes(part: MultipartFile): Promise<Buffer> {
  try {
    return await part.toBuffer();
  } catch (error) {
    throw asClientError(error);
  }
}

function asClientError(error: unknown): unknown {
  if (error instanceof AppError || hasClientStatus(error)) return error;
  return new AppError(ErrorCode.Validation, 'The multipart body is malformed.', {
    field: 'body',
    cause: error,
  });
}

function hasClientStatus(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('statusCode' in error)) return false;
  const { statusCode } = error;
  return typeof statusCode === 'number' && statusCode >= 400 && statusCode < 500;
}
