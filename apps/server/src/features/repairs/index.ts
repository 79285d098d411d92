// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of repairs:
// the repair routes and service. Everything else is the feature's own.
export { repairRoutes } from './repair-routes.ts';
export type { RepairService } from './repair-service.ts';
export { createRepairService } from './repair-service.ts';
export { repairsDataSection } from './repairs-data-section.ts';
