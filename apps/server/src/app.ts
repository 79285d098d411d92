// The portal as one Fastify plugin: validation and error handling first, then health checks, the
// tenant-scoped API under /api, and the single-page app. server.ts alone creates the instance.

import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { createFileStore } from './documents/file-store.ts';
import { installErrorHandlers } from './errors/error-handler.ts';
import { createAccessTokenVerifier } from './identity/access-token-verifier.ts';
import { registerIdentity } from './identity/identity-plugin.ts';
import { createRealmKeySource } from './identity/realm-key-source.ts';
import { issuerOf } from './identity/realm-settings.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { AccessTokenVerifier } from './plugins/authentication.ts';
import { compressionOptions } from './plugins/compression.ts';
import { installDrainGuard } from './plugins/drain-guard.ts';
import { serveSinglePageApp } from './plugins/single-page-app.ts';
import { resolveTenantOnEveryRequest } from './plugins/tenant.ts';
import { accountRoutes } from './routes/account/account-routes.ts';
import { passwordRoute } from './routes/auth/password-route.ts';
import { registrationRoute } from './routes/auth/registration-route.ts';
import { deliveryRoutes } from './routes/deliveries/delivery-routes.ts';
import { documentRoutes } from './routes/documents/document-routes.ts';
import { healthRoute } from './routes/health-route.ts';
import { inspectionRoutes } from './routes/inspections/inspection-routes.ts';
import { installationsRoute } from './routes/installations-route.ts';
import { invoiceRoutes } from './routes/invoices/invoice-routes.ts';
import { netOperatorRoutes } from './routes/net-operator/net-operator-routes.ts';
import { offerRoutes } from './routes/offers/offer-routes.ts';
import { orderRoutes } from './routes/orders/order-routes.ts';
import { configRoute } from './routes/portal/config-route.ts';
import { realmRoute } from './routes/portal/realm-route.ts';
import { tagIdRoute } from './routes/portal/tag-id-route.ts';
import { statusListsRoute } from './routes/status-lists-route.ts';
import type { DocumentServices } from './services/documents/document-context.ts';
import { createTenantLogoLoader } from './services/documents/tenant-logo.ts';
import { createTenantDirectory } from './services/tenant-directory.ts';

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Verifies bearer tokens; by default against each tenant realm's keys (decision 006). */
  verifyAccessToken?: AccessTokenVerifier;
  /** The current time; injectable so that date rules can be tested. */
  clock?: () => Date;
  /** Sends account mail; by default SMTP_URL or the DATA_DIR outbox. */
  mailer?: Mailer;
}

async function portal(instance: FastifyInstance, options: AppOptions): Promise<void> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  const { db } = database;
  const mailer = options.mailer ?? createMailer(config, instance.log);
  const verifyAccessToken =
    options.verifyAccessToken ??
    createAccessTokenVerifier({
      keys: createRealmKeySource(db, clock),
      issuerOf: (tenant) => issuerOf(config, tenant),
      clock,
      log: (message, error) => instance.log.error({ err: error }, message),
    });

  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(serializerCompiler);
  installDrainGuard(instance);
  await instance.register(fastifyCompress, compressionOptions);
  const spaFallback = await serveSinglePageApp(instance, config);
  installErrorHandlers(instance, spaFallback);
  instance.addHook('onClose', () => database.close());

  await instance.register(healthRoute, { ping: database.ping });
  const tenants = createTenantDirectory(db, clock);
  const documents: DocumentServices = {
    db,
    store: createFileStore(config.dataDir),
    loadLogo: createTenantLogoLoader(config.webDist),
  };
  await registerIdentity(instance, { db, config, tenants, clock });
  await instance.register(
    async (api) => {
      resolveTenantOnEveryRequest(api, tenants);
      await api.register(realmRoute, { config });
      await api.register(configRoute);
      await api.register(tagIdRoute);
      await api.register(statusListsRoute, { db });
      await api.register(installationsRoute, { db, verifyAccessToken, clock });
      await api.register(accountRoutes, { db, verifyAccessToken, clock });
      await api.register(invoiceRoutes, { db, verifyAccessToken });
      const dataDir = config.dataDir;
      await api.register(orderRoutes, { db, verifyAccessToken, clock, dataDir, documents });
      await api.register(deliveryRoutes, { db, verifyAccessToken, clock });
      await api.register(inspectionRoutes, { db, verifyAccessToken });
      await api.register(netOperatorRoutes, { db, verifyAccessToken, clock });
      await api.register(offerRoutes, { db, verifyAccessToken, clock, dataDir });
      await api.register(documentRoutes, { services: documents, verifyAccessToken });
      await api.register(registrationRoute, { db, mailer, clock });
      await api.register(passwordRoute, { db, mailer, clock });
    },
    { prefix: '/api' },
  );
}

/** Not encapsulated, so that its error handling, drain guard and decorators cover the instance. */
export const app = fastifyPlugin(portal, { name: 'portal', fastify: '5.x' });
