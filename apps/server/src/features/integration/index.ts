// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// integration: the integration API, its clients and syncs.
// Everything else is the feature's own.
export { hashSealedClientSecrets } from './client-secret.ts';
export { INTEGRATION_PREFIX, integrationApi } from './integration-api.ts';
export type { IntegrationClientService } from './integration-client-service.ts';
export { createIntegrationClientService } from './integration-client-service.ts';
export { withPdf } from './pdf-upload.ts';
export { CERTIFICATE_KIND, INSPECTION_OWNER } from './sync/inspection-sync.ts';
export type { IntegrationSync } from './sync/integration-sync.ts';
export { createIntegrationSync } from './sync/integration-sync.ts';
