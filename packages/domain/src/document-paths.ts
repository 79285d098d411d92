// The document downloads of spec §7, built in one place so the server's routes, the web pages
// and the tests agree on every path and download name. Paths are relative to the API base.

/** The files kept per order under files/sales/orders/{orderId}/{name} (spec §7). */
export const SALES_ORDER_FILES = [
  'declaration-RGIE',
  'picturesReference',
  'wiringDiagramDoc',
  'PVHelpByRegistration',
] as const;
export type SalesOrderFile = (typeof SALES_ORDER_FILES)[number];

/** An inspection is addressed like GET inspections/{orders|invoices}/{id}: by what it is on. */
export type InspectionSource = 'order' | 'invoice';
const sourceSegment = { order: 'orders', invoice: 'invoices' } as const;
const sourceWord = { order: 'Order', invoice: 'Invoice' } as const;

export const documentPaths = {
  offer: (offerId: number, offerTypeId: number, versionNumber: number) =>
    `offers/${offerId}/files/${offerTypeId}?type=print&versionNumber=${versionNumber}`,
  order: (orderId: number, offerTypeId: number) =>
    `orders/${orderId}/files/${offerTypeId}?type=print`,
  invoice: (invoiceId: number, offerTypeId: number) =>
    `invoices/${invoiceId}/files/${offerTypeId}?type=print`,
  delivery: (deliveryId: number, offerTypeId: number) =>
    `deliveries/${deliveryId}/files/${offerTypeId}?type=print`,
  iChoosr: (deliveryId: number) => `deliveries/${deliveryId}/iChooserFiles`,
  salesOrder: (orderId: number, file: SalesOrderFile) => `files/sales/orders/${orderId}/${file}`,
  /** The certificate PDF the back office sent for the inspection (not in spec §7). */
  inspectionCertificate: (source: InspectionSource, id: number) =>
    `files/inspections/${sourceSegment[source]}/${id}/certificate`,
} as const;

/** Download names: the word for the document plus its id, with .pdf ("Offer12.pdf"). */
export const documentFileNames = {
  offer: (offerId: number) => `Offer${offerId}.pdf`,
  order: (orderId: number) => `Order${orderId}.pdf`,
  invoice: (invoiceId: number) => `Invoice${invoiceId}.pdf`,
  delivery: (deliveryId: number) => `Delivery${deliveryId}.pdf`,
  iChoosr: (deliveryId: number) => `DeliveryDocument${deliveryId}.pdf`,
  salesOrder: (orderId: number, file: SalesOrderFile) => `${file}-${orderId}.pdf`,
  inspectionCertificate: (source: InspectionSource, id: number) =>
    `InspectionCertificate${sourceWord[source]}${id}.pdf`,
} as const;
