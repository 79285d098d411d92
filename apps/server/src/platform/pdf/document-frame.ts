// The frame every generated customer document shares: metadata fixed to the document's own date
// (same data, same bytes), the tenant letterhead, the installer's details top right, the title,
// and the customer block.
import { PDFDocument } from 'pdf-lib';
import {
  A4,
  type Cursor,
  drawLetterhead,
  line,
  MARGIN,
  MUTED,
  type PdfBranding,
  startCursor,
} from './pdf-layout.ts';
import { pdfText } from './pdf-text.ts';

export interface Party {
  name: string;
  addressLines: string[];
  /** E-mail, phone, VAT number...: printed smaller under the address. */
  extra: string[];
}

export interface DocumentFrame {
  branding: PdfBranding;
  installer: Party;
  customer: Party;
}

export async function openDocument(
  frame: DocumentFrame,
  title: string,
  fixedDate: Date,
): Promise<{ doc: PDFDocument; cursor: Cursor }> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.setTitle(pdfText(title));
  doc.setAuthor(pdfText(frame.branding.name));
  doc.setCreator(pdfText(frame.branding.name));
  doc.setProducer('pdf-lib');
  const when = Number.isNaN(fixedDate.getTime()) ? new Date(0) : fixedDate;
  doc.setCreationDate(when);
  doc.setModificationDate(when);
  const cursor = await startCursor(doc);
  drawInstaller(cursor, frame.installer);
  await drawLetterhead(cursor, frame.branding);
  line(cursor, title, { size: 16, bold: true });
  return { doc, cursor };
}

function drawInstaller(cursor: Cursor, installer: Party): void {
  const x = A4[0] - MARGIN - 190;
  let y = A4[1] - MARGIN + 4;
  const rows = [installer.name, ...installer.addressLines, ...installer.extra];
  rows.forEach((text, index) => {
    y -= 10;
    cursor.page.drawText(pdfText(text), {
      x,
      y,
      size: 8,
      font: index === 0 ? cursor.bold : cursor.regular,
      color: MUTED,
    });
  });
}

/** A party (customer, site...) under a small heading. */
export function drawParty(cursor: Cursor, heading: string, party: Party, x = MARGIN): void {
  line(cursor, heading, { size: 8, x, color: MUTED });
  line(cursor, party.name, { bold: true, x });
  for (const address of party.addressLines) line(cursor, address, { x });
  for (const extra of party.extra) line(cursor, extra, { size: 9, x, color: MUTED });
}

/** The customer on the left and the installation site on the right, side by side. */
export function drawCustomerAndSite(
  cursor: Cursor,
  frame: DocumentFrame,
  site: Party,
  headings: { customer: string; siteAddress: string },
): void {
  const top = cursor.y;
  drawParty(cursor, headings.customer, frame.customer);
  const below = cursor.y;
  cursor.y = top;
  drawParty(cursor, headings.siteAddress, site, MARGIN + 260);
  cursor.y = Math.min(cursor.y, below) - 8;
}

export function saveDocument(doc: PDFDocument): Promise<Uint8Array> {
  return doc.save({ useObjectStreams: false });
}
