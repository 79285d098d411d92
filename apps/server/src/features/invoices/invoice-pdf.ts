// The invoice (or prepayment, or credit note): the title rule of @portal/domain/invoice-title in
// the customer's language, dates, the articles it concerns, amounts excl. and incl. VAT, Open or
// Paid, and for an open invoice the payment block: beneficiary, IBAN, BIC, amount, the Belgian
// structured communication and the EPC QR code a banking app scans.
import type { PaymentInstructions } from '@portal/contract/invoices';
import { formatDate } from '@portal/domain/format-date';
import type { FormatLocale } from '@portal/domain/format-locale';
import { type InvoiceTitle, invoiceTitleText } from '@portal/domain/invoice-title';
import { rgb } from 'pdf-lib';
import type { ArticleLine } from '../../platform/pdf/article-lines.ts';
import {
  type DocumentFrame,
  drawParty,
  openDocument,
  saveDocument,
} from '../../platform/pdf/document-frame.ts';
import type { DocumentLabels } from '../../platform/pdf/document-labels.ts';
import {
  type Cursor,
  ensureRoom,
  field,
  line,
  MARGIN,
  paragraph,
  quantityRows,
  sectionTitle,
  tableHeader,
} from '../../platform/pdf/pdf-layout.ts';
import { embedQrCode } from '../../platform/pdf/pdf-qr-code.ts';
import { colour, euros } from '../../platform/pdf/pdf-text.ts';

export interface InvoicePdfInput {
  frame: DocumentFrame;
  labels: DocumentLabels;
  locale: FormatLocale;
  invoice: {
    title: InvoiceTitle;
    orderId: number | null;
    issuedOn: string;
    dueOn: string | null;
    paid: boolean;
    paidAt: string | null;
    amountExclVatCents: number;
    amountInclVatCents: number;
  };
  articles: ArticleLine[];
  payment: PaymentInstructions | null;
}

export async function renderInvoicePdf(input: InvoicePdfInput): Promise<Uint8Array> {
  const { labels, invoice, frame, locale } = input;
  const title = invoiceTitleText(invoice.title, labels.invoiceWord[invoice.title.kind]);
  const { doc, cursor } = await openDocument(frame, title, new Date(invoice.issuedOn));
  const primary = colour(frame.branding.primaryColor);
  const secondary = colour(frame.branding.secondaryColor);
  const day = (value: string) => formatDate(value, locale, { withTime: false });
  line(cursor, `${labels.issuedOn}: ${day(invoice.issuedOn)}`);
  if (invoice.dueOn) line(cursor, `${labels.dueOn}: ${day(invoice.dueOn)}`);
  if (invoice.orderId !== null) line(cursor, `${labels.concerningOrder}: ${invoice.orderId}`);
  const state = invoice.paid
    ? `${labels.paid}${invoice.paidAt ? ` (${day(invoice.paidAt)})` : ''}`
    : labels.open;
  line(cursor, `${labels.status}: ${state}`, {
    bold: true,
    color: invoice.paid ? rgb(0.1, 0.45, 0.2) : rgb(0.7, 0.1, 0.1),
  });
  cursor.y -= 10;
  drawParty(cursor, labels.customer, frame.customer);
  cursor.y -= 8;

  tableHeader(cursor, primary, [
    [labels.quantity, MARGIN],
    [labels.description, MARGIN + 50],
  ]);
  quantityRows(cursor, input.articles);
  cursor.y -= 12;
  const { amountExclVatCents: excl, amountInclVatCents: incl } = invoice;
  line(cursor, `${labels.totalExclVat}: ${euros(excl)}`, { bold: true, x: 340 });
  line(cursor, `${labels.vat}: ${euros(incl - excl)}`, { x: 340 });
  line(cursor, `${labels.totalInclVat}: ${euros(incl)}`, { bold: true, size: 12, x: 340 });

  if (input.payment) await drawPayment(cursor, input.payment, labels, secondary);
  return saveDocument(doc);
}

async function drawPayment(
  cursor: Cursor,
  payment: PaymentInstructions,
  labels: DocumentLabels,
  secondary: ReturnType<typeof colour>,
): Promise<void> {
  const qrSize = 120;
  ensureRoom(cursor, qrSize + 60);
  sectionTitle(cursor, labels.howToPay, secondary);
  const top = cursor.y;
  const valueX = MARGIN + 150;
  field(cursor, labels.beneficiary, payment.beneficiaryName, valueX);
  field(cursor, labels.iban, payment.iban, valueX);
  if (payment.bic) field(cursor, labels.bic, payment.bic, valueX);
  field(cursor, labels.amount, euros(payment.amountCents), valueX);
  line(cursor, labels.communication, { bold: true });
  cursor.y += 14;
  line(cursor, payment.structuredCommunication, { x: valueX, size: 12, bold: true });
  const image = await embedQrCode(cursor.doc, payment.epcPayload);
  const x = cursor.page.getWidth() - MARGIN - qrSize;
  cursor.page.drawImage(image, { x, y: top - qrSize, width: qrSize, height: qrSize });
  cursor.y = Math.min(cursor.y, top - qrSize) - 4;
  paragraph(cursor, labels.scanToPay, { size: 9, x: x - 110, width: qrSize + 110 });
}
