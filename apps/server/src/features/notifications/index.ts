// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// notifications: notify(), and the notification routes and service. Everything else is the
// feature's own.
export { hasNotificationAt, markNotificationsSeen } from './notification-repository.ts';
export { notificationRoutes } from './notification-routes.ts';
export type { NotificationService } from './notification-service.ts';
export { createNotificationService } from './notification-service.ts';
export { notificationsDataSection } from './notifications-data-section.ts';
export type { NotificationEvent } from './notify.ts';
export { notify } from './notify.ts';
