// Route paths of spec §2 that rules and cards point at, built in one place so the dashboard,
// notifications and the web router agree on their shape.

export const installationRoutes = {
  detail: (installationId: number) => `/installations/${installationId}`,
  offerDetail: (offerId: number, version: number) =>
    `/installations/offerdetail/${offerId}_${version}`,
  offerList: (offerId: number) => `/installations/offerdetail/list/${offerId}`,
  offerUpsell: (offerId: number, version: number) =>
    `/installations/offerdetail/upsell/${offerId}_${version}`,
  orderDetail: (orderId: number) => `/installations/orderdetail/${orderId}`,
  invoiceDetail: (invoiceId: number) => `/installations/invoicedetail/${invoiceId}`,
  invoiceList: (invoiceId: number) => `/installations/invoicedetail/list/${invoiceId}`,
  deliveryDetail: (deliveryId: number) => `/installations/deliverydetail/${deliveryId}`,
  deliveryPlanning: (orderId: number) => `/installations/deliverydetail/order/${orderId}`,
  inspectionDetail: (id: number, source: 'order' | 'invoice') =>
    `/installations/inspectiondetail/${id}_${source}`,
  iChoosr: (deliveryId: number) => `/installations/ichoosr/${deliveryId}`,
  gridOperator: (installationId: number) => `/installations/netoperator/${installationId}`,
  documents: (installationId: number) => `/installations/documents/${installationId}`,
  survey: (orderId: number) => `/installations/survey/${orderId}`,
  repair: (repairId: number) => `/installations/repairs/${repairId}`,
  repairList: (installationId: number) => `/installations/repairs/list/${installationId}`,
} as const;

/** The version numbers of "1,2,3" (spaces and empty entries ignored, non-numbers dropped). */
export function offerVersions(offerVersionNumbers: string): number[] {
  return offerVersionNumbers
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^\d+$/.test(part))
    .map(Number);
}
