// The prints of the customer's orders, invoices and deliveries in the archive of their data
// (decision 097), rendered as the download would render them now: these PDFs are made on demand,
// not stored. A print the portal cannot make (no such document for its kind) is left out.
import { ErrorCode } from '@portal/contract/error-code';
import type { CustomerDataSection } from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import type { ZipEntry } from '../../platform/files/zip-archive.ts';
import type { PdfFile } from './document-context.ts';
import type { DocumentService } from './document-service.ts';

async function printOf(path: string, render: () => Promise<PdfFile>): Promise<ZipEntry[]> {
  try {
    return [{ path, bytes: (await render()).bytes }];
  } catch (error) {
    if (error instanceof AppError && error.code === ErrorCode.NotFound) return [];
    throw error;
  }
}

export function printsDataSection(documents: DocumentService): CustomerDataSection {
  return {
    name: 'prints',
    titles: {
      nl: 'Bestelbonnen, facturen en leveringsbonnen (PDF)',
      fr: 'Bons de commande, factures et bons de livraison (PDF)',
      en: 'Order, invoice and delivery prints (PDF)',
    },
    async collect({ db, owner, scope }) {
      const prints: ZipEntry[] = [];
      for (const order of await customerRows(db, 'orders', owner)) {
        const ids = { orderId: Number(order.id), offerTypeId: Number(order.offer_type_id) };
        prints.push(
          ...(await printOf(`order-${order.id}.pdf`, () => documents.orderPdf(scope, ids))),
        );
      }
      for (const invoice of await customerRows(db, 'invoices', owner)) {
        const ids = {
          invoiceId: Number(invoice.id),
          offerTypeId: Number(invoice.offer_type_id ?? 0),
        };
        prints.push(
          ...(await printOf(`invoice-${invoice.id}.pdf`, () => documents.invoicePdf(scope, ids))),
        );
      }
      for (const delivery of await customerRows(db, 'deliveries', owner)) {
        const ids = {
          deliveryId: Number(delivery.id),
          offerTypeId: Number(delivery.offer_type_id),
        };
        prints.push(
          ...(await printOf(`delivery-${delivery.id}.pdf`, () =>
            documents.deliveryPdf(scope, ids),
          )),
        );
      }
      return prints;
    },
  };
}
