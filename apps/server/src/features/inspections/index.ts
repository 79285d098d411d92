// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// inspections: the inspection routes and service, the certificate PDF, and the articles of an
// offer. Everything else is the feature's own.
export { inspectionCertificatePdf } from './inspection-certificate-service.ts';
export { listCertifiedInspections } from './inspection-repository.ts';
export { inspectionRoutes } from './inspection-routes.ts';
export type { InspectionService } from './inspection-service.ts';
export { createInspectionService } from './inspection-service.ts';
export { inspectionsDataSection } from './inspections-data-section.ts';
export { articlesOfOffer } from './offer-articles.ts';
