// The order confirmation: order number and date, customer and installation address, the articles
// with quantities, the totals of the signed offer and the payment stages with their amounts.

import type { PaymentStage } from '@portal/contract/orders';
import { formatDate } from '@portal/domain/format-date';
import type { FormatLocale } from '@portal/domain/format-locale';
import type { ArticleLine } from '../../platform/pdf/article-lines.ts';
import {
  type DocumentFrame,
  drawCustomerAndSite,
  openDocument,
  type Party,
  saveDocument,
} from '../../platform/pdf/document-frame.ts';
import type { DocumentLabels } from '../../platform/pdf/document-labels.ts';
import {
  line,
  MARGIN,
  quantityRows,
  sectionTitle,
  tableHeader,
} from '../../platform/pdf/pdf-layout.ts';
import { colour, euros } from '../../platform/pdf/pdf-text.ts';

export interface OrderPdfInput {
  frame: DocumentFrame;
  labels: DocumentLabels;
  locale: FormatLocale;
  order: { orderId: number; orderedAt: string; offerId: number | null };
  site: Party;
  articles: ArticleLine[];
  totals: { exclVatCents: number; inclVatCents: number } | null;
  paymentStages: Pick<PaymentStage, 'stage' | 'amountInclVatCents' | 'state'>[];
}

export async function renderOrderPdf(input: OrderPdfInput): Promise<Uint8Array> {
  const { labels, order, frame } = input;
  const title = `${labels.orderConfirmation} ${order.orderId}`;
  const { doc, cursor } = await openDocument(frame, title, new Date(order.orderedAt));
  const primary = colour(frame.branding.primaryColor);
  const secondary = colour(frame.branding.secondaryColor);
  line(cursor, `${labels.orderNumber}: ${order.orderId}`);
  line(
    cursor,
    `${labels.orderedOn}: ${formatDate(order.orderedAt, input.locale, { withTime: false })}`,
  );
  if (order.offerId !== null) line(cursor, `${labels.offerReference}: ${order.offerId}`);
  cursor.y -= 10;
  drawCustomerAndSite(cursor, frame, input.site, labels);

  tableHeader(cursor, primary, [
    [labels.quantity, MARGIN],
    [labels.description, MARGIN + 50],
  ]);
  quantityRows(cursor, input.articles);
  if (input.totals) {
    cursor.y -= 12;
    const { exclVatCents, inclVatCents } = input.totals;
    line(cursor, `${labels.totalExclVat}: ${euros(exclVatCents)}`, { bold: true, x: 340 });
    line(cursor, `${labels.vat}: ${euros(inclVatCents - exclVatCents)}`, { x: 340 });
    line(cursor, `${labels.totalInclVat}: ${euros(inclVatCents)}`, {
      bold: true,
      size: 12,
      x: 340,
    });
  }

  sectionTitle(cursor, labels.paymentStages, secondary);
  tableHeader(cursor, primary, [
    [labels.paymentStages, MARGIN],
    [labels.amountInclVat, MARGIN + 220],
    [labels.status, MARGIN + 360],
  ]);
  cursor.y -= 4;
  for (const stage of input.paymentStages) {
    line(cursor, labels.stage[stage.stage], { bold: true });
    cursor.y += 14;
    const amount = stage.amountInclVatCents === null ? '-' : euros(stage.amountInclVatCents);
    line(cursor, amount, { x: MARGIN + 220 });
    cursor.y += 14;
    line(cursor, labels.stageState[stage.state], { x: MARGIN + 360 });
  }
  return saveDocument(doc);
}
