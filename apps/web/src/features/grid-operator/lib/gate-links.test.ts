// Where each missing step sends the customer: the invoice (or the order while no final invoice
// exists), the iChoosr document for financed orders, else the delivery or its planning.
import { installationRoutes as routes } from '@portal/domain/installation-routes';
import { describe, expect, it } from 'vitest';
import { gateLink } from './gate-links';

const row = { OrderID: 4, InvoiceID: 8, Order_DeliveriesID: 3, HasExternalPrepayment: false };

describe('gateLink', () => {
  it('sends an unpaid invoice to the invoice, or to the order before it exists', () => {
    expect(gateLink('invoicePaid', row)).toEqual({ key: 'invoice', to: routes.invoiceDetail(8) });
    expect(gateLink('invoicePaid', { ...row, InvoiceID: null })).toEqual({
      key: 'order',
      to: routes.orderDetail(4),
    });
  });

  it('sends unsigned delivery documents to iChoosr, the delivery or its planning', () => {
    expect(gateLink('deliveryDocumentsSigned', { ...row, HasExternalPrepayment: true })).toEqual({
      key: 'iChoosr',
      to: routes.iChoosr(3),
    });
    expect(gateLink('deliveryDocumentsSigned', row)).toEqual({
      key: 'delivery',
      to: routes.deliveryDetail(3),
    });
    expect(gateLink('deliveryDocumentsSigned', { ...row, Order_DeliveriesID: null })).toEqual({
      key: 'deliveryPlanning',
      to: routes.deliveryPlanning(4),
    });
  });

  it('gives no link without the installation row', () => {
    expect(gateLink('invoicePaid', undefined)).toBeNull();
  });
});
