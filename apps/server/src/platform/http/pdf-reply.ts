// How every document download answers (spec §7): the PDF bytes as an attachment with its download
// name, never sniffed as something else and never kept by a shared cache.
import type { FastifyReply } from 'fastify';
import { z } from 'zod/mini';
import { errorResponses } from './response-envelope.ts';

export const pdfResponses = { 200: z.instanceof(Buffer), ...errorResponses } as const;

/** `?type=print` is the only print type the spec names; it may be left out. */
export const printQuery = z.strictObject({ type: z._default(z.literal('print'), 'print') });

export function sendPdf(reply: FastifyReply, file: { bytes: Uint8Array; fileName: string }) {
  return reply
    .header('Content-Type', 'application/pdf')
    .header('Content-Disposition', `attachment; filename="${file.fileName}"`)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(Buffer.from(file.bytes));
}
