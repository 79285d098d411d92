import { describe, expect, it } from 'vitest';
import { documentFileNames, documentPaths } from './document-paths.ts';

describe('document paths', () => {
  it('follow spec §7 literally', () => {
    expect(documentPaths.offer(12, 3, 2)).toBe('offers/12/files/3?type=print&versionNumber=2');
    expect(documentPaths.order(7, 3)).toBe('orders/7/files/3?type=print');
    expect(documentPaths.invoice(9, 3)).toBe('invoices/9/files/3?type=print');
    expect(documentPaths.delivery(4, 3)).toBe('deliveries/4/files/3?type=print');
    expect(documentPaths.iChoosr(4)).toBe('deliveries/4/iChooserFiles');
    expect(documentPaths.salesOrder(7, 'declaration-RGIE')).toBe(
      'files/sales/orders/7/declaration-RGIE',
    );
    expect(documentPaths.inspectionCertificate('order', 7)).toBe(
      'files/inspections/orders/7/certificate',
    );
    expect(documentPaths.inspectionCertificate('invoice', 9)).toBe(
      'files/inspections/invoices/9/certificate',
    );
  });

  it('name downloads after the document and its id', () => {
    expect(documentFileNames.offer(12)).toBe('Offer12.pdf');
    expect(documentFileNames.invoice(9)).toBe('Invoice9.pdf');
    expect(documentFileNames.salesOrder(7, 'wiringDiagramDoc')).toBe('wiringDiagramDoc-7.pdf');
    expect(documentFileNames.inspectionCertificate('invoice', 9)).toBe(
      'InspectionCertificateInvoice9.pdf',
    );
  });
});
