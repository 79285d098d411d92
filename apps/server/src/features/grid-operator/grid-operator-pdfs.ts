// The documents a grid operator asks for, generated when no file was uploaded for the order
// (files/sales/orders/{orderId}/{name}): the RGIE/AREI declaration pre-filled with the installation
// address and the installer, the pictures reference sheet, the wiring diagram cover with the
// installation's line-up, and the PV help-by-registration guide.
import type { SalesOrderFile } from '@portal/domain/document-paths';
import { formatDate } from '@portal/domain/format-date';
import type { FormatLocale } from '@portal/domain/format-locale';
import { rgb } from 'pdf-lib';
import type { ArticleLine } from '../../platform/pdf/article-lines.ts';
import {
  type DocumentFrame,
  drawParty,
  openDocument,
  type Party,
  saveDocument,
} from '../../platform/pdf/document-frame.ts';
import type { FormLabels } from '../../platform/pdf/form-labels.ts';
import {
  type Cursor,
  ensureRoom,
  field,
  line,
  MARGIN,
  paragraph,
  quantityRows,
  sectionTitle,
  signatureBox,
  tableHeader,
} from '../../platform/pdf/pdf-layout.ts';
import { colour, pdfText } from '../../platform/pdf/pdf-text.ts';

export interface GridOperatorPdfInput {
  frame: DocumentFrame;
  labels: FormLabels;
  locale: FormatLocale;
  orderId: number;
  /** The document's date (the order date), so the same data gives the same bytes. */
  date: string;
  site: Party;
  gridOperator: string | null;
  certificateNumber: string | null;
  wiringDiagramReference: string | null;
  articles: ArticleLine[];
}

const titles: Record<SalesOrderFile, (labels: FormLabels) => string> = {
  'declaration-RGIE': (labels) => labels.rgieTitle,
  picturesReference: (labels) => labels.picturesTitle,
  wiringDiagramDoc: (labels) => labels.wiringTitle,
  PVHelpByRegistration: (labels) => labels.helpTitle,
};

export async function renderGridOperatorPdf(
  file: SalesOrderFile,
  input: GridOperatorPdfInput,
): Promise<Uint8Array> {
  const { labels } = input;
  const { doc, cursor } = await openDocument(
    input.frame,
    titles[file](labels),
    new Date(input.date),
  );
  line(cursor, `${labels.orderNumber}: ${input.orderId}`);
  if (input.gridOperator) line(cursor, `${labels.gridOperator}: ${input.gridOperator}`);
  cursor.y -= 8;
  drawParty(cursor, labels.siteAddress, input.site);
  cursor.y -= 6;
  const body: Record<SalesOrderFile, () => void> = {
    'declaration-RGIE': () => drawDeclaration(cursor, input),
    picturesReference: () => drawNumbered(cursor, labels.picturesIntro, labels.pictures, input),
    wiringDiagramDoc: () => drawWiring(cursor, input),
    PVHelpByRegistration: () => drawNumbered(cursor, labels.helpIntro, labels.helpSteps, input),
  };
  body[file]();
  return saveDocument(doc);
}

function drawDeclaration(cursor: Cursor, input: GridOperatorPdfInput): void {
  const { labels, frame } = input;
  const secondary = colour(frame.branding.secondaryColor);
  paragraph(cursor, labels.rgieIntro);
  sectionTitle(cursor, labels.installer, secondary);
  field(
    cursor,
    labels.installer,
    [frame.installer.name, ...frame.installer.addressLines].join(', '),
  );
  for (const extra of frame.installer.extra) paragraph(cursor, extra, { x: MARGIN + 170 });
  field(cursor, labels.customer, frame.customer.name);
  field(cursor, labels.certificateNumber, input.certificateNumber ?? '');
  sectionTitle(cursor, labels.equipment, secondary);
  tableHeader(cursor, colour(frame.branding.primaryColor), [[labels.equipment, MARGIN]]);
  quantityRows(cursor, input.articles);
  cursor.y -= 10;
  paragraph(cursor, labels.rgieStatement);
  drawSignature(cursor, input);
}

function drawNumbered(cursor: Cursor, intro: string, items: string[], input: GridOperatorPdfInput) {
  const secondary = colour(input.frame.branding.secondaryColor);
  paragraph(cursor, intro);
  cursor.y -= 6;
  items.forEach((item, index) => {
    ensureRoom(cursor, 30);
    cursor.y -= 6;
    line(cursor, `${index + 1}.`, { bold: true, color: secondary });
    cursor.y += 14;
    paragraph(cursor, item, { x: MARGIN + 24 });
  });
}

function drawWiring(cursor: Cursor, input: GridOperatorPdfInput): void {
  const { labels, frame } = input;
  field(cursor, labels.wiringReference, input.wiringDiagramReference ?? '');
  field(cursor, labels.certificateNumber, input.certificateNumber ?? '');
  cursor.y -= 6;
  paragraph(cursor, labels.wiringNote);
  ensureRoom(cursor, 90);
  cursor.y -= 60;
  const primary = colour(frame.branding.primaryColor);
  const parts = labels.wiringParts;
  const width = 70;
  const gap = (cursor.page.getWidth() - 2 * MARGIN - parts.length * width) / (parts.length - 1);
  parts.forEach((part, index) => {
    const x = MARGIN + index * (width + gap);
    cursor.page.drawRectangle({
      x,
      y: cursor.y,
      width,
      height: 36,
      borderColor: primary,
      borderWidth: 1.5,
    });
    const text = pdfText(part);
    const size = 8;
    const textWidth = cursor.bold.widthOfTextAtSize(text, size);
    cursor.page.drawText(text, {
      x: x + (width - textWidth) / 2,
      y: cursor.y + 15,
      size,
      font: cursor.bold,
    });
    if (index > 0) {
      cursor.page.drawLine({
        start: { x: x - gap, y: cursor.y + 18 },
        end: { x, y: cursor.y + 18 },
        thickness: 1.5,
        color: rgb(0.2, 0.2, 0.2),
      });
    }
  });
  cursor.y -= 20;
  tableHeader(cursor, primary, [[labels.equipment, MARGIN]]);
  quantityRows(cursor, input.articles);
}

function drawSignature(cursor: Cursor, input: GridOperatorPdfInput): void {
  const { labels } = input;
  ensureRoom(cursor, 120);
  cursor.y -= 24;
  line(cursor, `${labels.date}: ${formatDate(input.date, input.locale, { withTime: false })}`);
  cursor.y -= 10;
  signatureBox(
    cursor.page,
    { x: MARGIN, y: cursor.y - 70, width: 230, height: 64 },
    `${labels.signature} - ${labels.installer}`,
    cursor.regular,
  );
  cursor.y -= 90;
}
