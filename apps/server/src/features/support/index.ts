// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of support:
// the support routes, service and desk. Everything else is the feature's own.

export { supportDataSection } from './support-data-section.ts';
export type { SupportDesk } from './support-desk.ts';
export { createSupportDesk } from './support-desk.ts';
export { supportRoutes } from './support-routes.ts';
export type { SupportService } from './support-service.ts';
export { createSupportService } from './support-service.ts';
