// The delivery note: delivery and order number, the planned date and the window in which the team
// arrives, the site address, the articles delivered, and signature boxes for customer and installer.
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
  ensureRoom,
  line,
  MARGIN,
  quantityRows,
  signatureBox,
  tableHeader,
} from '../../platform/pdf/pdf-layout.ts';
import { colour, pdfText } from '../../platform/pdf/pdf-text.ts';

export interface DeliveryPdfInput {
  frame: DocumentFrame;
  labels: DocumentLabels;
  locale: FormatLocale;
  delivery: {
    deliveryId: number;
    orderId: number;
    createdAt: string;
    plannedDate: string | null;
    teamWindow: { from: string; to: string } | null;
  };
  site: Party;
  articles: ArticleLine[];
}

export async function renderDeliveryPdf(input: DeliveryPdfInput): Promise<Uint8Array> {
  const { labels, delivery, frame, locale } = input;
  const title = `${labels.deliveryNote} ${delivery.deliveryId}`;
  const { doc, cursor } = await openDocument(frame, title, new Date(delivery.createdAt));
  const primary = colour(frame.branding.primaryColor);
  line(cursor, `${labels.orderNumber}: ${delivery.orderId}`);
  const planned = delivery.plannedDate
    ? formatDate(delivery.plannedDate, locale)
    : labels.notPlanned;
  line(cursor, `${labels.plannedDate}: ${planned}`, { bold: true });
  if (delivery.teamWindow) {
    const time = (value: string) =>
      new Intl.DateTimeFormat(locale, {
        timeZone: 'Europe/Brussels',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(new Date(value));
    line(
      cursor,
      `${labels.teamWindow}: ${time(delivery.teamWindow.from)} - ${time(delivery.teamWindow.to)}`,
    );
  }
  cursor.y -= 10;
  drawCustomerAndSite(cursor, frame, input.site, labels);

  line(cursor, labels.articlesDelivered, { bold: true, size: 12 });
  tableHeader(cursor, primary, [
    [labels.quantity, MARGIN],
    [labels.description, MARGIN + 50],
  ]);
  quantityRows(cursor, input.articles);

  ensureRoom(cursor, 130);
  cursor.y -= 30;
  const boxes = [
    { x: MARGIN, caption: labels.signatureCustomer },
    { x: MARGIN + 260, caption: labels.signatureInstaller },
  ];
  for (const { x, caption } of boxes) {
    cursor.page.drawText(pdfText(caption), { x, y: cursor.y, size: 10, font: cursor.bold });
    signatureBox(
      cursor.page,
      { x, y: cursor.y - 80, width: 230, height: 70 },
      labels.nameAndDate,
      cursor.regular,
    );
  }
  cursor.y -= 100;
  return saveDocument(doc);
}
