// The documents of one installation (spec §7), derived from its row of `GET installations/`.
// Paths and download names come only from @portal/domain/document-paths so that the pages, the
// server's routes and the tests agree. A document is listed only when the row proves it exists:
// - the offer: its current version;
// - the order confirmation: only once the order is beyond its initial status (spec §4), the same
//   canonical rule the status derivation and the order service use;
// - the prepayment and final invoices, the delivery note: when their id is set;
// - the signed iChoosr delivery document: externally financed and the handover done;
// - the grid-operator documents of the operator (spec §9) once the final invoice is paid, the
//   moment the grid-operator registration opens (spec §5) and the customer needs them;
// - the wiring diagram when the row says there is one.
// Print documents need the offer type in their path; without it they cannot be asked for.
import { isInvoicePaid } from '@portal/domain/derive-installation-status';
import {
  documentFileNames,
  documentPaths,
  type SalesOrderFile,
} from '@portal/domain/document-paths';
import { GridOperatorDocument, gridOperatorDocuments } from '@portal/domain/grid-operator';
import type { InstallationRow } from '@portal/domain/installation-row';
import { OrderStatusId } from '@portal/domain/status-ids';

export type DocumentKind =
  | 'offer'
  | 'order'
  | 'prepaymentInvoice'
  | 'invoice'
  | 'deliveryNote'
  | 'iChoosr'
  | 'declarationRgie'
  | 'picturesReference'
  | 'pvHelp'
  | 'wiringDiagram';

/** Documents kept per order (files/sales/orders/{orderId}/...): their reference is the order. */
export const SALES_ORDER_KINDS: ReadonlySet<DocumentKind> = new Set([
  'declarationRgie',
  'picturesReference',
  'pvHelp',
  'wiringDiagram',
]);

export interface InstallationDocument {
  kind: DocumentKind;
  /** API path of the download (relative to /api). Unique within an installation. */
  path: string;
  /** Download name, e.g. "Offer12.pdf". */
  fileName: string;
  /**
   * The number the customer knows the document by: the offer, order, invoice or delivery id, and
   * for the documents kept per order (SALES_ORDER_KINDS) the order id.
   */
  reference: number;
  /** The offer version, for the offer only. */
  version?: number;
}

const gridOperatorKinds: Record<GridOperatorDocument, DocumentKind> = {
  [GridOperatorDocument.Declaration]: 'declarationRgie',
  [GridOperatorDocument.Pictures]: 'picturesReference',
  [GridOperatorDocument.InstallationHelp]: 'pvHelp',
};

function salesOrderDocument(
  kind: DocumentKind,
  orderId: number,
  file: SalesOrderFile,
): InstallationDocument {
  return {
    kind,
    path: documentPaths.salesOrder(orderId, file),
    fileName: documentFileNames.salesOrder(orderId, file),
    reference: orderId,
  };
}

/** True when the order exists and has moved past its initial status. */
export function isOrderBeyondInitial(row: Pick<InstallationRow, 'OrderID' | 'OrderStatus'>) {
  return row.OrderID !== null && row.OrderStatus !== null && row.OrderStatus > OrderStatusId.New;
}

function printDocuments(row: InstallationRow, typeId: number): InstallationDocument[] {
  const documents: InstallationDocument[] = [];
  if (row.OfferID !== null && row.VersionNumber !== null) {
    documents.push({
      kind: 'offer',
      path: documentPaths.offer(row.OfferID, typeId, row.VersionNumber),
      fileName: documentFileNames.offer(row.OfferID),
      reference: row.OfferID,
      version: row.VersionNumber,
    });
  }
  if (row.OrderID !== null && isOrderBeyondInitial(row)) {
    documents.push({
      kind: 'order',
      path: documentPaths.order(row.OrderID, typeId),
      fileName: documentFileNames.order(row.OrderID),
      reference: row.OrderID,
    });
  }
  const invoices = [
    ['prepaymentInvoice', row.PrepaymentInvoiceID],
    ['invoice', row.InvoiceID],
  ] as const;
  for (const [kind, invoiceId] of invoices) {
    if (invoiceId === null) continue;
    documents.push({
      kind,
      path: documentPaths.invoice(invoiceId, typeId),
      fileName: documentFileNames.invoice(invoiceId),
      reference: invoiceId,
    });
  }
  if (row.Order_DeliveriesID !== null) {
    documents.push({
      kind: 'deliveryNote',
      path: documentPaths.delivery(row.Order_DeliveriesID, typeId),
      fileName: documentFileNames.delivery(row.Order_DeliveriesID),
      reference: row.Order_DeliveriesID,
    });
  }
  return documents;
}

/** Every document of the installation, in lifecycle order. */
export function installationDocuments(row: InstallationRow): InstallationDocument[] {
  const documents = row.Offer_TypeID === null ? [] : printDocuments(row, row.Offer_TypeID);
  const deliveryId = row.Order_DeliveriesID;
  if (deliveryId !== null && row.HasExternalPrepayment && row.OpleveringDone) {
    documents.push({
      kind: 'iChoosr',
      path: documentPaths.iChoosr(deliveryId),
      fileName: documentFileNames.iChoosr(deliveryId),
      reference: deliveryId,
    });
  }
  const orderId = row.OrderID;
  if (orderId === null) return documents;
  if (isInvoicePaid(row)) {
    for (const file of gridOperatorDocuments(row.netOperator)) {
      documents.push(salesOrderDocument(gridOperatorKinds[file], orderId, file));
    }
  }
  if (row.hasWiringDiagram) {
    documents.push(salesOrderDocument('wiringDiagram', orderId, 'wiringDiagramDoc'));
  }
  return documents;
}

export interface InstallationDocumentGroup {
  row: InstallationRow;
  documents: InstallationDocument[];
}

/** The installations that have documents, each with its documents, in the list's order. */
export function documentGroups(rows: readonly InstallationRow[]): InstallationDocumentGroup[] {
  return rows
    .map((row) => ({ row, documents: installationDocuments(row) }))
    .filter((group) => group.documents.length > 0);
}
