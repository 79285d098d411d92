// Building blocks shared by every generated PDF (offer, order, invoice, delivery, forms): an A4
// page flow with a cursor that adds pages when full, text lines, the tenant letterhead and a
// table header band in the tenant colour. Output is deterministic for the same input.
import {
  type PDFDocument,
  type PDFFont,
  type PDFImage,
  type PDFPage,
  type RGB,
  rgb,
  StandardFonts,
} from 'pdf-lib';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { colour, pdfText, wrap } from './pdf-text.ts';

export const A4: [number, number] = [595.28, 841.89];
export const MARGIN = 50;
export const TEXT = rgb(0.1, 0.1, 0.1);
export const MUTED = rgb(0.4, 0.4, 0.4);
export const CONTENT_WIDTH = A4[0] - 2 * MARGIN;

export interface Cursor {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

/** A tenant's look on paper: name, colours, and its logo when it is an embeddable PNG/JPEG. */
export interface PdfBranding {
  name: string;
  primaryColor: string;
  secondaryColor: string;
  logo?: { bytes: Uint8Array; type: 'image/png' | 'image/jpeg' } | null;
}

/** A tenant's logo as a PDF draws it, and what loads it (features/tenants/tenant-logo.ts). */
export type TenantLogo = NonNullable<PdfBranding['logo']>;
export type TenantLogoLoader = (
  tenant: Pick<TenantRecord, 'id' | 'subdomain' | 'portalConfig'>,
) => Promise<TenantLogo | null>;

export async function startCursor(doc: PDFDocument): Promise<Cursor> {
  return {
    doc,
    page: doc.addPage(A4),
    y: A4[1] - MARGIN,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
}

export function ensureRoom(cursor: Cursor, height: number): void {
  if (cursor.y - height >= MARGIN) return;
  cursor.page = cursor.doc.addPage(A4);
  cursor.y = A4[1] - MARGIN;
}

export function line(
  cursor: Cursor,
  text: string,
  options: { size?: number; bold?: boolean; x?: number; color?: RGB } = {},
) {
  const size = options.size ?? 10;
  ensureRoom(cursor, size + 4);
  cursor.y -= size + 4;
  cursor.page.drawText(pdfText(text), {
    x: options.x ?? MARGIN,
    y: cursor.y,
    size,
    font: options.bold ? cursor.bold : cursor.regular,
    color: options.color ?? TEXT,
  });
}

/** A paragraph wrapped to the given width (the content width by default). */
export function paragraph(
  cursor: Cursor,
  text: string,
  options: { size?: number; x?: number; width?: number; color?: RGB } = {},
) {
  const size = options.size ?? 10;
  const x = options.x ?? MARGIN;
  const width = options.width ?? A4[0] - MARGIN - x;
  const measure = (candidate: string) => cursor.regular.widthOfTextAtSize(candidate, size);
  for (const text_ of wrap(text, width, measure)) {
    line(cursor, text_, { size, x, ...(options.color ? { color: options.color } : {}) });
  }
}

/** The coloured bar at the top and the tenant's logo, or its name as a wordmark. */
export async function drawLetterhead(cursor: Cursor, branding: PdfBranding): Promise<void> {
  const primary = colour(branding.primaryColor);
  cursor.page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: primary });
  const logo = branding.logo ? await embedLogo(cursor.doc, branding.logo) : null;
  if (logo) {
    const scaled = logo.scaleToFit(180, 40);
    cursor.page.drawImage(logo, { x: MARGIN, y: cursor.y - scaled.height, ...scaled });
    cursor.y -= 42;
    return;
  }
  cursor.y -= 26;
  cursor.page.drawText(pdfText(branding.name), {
    x: MARGIN,
    y: cursor.y,
    size: 26,
    font: cursor.bold,
    color: primary,
  });
  cursor.y -= 16;
}

/** A logo that cannot be read is left out (the wordmark is drawn instead), never an error. */
async function embedLogo(
  doc: PDFDocument,
  logo: NonNullable<PdfBranding['logo']>,
): Promise<PDFImage | null> {
  try {
    return logo.type === 'image/png'
      ? await doc.embedPng(logo.bytes)
      : await doc.embedJpg(logo.bytes);
  } catch {
    return null;
  }
}

/** A band in the tenant colour with white column titles at the given x offsets. */
export function tableHeader(cursor: Cursor, primary: RGB, columns: [string, number][]): void {
  ensureRoom(cursor, 20);
  cursor.y -= 16;
  cursor.page.drawRectangle({
    x: MARGIN - 4,
    y: cursor.y - 4,
    width: CONTENT_WIDTH + 8,
    height: 18,
    color: primary,
  });
  const header = { y: cursor.y, size: 10, font: cursor.bold, color: rgb(1, 1, 1) };
  for (const [title, x] of columns) cursor.page.drawText(pdfText(title), { ...header, x });
}

/** A section title in the tenant's secondary colour, with some space above it. */
export function sectionTitle(cursor: Cursor, text: string, secondary: RGB): void {
  ensureRoom(cursor, 40);
  cursor.y -= 12;
  line(cursor, text, { size: 12, bold: true, color: secondary });
  cursor.y -= 2;
}

/** A label and its value on one line, the value at a fixed column. */
export function field(cursor: Cursor, label: string, value: string, valueX = MARGIN + 170): void {
  line(cursor, label, { bold: true });
  cursor.y += 14;
  paragraph(cursor, value || '-', { x: valueX });
}

/** Items drawn, for a list of quantities and descriptions (wrapped beside the quantity). */
export function quantityRows(
  cursor: Cursor,
  rows: { quantity: number; description: string; details: string[] }[],
): void {
  const width = CONTENT_WIDTH - 50;
  const measure = (text: string) => cursor.regular.widthOfTextAtSize(text, 10);
  for (const row of rows) {
    cursor.y -= 6;
    const lines = wrap(row.description, width, measure);
    ensureRoom(cursor, 14 * (lines.length + row.details.length));
    line(cursor, String(row.quantity), { bold: true });
    cursor.y += 14;
    for (const text of lines) line(cursor, text, { x: MARGIN + 50 });
    for (const detail of row.details) {
      ensureRoom(cursor, 13);
      cursor.y -= 13;
      cursor.page.drawText(pdfText(detail), {
        x: MARGIN + 60,
        y: cursor.y,
        size: 9,
        font: cursor.regular,
        color: MUTED,
      });
    }
  }
}

/** A signature box with its caption below. */
export function signatureBox(
  page: PDFPage,
  box: { x: number; y: number; width: number; height: number },
  caption: string,
  font: PDFFont,
): void {
  page.drawRectangle({ ...box, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
  page.drawText(pdfText(caption), { x: box.x, y: box.y - 12, size: 8, font, color: MUTED });
}
