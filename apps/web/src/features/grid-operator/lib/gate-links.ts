// Where the customer goes to fix what blocks the registration (spec §5: the invoice paid and the
// delivery documents signed first). The installation row of GET installations/ knows the ids.
import type { GridOperatorMissingStep } from '@portal/contract/grid-operator';
import { installationRoutes } from '@portal/domain/installation-routes';
import type { InstallationRow } from '@portal/domain/installation-row';

export type GateRow = Pick<
  InstallationRow,
  'OrderID' | 'InvoiceID' | 'Order_DeliveriesID' | 'HasExternalPrepayment'
>;

export type GateLinkKey = 'invoice' | 'order' | 'iChoosr' | 'delivery' | 'deliveryPlanning';

export interface GateLink {
  key: GateLinkKey;
  to: string;
}

export function gateLink(step: GridOperatorMissingStep, row: GateRow | undefined): GateLink | null {
  if (!row) return null;
  if (step === 'invoicePaid') {
    if (row.InvoiceID !== null) {
      return { key: 'invoice', to: installationRoutes.invoiceDetail(row.InvoiceID) };
    }
    // No final invoice yet: the order shows the payment stages still to come.
    return row.OrderID === null
      ? null
      : { key: 'order', to: installationRoutes.orderDetail(row.OrderID) };
  }
  if (row.Order_DeliveriesID !== null) {
    // An externally financed order is signed off with the iChoosr delivery document.
    return row.HasExternalPrepayment
      ? { key: 'iChoosr', to: installationRoutes.iChoosr(row.Order_DeliveriesID) }
      : { key: 'delivery', to: installationRoutes.deliveryDetail(row.Order_DeliveriesID) };
  }
  return row.OrderID === null
    ? null
    : { key: 'deliveryPlanning', to: installationRoutes.deliveryPlanning(row.OrderID) };
}
