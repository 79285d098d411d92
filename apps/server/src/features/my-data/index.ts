// What the top (app.ts, api.ts, services.ts) uses of my-data: the archive of a customer's data
// and the erasure of an account, their routes and jobs. The sections of the archive come from
// the features that own the data, handed in by services.ts.
export type { AccountErasureService } from './account-erasure-service.ts';
export { createAccountErasureService } from './account-erasure-service.ts';
export type { DataExportService } from './data-export-service.ts';
export { createDataExportService } from './data-export-service.ts';
export { myDataJobs } from './my-data-jobs.ts';
export { myDataLinkRoutes } from './my-data-link-routes.ts';
export { myDataRoutes } from './my-data-routes.ts';
