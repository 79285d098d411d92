// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of grid-
// operator: the grid-operator routes and service, and the grid-operator files of an order.
// Everything else is the feature's own.

export { gridOperatorDataSection } from './grid-operator-data-section.ts';
export { gridOperatorPdf } from './grid-operator-document-service.ts';
export { gridOperatorRoutes } from './grid-operator-routes.ts';
export type { GridOperatorService } from './grid-operator-service.ts';
export { createGridOperatorService } from './grid-operator-service.ts';
