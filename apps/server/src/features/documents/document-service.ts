// The customer's document downloads of spec §7 besides the offer's: order, invoice and delivery
// prints, the signed iChoosr delivery document, the grid-operator files of an order and the
// certificate PDF of an inspection. Each PDF is made by the feature that owns its record (orders,
// grid-operator, inspections), which all build on this feature's document context; services.ts
// hands them in, so that this feature, below them, does not import them.
import type { InspectionSource, SalesOrderFile } from '@portal/domain/document-paths';
import type { RequestScope } from '../../platform/scope/request-scope.ts';
import type { DocumentDeps, PdfFile } from './document-context.ts';

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

/** Each download's PDF, made by the feature that owns the record, from the document deps. */
export type DocumentPdfs = {
  [K in keyof DocumentService]: (
    deps: DocumentDeps,
    ...args: Parameters<DocumentService[K]>
  ) => ReturnType<DocumentService[K]>;
};

export function createDocumentService(deps: DocumentDeps, pdfs: DocumentPdfs): DocumentService {
  return {
    orderPdf: (scope, ids) => pdfs.orderPdf(deps, scope, ids),
    invoicePdf: (scope, ids) => pdfs.invoicePdf(deps, scope, ids),
    deliveryPdf: (scope, ids) => pdfs.deliveryPdf(deps, scope, ids),
    iChoosrPdf: (scope, deliveryId) => pdfs.iChoosrPdf(deps, scope, deliveryId),
    gridOperatorPdf: (scope, ids) => pdfs.gridOperatorPdf(deps, scope, ids),
    inspectionCertificatePdf: (scope, on) => pdfs.inspectionCertificatePdf(deps, scope, on),
  };
}
