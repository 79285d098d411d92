// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of orders:
// the order routes and service, order records and the prints of an order. Everything else is the
// feature's own.
export { deliveryPdf } from './delivery-document-service.ts';
export { iChoosrPdf } from './ichoosr-document-service.ts';
export { invoicePdf } from './invoice-document-service.ts';
export { orderPdf } from './order-document-service.ts';
export { findOrder } from './order-repository.ts';
export { orderRoutes } from './order-routes.ts';
export type { OrderService } from './order-service.ts';
export { createOrderService } from './order-service.ts';
export { ordersDataSection } from './orders-data-section.ts';
export { ownedOrder } from './owned-order.ts';
