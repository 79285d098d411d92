// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// deliveries: the delivery routes and service, delivery records and the delivery note renderer.
// Everything else is the feature's own.

export { deliveriesDataSection } from './deliveries-data-section.ts';
export { renderDeliveryPdf } from './delivery-pdf.ts';
export type { DeliveryRecord } from './delivery-repository.ts';
export {
  findDelivery,
  findOrderDelivery,
  recordDeliveryDocumentSigned,
} from './delivery-repository.ts';
export { deliveryRoutes } from './delivery-routes.ts';
export type { DeliveryService } from './delivery-service.ts';
export { createDeliveryService, teamWindowOf } from './delivery-service.ts';
