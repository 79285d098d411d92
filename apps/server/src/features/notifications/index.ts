// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// notifications: notify(), the notification routes and service, the customer's choices (routes,
// service, the one-click unsubscribe) and the notification mails' jobs. Everything else is the
// feature's own.

export { notificationJobs } from './notification-jobs.ts';
export type { NotificationMails } from './notification-mail-job.ts';
export { createNotificationMails, UNSUBSCRIBE_PATH } from './notification-mail-job.ts';
export { hasNotificationAt, markNotificationsSeen } from './notification-repository.ts';
export { notificationRoutes } from './notification-routes.ts';
export type { NotificationService } from './notification-service.ts';
export { createNotificationService } from './notification-service.ts';
export { notificationsDataSection } from './notifications-data-section.ts';
export type { NotificationEvent } from './notify.ts';
export { notify } from './notify.ts';
export { ownMailUnsubscribe } from './own-mail.ts';
export { readPreferences as readNotificationPreferences } from './preference-repository.ts';
export { notificationPreferenceRoutes } from './preference-routes.ts';
export type { PreferenceService } from './preference-service.ts';
export { createPreferenceService } from './preference-service.ts';
export { unsubscribeRoutes } from './unsubscribe-routes.ts';
