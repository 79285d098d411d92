// The sub-pages of one installation that apply to it (spec §2), built with installationRoutes.
import { Feature, hasFeature } from '@portal/domain/feature';
import { installationRoutes, offerVersions } from '@portal/domain/installation-routes';
import type { InstallationRow } from '@portal/domain/installation-row';

export type InstallationLinkKey =
  | 'offerList'
  | 'offerDetail'
  | 'order'
  | 'prepaymentInvoice'
  | 'invoice'
  | 'invoiceList'
  | 'delivery'
  | 'deliveryPlanning'
  | 'orderInspection'
  | 'invoiceInspection'
  | 'gridOperator'
  | 'documents'
  | 'iChoosr'
  | 'survey'
  | 'repairs';

export interface InstallationLink {
  key: InstallationLinkKey;
  to: string;
}

export function installationLinks(
  row: InstallationRow,
  features: readonly string[],
): InstallationLink[] {
  const links: InstallationLink[] = [];
  const add = (key: InstallationLinkKey, to: string) => links.push({ key, to });
  if (row.OfferID !== null) {
    if (offerVersions(row.OfferVersionNumbers).length > 1) {
      add('offerList', installationRoutes.offerList(row.OfferID));
    }
    if (row.VersionNumber !== null) {
      add('offerDetail', installationRoutes.offerDetail(row.OfferID, row.VersionNumber));
    }
  }
  if (row.OrderID !== null) add('order', installationRoutes.orderDetail(row.OrderID));
  if (row.PrepaymentInvoiceID !== null) {
    add('prepaymentInvoice', installationRoutes.invoiceDetail(row.PrepaymentInvoiceID));
  }
  if (row.InvoiceID !== null) {
    add('invoice', installationRoutes.invoiceDetail(row.InvoiceID));
    add('invoiceList', installationRoutes.invoiceList(row.InvoiceID));
  }
  if (row.Order_DeliveriesID !== null) {
    add('delivery', installationRoutes.deliveryDetail(row.Order_DeliveriesID));
  } else if (row.OrderID !== null) {
    add('deliveryPlanning', installationRoutes.deliveryPlanning(row.OrderID));
  }
  // The inspection pages read GET inspections/{orders|invoices}/{id}: keyed by the order or
  // invoice the inspection job belongs to, not by the job number.
  if (row.OrderInspectionJobID !== null && row.OrderID !== null) {
    add('orderInspection', installationRoutes.inspectionDetail(row.OrderID, 'order'));
  }
  if (row.InvoiceInspectionJobID !== null && row.InvoiceID !== null) {
    add('invoiceInspection', installationRoutes.inspectionDetail(row.InvoiceID, 'invoice'));
  }
  if (row.OrderID !== null) add('gridOperator', installationRoutes.gridOperator(row.id));
  add('documents', installationRoutes.documents(row.id));
  if (row.HasExternalPrepayment && row.Order_DeliveriesID !== null) {
    add('iChoosr', installationRoutes.iChoosr(row.Order_DeliveriesID));
  }
  if (hasFeature(features, Feature.Survey) && row.OrderID !== null) {
    add('survey', installationRoutes.survey(row.OrderID));
  }
  if (hasFeature(features, Feature.Support)) add('repairs', installationRoutes.repairList(row.id));
  return links;
}
