// What other features, the top (app.ts, api.ts, services.ts), demo/ and the scripts use of portal:
// the single-page app, manifest and icons, and the public portal routes. Everything else is the
// feature's own.
export { createAppIcons } from './app-icon-renderer.ts';
export { registerAppManifest } from './app-manifest.ts';
export { configRoute } from './config-route.ts';
export { createLogoFiles } from './logo-files.ts';
export { realmRoute } from './realm-route.ts';
export type { RealmService } from './realm-service.ts';
export { createRealmService } from './realm-service.ts';
export { serveSinglePageApp } from './single-page-app.ts';
export { tagIdRoute } from './tag-id-route.ts';
