// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// invoices: the invoice routes and service, invoice records and the invoice renderer. Everything
// else is the feature's own.
export { renderInvoicePdf } from './invoice-pdf.ts';
export type { InvoiceRecord } from './invoice-repository.ts';
export { listInstallationInvoices, listOrderInvoices } from './invoice-repository.ts';
export { invoiceRoutes } from './invoice-routes.ts';
export type { InvoiceService } from './invoice-service.ts';
export { createInvoiceService, getInvoice } from './invoice-service.ts';
export { invoicesDataSection } from './invoices-data-section.ts';
