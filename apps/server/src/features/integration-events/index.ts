// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// integration-events: recording, reading and delivering integration events, and their jobs.
// Everything else is the feature's own.
export type { IntegrationEventCursor } from './event-cursor.ts';
export { createIntegrationEventCursor } from './event-cursor.ts';
export { integrationEventJobs } from './event-jobs.ts';
export { createIntegrationEventRetention } from './event-retention.ts';
export { listDeliveryAttempts } from './integration-event-delivery-repository.ts';
export {
  countEventsByState,
  findEventDelivery,
  webhookBacklog,
} from './integration-event-repository.ts';
export { signedOfferPdfUrl } from './integration-links.ts';
export { recordIntegrationEvent } from './record-event.ts';
export { createWebhookDispatcher } from './webhook-dispatcher.ts';
export type { WebhookEndpoints } from './webhook-endpoint.ts';
export { createWebhookEndpoints } from './webhook-endpoint.ts';
export { findWebhookEndpoint } from './webhook-endpoint-repository.ts';
export type { ReplaySelection } from './webhook-replay.ts';
export { replayEvents } from './webhook-replay.ts';
