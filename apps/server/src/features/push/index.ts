// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of push:
// the push routes, service and outbox, and the tenants' VAPID keys. Everything else is the
// feature's own.

export { pushDataSection } from './push-data-section.ts';
export { pushKeyRoute } from './push-key-route.ts';
export { pushMessage } from './push-message.ts';
export { createPushOutbox } from './push-outbox.ts';
export { pushBacklog } from './push-outbox-repository.ts';
export { pushSubscriptionRoute } from './push-routes.ts';
export type { PushService } from './push-service.ts';
export { createPushService } from './push-service.ts';
export { enqueuePushes } from './push-subscription-repository.ts';
export { ensureEveryTenantHasVapidKeys, resealVapidKeys, vapidPublicKey } from './vapid-keys.ts';
