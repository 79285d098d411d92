// The offer PDF of one version (pdf-lib): the tenant's name as a wordmark in its primary colour
// (its SVG logo cannot be embedded by pdf-lib), the customer, the articles with quantities and
// details, and the totals. Deterministic for the same data (fixed metadata dates), so the SHA-256
// of the PDF a customer was shown can be recomputed at signing.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { type OfferPdfLabels, offerPdfLabels } from './offer-pdf-labels.ts';
import { colour, euros, pdfText, wrap } from './pdf-text.ts';

export interface OfferPdfInput {
  tenant: { name: string; primaryColor: string; secondaryColor: string };
  customer: { name: string; addressLines: string[]; email: string };
  offer: { offerId: number; versionNumber: number; createdAt: string; validUntil: string | null };
  articles: { quantity: number; description: string; details: string[] }[];
  totals: { exclVatCents: number; inclVatCents: number };
  /** Fixed texts; English by default. */
  labels?: OfferPdfLabels;
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 50;
const TEXT = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.4, 0.4, 0.4);

interface Cursor {
  doc: PDFDocument;
  page: PDFPage;
  y: number;
  regular: PDFFont;
  bold: PDFFont;
}

function ensureRoom(cursor: Cursor, height: number): void {
  if (cursor.y - height >= MARGIN) return;
  cursor.page = cursor.doc.addPage(A4);
  cursor.y = A4[1] - MARGIN;
}

function line(
  cursor: Cursor,
  text: string,
  options: { size?: number; bold?: boolean; x?: number } = {},
) {
  const size = options.size ?? 10;
  ensureRoom(cursor, size + 4);
  cursor.y -= size + 4;
  cursor.page.drawText(pdfText(text), {
    x: options.x ?? MARGIN,
    y: cursor.y,
    size,
    font: options.bold ? cursor.bold : cursor.regular,
    color: TEXT,
  });
}

export async function renderOfferPdf(input: OfferPdfInput): Promise<Uint8Array> {
  const labels = input.labels ?? offerPdfLabels.en;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fixed = new Date(input.offer.createdAt);
  doc.setTitle(pdfText(`${labels.offer} ${input.offer.offerId} v${input.offer.versionNumber}`));
  doc.setAuthor(pdfText(input.tenant.name));
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const cursor: Cursor = {
    doc,
    page: doc.addPage(A4),
    y: A4[1] - MARGIN,
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const primary = colour(input.tenant.primaryColor);
  cursor.page.drawRectangle({ x: 0, y: A4[1] - 8, width: A4[0], height: 8, color: primary });
  cursor.y -= 26;
  cursor.page.drawText(pdfText(input.tenant.name), {
    x: MARGIN,
    y: cursor.y,
    size: 26,
    font: cursor.bold,
    color: primary,
  });
  cursor.y -= 16;
  line(
    cursor,
    `${labels.offer} ${input.offer.offerId} - ${labels.version} ${input.offer.versionNumber}`,
    {
      size: 16,
      bold: true,
    },
  );
  line(cursor, `${labels.date}: ${input.offer.createdAt.slice(0, 10)}`);
  if (input.offer.validUntil) line(cursor, `${labels.validUntil}: ${input.offer.validUntil}`);
  cursor.y -= 10;
  line(cursor, input.customer.name, { bold: true });
  for (const address of input.customer.addressLines) line(cursor, address);
  line(cursor, input.customer.email);
  cursor.y -= 14;
  drawArticles(cursor, input, primary, labels);
  cursor.y -= 12;
  const { exclVatCents, inclVatCents } = input.totals;
  line(cursor, `${labels.totalExclVat}: ${euros(exclVatCents)}`, { bold: true, x: 340 });
  line(cursor, `${labels.vat}: ${euros(inclVatCents - exclVatCents)}`, { x: 340 });
  line(cursor, `${labels.totalInclVat}: ${euros(inclVatCents)}`, { bold: true, size: 12, x: 340 });
  return doc.save({ useObjectStreams: false });
}

function drawArticles(
  cursor: Cursor,
  input: OfferPdfInput,
  primary: ReturnType<typeof colour>,
  labels: OfferPdfLabels,
) {
  ensureRoom(cursor, 20);
  cursor.y -= 16;
  cursor.page.drawRectangle({
    x: MARGIN - 4,
    y: cursor.y - 4,
    width: A4[0] - 2 * MARGIN + 8,
    height: 18,
    color: primary,
  });
  const header = { y: cursor.y, size: 10, font: cursor.bold, color: rgb(1, 1, 1) };
  cursor.page.drawText(pdfText(labels.quantity), { ...header, x: MARGIN });
  cursor.page.drawText(pdfText(labels.description), { ...header, x: MARGIN + 50 });
  const width = A4[0] - 2 * MARGIN - 50;
  const measure = (text: string) => cursor.regular.widthOfTextAtSize(text, 10);
  for (const article of input.articles) {
    cursor.y -= 6;
    const lines = wrap(article.description, width, measure);
    ensureRoom(cursor, 14 * (lines.length + article.details.length));
    line(cursor, String(article.quantity), { bold: true });
    cursor.y += 14;
    for (const text of lines) line(cursor, text, { x: MARGIN + 50 });
    for (const detail of article.details) {
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
