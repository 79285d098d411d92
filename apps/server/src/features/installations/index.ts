// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of
// installations: the installations route and service, and the articles of offer versions.
// Everything else is the feature's own.
export {
  listArticlesOfVersion,
  listLatestArticlesOfCustomer,
} from './installation-article-repository.ts';
export { listInstallationFacts } from './installation-repository.ts';
export type { InstallationService } from './installation-service.ts';
export { createInstallationService } from './installation-service.ts';
export { installationsDataSection } from './installations-data-section.ts';
export { installationsRoute } from './installations-route.ts';
