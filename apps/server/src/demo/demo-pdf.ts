// The demo's stand-in documents (datasheets, inspection certificates): one A4 page in the
// tenant's colour, lines written top-down in the PDF standard fonts, with fixed dates so the same
// document gives the same bytes (a file kept again is then recognised as the same).
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { TenantRecord } from '../platform/tenancy/tenant-record.ts';

export interface DemoLine {
  size?: number;
  bold?: boolean;
  gap?: number;
}

function hexColour(hex: string) {
  const value = Number.parseInt(hex.slice(1), 16);
  return rgb(((value >> 16) & 255) / 255, ((value >> 8) & 255) / 255, (value & 255) / 255);
}

/** A one-page PDF titled `title`; `fill` writes its lines. */
export async function demoPdf(
  tenant: TenantRecord,
  title: string,
  fill: (write: (text: string, options?: DemoLine) => void) => void,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  doc.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = doc.addPage([595.28, 841.89]);
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const { primary } = tenant.portalConfig.colors;
  page.drawRectangle({ x: 0, y: 829.89, width: 595.28, height: 12, color: hexColour(primary) });
  let y = 780;
  fill((text, options = {}) => {
    const size = options.size ?? 11;
    y -= size + (options.gap ?? 6);
    // The standard fonts draw Latin-1 only: anything else is left out of this demo text.
    const drawable = text.replace(/[^\x20-\x7E\xA0-\xFF]/g, '');
    page.drawText(drawable, { x: 50, y, size, font: options.bold ? fonts.bold : fonts.regular });
  });
  return doc.save();
}
