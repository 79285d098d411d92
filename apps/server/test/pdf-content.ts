// Reads generated PDFs back for tests: the text drawn with the standard fonts (pdf-lib writes each
// drawText as a hex string shown with Tj, in WinAnsi, in Flate-compressed content streams) and the
// module matrix of an embedded QR code image; and the headers every PDF download answers with.
import { inflateSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { PDFArray, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import QRCode from 'qrcode';
import { expect } from 'vitest';

/** A 200 answer carrying the PDF as an attachment named `fileName`, never sniffed nor cached. */
export function expectPdfAttachment(response: LightMyRequestResponse, fileName: string): void {
  expect(response.statusCode, response.body.slice(0, 200)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${fileName}"`);
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(response.headers['cache-control']).toBe('private, no-store');
}

function decoded(stream: PDFRawStream): Buffer {
  const filter = stream.dict.get(PDFName.of('Filter'));
  const bytes = Buffer.from(stream.contents);
  const flate =
    filter === PDFName.of('FlateDecode') ||
    (filter instanceof PDFArray && filter.asArray().includes(PDFName.of('FlateDecode')));
  return flate ? inflateSync(bytes) : bytes;
}

function isImage(stream: PDFRawStream): boolean {
  return stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');
}

/** Every text string drawn in the PDF, in drawing order, joined by newlines. */
export async function pdfTextOf(bytes: Uint8Array): Promise<string> {
  const pdf = await PDFDocument.load(bytes);
  const texts: string[] = [];
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || isImage(object)) continue;
    const content = decoded(object).toString('latin1');
    for (const match of content.matchAll(/<([0-9A-Fa-f\s]*)>\s*Tj/g)) {
      texts.push(Buffer.from((match[1] ?? '').replace(/\s/g, ''), 'hex').toString('latin1'));
    }
  }
  return texts.join('\n');
}

function numberOf(stream: PDFRawStream, key: string): number {
  const value = stream.dict.get(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : Number.NaN;
}

/**
 * True when the PDF embeds an image that is the QR code of `payload` (error correction M, with
 * the given quiet zone and scale): same size, and every module's centre pixel dark or light as
 * the `qrcode` package's matrix says.
 */
export async function containsQrCode(
  bytes: Uint8Array,
  payload: string,
  layout: { margin: number; scale: number },
): Promise<boolean> {
  const { modules } = QRCode.create(payload, { errorCorrectionLevel: 'M' });
  const side = (modules.size + 2 * layout.margin) * layout.scale;
  const pdf = await PDFDocument.load(bytes);
  for (const [, object] of pdf.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream) || !isImage(object)) continue;
    if (numberOf(object, 'Width') !== side || numberOf(object, 'Height') !== side) continue;
    if (object.dict.get(PDFName.of('SMaskInData')) !== undefined) continue;
    const pixels = decoded(object);
    const channels = pixels.length / (side * side);
    if (channels !== 1 && channels !== 3) continue;
    let matches = true;
    for (let row = 0; row < modules.size && matches; row += 1) {
      for (let column = 0; column < modules.size; column += 1) {
        const x = (layout.margin + column) * layout.scale + layout.scale / 2;
        const y = (layout.margin + row) * layout.scale + layout.scale / 2;
        const dark = (pixels[(y * side + x) * channels] ?? 255) < 128;
        if (dark !== Boolean(modules.get(row, column))) {
          matches = false;
          break;
        }
      }
    }
    if (matches) return true;
  }
  return false;
}
