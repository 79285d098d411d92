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
} as const;

/** Download names: the word for the document plus its id, with .pdf ("Offer12.pdf"). */
export const documentFileNames = {
  offer: (offerId: number) => `Offer${offerId}.pdf`,
  order: (orderId: number) => `Order${orderId}.pdf`,
  invoice: (invoiceId: number) => `Invoice${invoiceId}.pdf`,
  delivery: (deliveryId: number) => `Delivery${deliveryId}.pdf`,
  iChoosr: (deliveryId: number) => `DeliveryDocument${deliveryId}.pdf`,
  salesOrder: (orderId: number, file: SalesOrderFile) => `${file}-${orderId}.pdf`,
} as const;
