// The offer PDF of one version (pdf-lib): the tenant's name as a wordmark in its primary colour
// (its SVG logo cannot be embedded by pdf-lib), the customer, the articles with quantities and
// details, and the totals. Deterministic for the same data (fixed metadata dates), so the SHA-256
// of the PDF a customer was shown can be recomputed at signing.
import { PDFDocument } from 'pdf-lib';
import {
  type Cursor,
  drawLetterhead,
  line,
  MARGIN,
  type PdfBranding,
  quantityRows,
  startCursor,
  tableHeader,
} from '../../platform/pdf/pdf-layout.ts';
import { colour, euros, pdfText } from '../../platform/pdf/pdf-text.ts';
import { type OfferPdfLabels, offerPdfLabels } from './offer-pdf-labels.ts';

export interface OfferPdfInput {
  tenant: PdfBranding;
  customer: { name: string; addressLines: string[]; email: string };
  offer: { offerId: number; versionNumber: number; createdAt: string; validUntil: string | null };
  articles: { quantity: number; description: string; details: string[] }[];
  totals: { exclVatCents: number; inclVatCents: number };
  /** Fixed texts; English by default. */
  labels?: OfferPdfLabels;
}

export async function renderOfferPdf(input: OfferPdfInput): Promise<Uint8Array> {
  const labels = input.labels ?? offerPdfLabels.en;
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fixed = new Date(input.offer.createdAt);
  doc.setTitle(pdfText(`${labels.offer} ${input.offer.offerId} v${input.offer.versionNumber}`));
  doc.setAuthor(pdfText(input.tenant.name));
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const cursor = await startCursor(doc);
  const primary = colour(input.tenant.primaryColor);
  await drawLetterhead(cursor, input.tenant);
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
  tableHeader(cursor, primary, [
    [labels.quantity, MARGIN],
    [labels.description, MARGIN + 50],
  ]);
  quantityRows(cursor, input.articles);
}
