// The customer's document downloads of spec §7 besides the offer's: order, invoice and delivery
// prints, the signed iChoosr delivery document, the grid-operator files of an order and the
// certificate PDF of an inspection.
import type { InspectionSource, SalesOrderFile } from '@portal/domain/document-paths';
import type { DocumentDeps, PdfFile } from '../../platform/pdf/document-context.ts';
import type { RequestScope } from '../../platform/scope/request-scope.ts';
import { deliveryPdf } from './delivery-document-service.ts';
import { gridOperatorPdf } from './grid-operator-document-service.ts';
import { iChoosrPdf } from './ichoosr-document-service.ts';
import { inspectionCertificatePdf } from './inspection-certificate-service.ts';
import { invoicePdf } from './invoice-document-service.ts';
import { orderPdf } from './order-document-service.ts';

export interface DocumentService {
  orderPdf(scope: RequestScope, ids: { orderId: number; offerTypeId: number }): Promise<PdfFile>;
  invoicePdf(
    scope: RequestScope,
    ids: { invoiceId: number; offerTypeId: number },
  ): Promise<PdfFile>;
  deliveryPdf(
    scope: RequestScope,
    ids: { deliveryId: number; offerTypeId: number },
  ): Promise<PdfFile>;
  iChoosrPdf(scope: RequestScope, deliveryId: number): Promise<PdfFile>;
  gridOperatorPdf(
    scope: RequestScope,
    ids: { orderId: number; file: SalesOrderFile },
  ): Promise<PdfFile>;
  inspectionCertificatePdf(
    scope: RequestScope,
    on: { source: InspectionSource; id: number },
  ): Promise<PdfFile>;
}

export function createDocumentService(deps: DocumentDeps): DocumentService {
  return {
    orderPdf: (scope, ids) => orderPdf(deps, scope, ids),
    invoicePdf: (scope, ids) => invoicePdf(deps, scope, ids),
    deliveryPdf: (scope, ids) => deliveryPdf(deps, scope, ids),
    iChoosrPdf: (scope, deliveryId) => iChoosrPdf(deps, scope, deliveryId),
    gridOperatorPdf: (scope, ids) => gridOperatorPdf(deps, scope, ids),
    inspectionCertificatePdf: (scope, on) => inspectionCertificatePdf(deps, scope, on),
  };
}
