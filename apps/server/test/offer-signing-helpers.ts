// Multipart sign requests and PDF inspection for the offer signing tests.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { type PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';

/** A valid 1×1 PNG. */
export const PNG_SIGNATURE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

export function signForm(
  fields: Record<string, string>,
  file?: { bytes: Buffer; type: string; name?: string },
): { payload: Buffer; contentType: string } {
  const boundary = `----test${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  if (file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name ?? 'signature'}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** POST offers/{id}/sign on the demo tenant: the PNG signature, under an Idempotency-Key. */
export function signWithKey(
  server: FastifyInstance,
  request: { offerId: number; version: string; authorization: string; key: string },
) {
  const form = signForm({ version: request.version }, { bytes: PNG_SIGNATURE, type: 'image/png' });
  return server.inject({
    method: 'POST',
    url: `/api/offers/${request.offerId}/sign`,
    headers: {
      'x-subdomain': 'demo',
      authorization: request.authorization,
      'content-type': form.contentType,
      'idempotency-key': request.key,
    },
    payload: form.payload,
  });
}

/** Number of image XObjects embedded in the PDF. */
export function embeddedImages(pdf: PDFDocument): number {
  let count = 0;
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (
      object instanceof PDFRawStream &&
      object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image')
    ) {
      count += 1;
    }
  }
  return count;
}
