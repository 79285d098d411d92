// The iChoosr delivery document of an externally financed order, as signed by the customer: the
// order and its articles, the remarks, the SEPA (bank loan) choice, the drawn signature image and
// an audit line (signer, time, IP, user agent, SHA-256 of the signature image).
import { ErrorCode } from '@portal/contract/error-code';
import { formatDate } from '@portal/domain/format-date';
import type { FormatLocale } from '@portal/domain/format-locale';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ArticleLine } from '../../platform/pdf/article-lines.ts';
import {
  type DocumentFrame,
  drawCustomerAndSite,
  openDocument,
  type Party,
  saveDocument,
} from '../../platform/pdf/document-frame.ts';
import type { FormLabels } from '../../platform/pdf/form-labels.ts';
import {
  ensureRoom,
  line,
  MARGIN,
  MUTED,
  paragraph,
  quantityRows,
  sectionTitle,
  signatureBox,
  tableHeader,
} from '../../platform/pdf/pdf-layout.ts';
import { colour } from '../../platform/pdf/pdf-text.ts';

export interface IChoosrPdfInput {
  frame: DocumentFrame;
  labels: FormLabels;
  locale: FormatLocale;
  orderId: number;
  deliveryId: number;
  site: Party;
  articles: ArticleLine[];
  remarks: string;
  sepaLoan: boolean;
  signedAt: string;
  /** The drawn signature; null for a document signed before signatures were kept. */
  signaturePng: Uint8Array | null;
  audit: { signerName: string; ip: string; userAgent: string; signatureSha256: string } | null;
}

export async function renderIChoosrPdf(input: IChoosrPdfInput): Promise<Uint8Array> {
  const { labels, frame } = input;
  const title = `${labels.iChoosrTitle} ${input.deliveryId}`;
  const { doc, cursor } = await openDocument(frame, title, new Date(input.signedAt));
  const primary = colour(frame.branding.primaryColor);
  const secondary = colour(frame.branding.secondaryColor);
  line(cursor, `${labels.orderNumber}: ${input.orderId}`);
  paragraph(cursor, labels.iChoosrIntro);
  cursor.y -= 8;
  drawCustomerAndSite(cursor, frame, input.site, labels);
  tableHeader(cursor, primary, [[labels.equipment, MARGIN]]);
  quantityRows(cursor, input.articles);

  sectionTitle(cursor, labels.remarks, secondary);
  paragraph(cursor, input.remarks.trim() === '' ? labels.noRemarks : input.remarks);
  cursor.y -= 6;
  line(cursor, `${labels.sepaLoan}: ${input.sepaLoan ? labels.yes : labels.no}`, { bold: true });

  ensureRoom(cursor, 150);
  sectionTitle(cursor, labels.signature, secondary);
  const box = { x: MARGIN, y: cursor.y - 90, width: 240, height: 84 };
  const caption = `${labels.signedBy}: ${formatDate(input.signedAt, input.locale)}`;
  signatureBox(cursor.page, box, caption, cursor.regular);
  if (input.signaturePng) {
    const image = await doc.embedPng(input.signaturePng).catch((cause: unknown) => {
      throw new AppError(ErrorCode.Validation, 'The signature image cannot be read.', {
        field: 'body.signature',
        cause,
      });
    });
    const scaled = image.scaleToFit(box.width - 8, box.height - 8);
    cursor.page.drawImage(image, {
      x: box.x + (box.width - scaled.width) / 2,
      y: box.y + (box.height - scaled.height) / 2,
      ...scaled,
    });
  }
  cursor.y = box.y - 20;
  if (input.audit) {
    const { audit } = input;
    const text = `${labels.signedBy} ${input.signedAt} - ${audit.signerName} - IP ${audit.ip} - ${audit.userAgent || '-'} - SHA-256 ${audit.signatureSha256}`;
    paragraph(cursor, text, { size: 7, color: MUTED });
  }
  return saveDocument(doc);
}
