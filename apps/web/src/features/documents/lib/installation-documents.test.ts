// Which documents an installation row offers, with the spec §7 paths and download names.
import { makeRow } from '@portal/domain/installation-fixture';
import { InstallationStatus } from '@portal/domain/installation-status';
import { OrderStatusId, PaymentState } from '@portal/domain/status-ids';
import { describe, expect, it } from 'vitest';
import { documentGroups, installationDocuments } from './installation-documents';

const kinds = (row: Parameters<typeof installationDocuments>[0]) =>
  installationDocuments(row).map((document) => document.kind);

const offer = { OfferID: 4, Offer_TypeID: 2, VersionNumber: 3, OfferVersionNumbers: '1,2,3' };
const completed = makeRow({
  ...offer,
  status: InstallationStatus.Completed,
  OrderID: 1,
  OrderStatus: OrderStatusId.Closed,
  PrepaymentInvoiceID: 1,
  PrepaymentInvoiceStatus: PaymentState.Paid,
  Order_DeliveriesID: 1,
  InvoiceID: 4,
  InvoiceStatus: PaymentState.Paid,
  NetOperatorStatus: 1,
  OpleveringDone: true,
  netOperator: 'Fluvius',
  hasWiringDiagram: true,
  wiringDiagramKeuring: 'EDS-118734',
});

describe('installation documents', () => {
  it('offers only the current offer version of a new installation', () => {
    expect(installationDocuments(makeRow(offer))).toEqual([
      {
        kind: 'offer',
        path: 'offers/4/files/2?type=print&versionNumber=3',
        fileName: 'Offer4.pdf',
        reference: 4,
        version: 3,
      },
    ]);
  });

  it('offers everything of a completed Fluvius installation, in lifecycle order', () => {
    const documents = installationDocuments(completed);
    expect(documents.map(({ kind, path, fileName }) => ({ kind, path, fileName }))).toEqual([
      {
        kind: 'offer',
        path: 'offers/4/files/2?type=print&versionNumber=3',
        fileName: 'Offer4.pdf',
      },
      { kind: 'order', path: 'orders/1/files/2?type=print', fileName: 'Order1.pdf' },
      {
        kind: 'prepaymentInvoice',
        path: 'invoices/1/files/2?type=print',
        fileName: 'Invoice1.pdf',
      },
      { kind: 'invoice', path: 'invoices/4/files/2?type=print', fileName: 'Invoice4.pdf' },
      { kind: 'deliveryNote', path: 'deliveries/1/files/2?type=print', fileName: 'Delivery1.pdf' },
      {
        kind: 'wiringDiagram',
        path: 'files/sales/orders/1/wiringDiagramDoc',
        fileName: 'wiringDiagramDoc-1.pdf',
      },
    ]);
  });

  it('offers the order confirmation only beyond the initial order status', () => {
    const order = { ...offer, OrderID: 9 };
    expect(kinds(makeRow({ ...order, OrderStatus: OrderStatusId.New }))).toEqual(['offer']);
    expect(kinds(makeRow({ ...order, OrderStatus: null }))).toEqual(['offer']);
    expect(kinds(makeRow({ ...order, OrderStatus: OrderStatusId.Confirmed }))).toEqual([
      'offer',
      'order',
    ]);
  });

  it('offers the signed iChoosr document only for a financed order whose handover is done', () => {
    const financed = { ...offer, Order_DeliveriesID: 3, HasExternalPrepayment: true };
    expect(kinds(makeRow(financed))).toEqual(['offer', 'deliveryNote']);
    const signed = installationDocuments(makeRow({ ...financed, OpleveringDone: true }));
    expect(signed.at(-1)).toEqual({
      kind: 'iChoosr',
      path: 'deliveries/3/iChooserFiles',
      fileName: 'DeliveryDocument3.pdf',
      reference: 3,
    });
    expect(kinds(makeRow({ ...offer, Order_DeliveriesID: 3, OpleveringDone: true }))).toEqual([
      'offer',
      'deliveryNote',
    ]);
  });

  it('offers the grid-operator documents of the operator once the invoice is paid', () => {
    const paid = { ...completed, hasWiringDiagram: false };
    expect(kinds(makeRow({ ...paid, netOperator: 'RESA' })).slice(-2)).toEqual([
      'declarationRgie',
      'picturesReference',
    ]);
    expect(installationDocuments(makeRow({ ...paid, netOperator: 'aiesh ' })).at(-1)?.path).toBe(
      'files/sales/orders/1/picturesReference',
    );
    const ores = installationDocuments(makeRow({ ...paid, netOperator: 'Ores' }));
    expect(ores.at(-1)).toMatchObject({
      kind: 'pvHelp',
      path: 'files/sales/orders/1/PVHelpByRegistration',
      fileName: 'PVHelpByRegistration-1.pdf',
    });
    expect(kinds(makeRow({ ...paid, netOperator: 'Sibelga' })).at(-1)).toBe('deliveryNote');
    const unpaid = makeRow({ ...paid, netOperator: 'RESA', InvoiceStatus: PaymentState.Open });
    expect(kinds(unpaid)).not.toContain('declarationRgie');
  });

  it('asks for no print document without an offer type', () => {
    expect(kinds(makeRow({ ...completed, Offer_TypeID: null }))).toEqual(['wiringDiagram']);
  });

  it('groups only the installations that have documents, in the list order', () => {
    const empty = makeRow({ id: 0 });
    const groups = documentGroups([empty, { ...completed, id: 1 }, makeRow({ ...offer, id: 2 })]);
    expect(groups.map((group) => [group.row.id, group.documents.length])).toEqual([
      [1, 6],
      [2, 1],
    ]);
  });
});
