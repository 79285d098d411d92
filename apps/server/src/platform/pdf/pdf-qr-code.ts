// A QR code as an embedded PNG made by the `qrcode` package: one module is QR_SCALE pixels, with
// a quiet zone of QR_MARGIN modules, black on white, so banking apps scan it from paper or screen.
import type { PDFDocument, PDFImage } from 'pdf-lib';
import QRCode from 'qrcode';

export const QR_SCALE = 8;
export const QR_MARGIN = 2;

export async function embedQrCode(doc: PDFDocument, payload: string): Promise<PDFImage> {
  // EPC069-12 asks for error correction level M.
  const png = await QRCode.toBuffer(payload, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: QR_MARGIN,
    scale: QR_SCALE,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  return doc.embedPng(png);
}
