// The portal as one Fastify plugin: validation and error handling first, then health checks, the
// tenant-scoped API under /api, and the single-page app. server.ts alone creates the instance.

import './platform/zod-defaults.ts';
import fastifyCompress from '@fastify/compress';
import fastifyWebsocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import fastifyPlugin from 'fastify-plugin';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { api } from './api.ts';
import {
  createEnergyPlanner,
  createPlanSourceReader,
  energyPlanJobs,
  localWeather,
  openMeteoWeather,
} from './features/energy-plan/index.ts';
import {
  hashSealedClientSecrets,
  INTEGRATION_PREFIX,
  integrationApi,
} from './features/integration/index.ts';
import {
  createIntegrationEventRetention,
  createWebhookDispatcher,
  integrationEventJobs,
} from './features/integration-events/index.ts';
import {
  type CapacityPeakStore,
  createCapacityPeaks,
  createDayAheadPrices,
  createDeviceBounds,
  createLiveHistory,
  createLiveStreams,
  createMqttIngest,
  createSilenceWatchdog,
  createSimulatorSource,
  createTariffPriceSource,
  type LiveStreams,
  liveSocketRoute,
  monitoringJobs,
} from './features/monitoring/index.ts';
import { myDataJobs } from './features/my-data/index.ts';
import { notificationJobs } from './features/notifications/index.ts';
import {
  createAppIcons,
  createLogoFiles,
  registerAppManifest,
  serveSinglePageApp,
} from './features/portal/index.ts';
import { createPushOutbox, ensureEveryTenantHasVapidKeys } from './features/push/index.ts';
import {
  createStoredLogos,
  createTenantLogoLoader,
  registerStoredTenantLogos,
} from './features/tenants/index.ts';
import { registerFleetMetrics } from './fleet-metrics.ts';
import { openSharedState, type SharedState } from './platform/cache/shared-state.ts';
import type { AppConfig } from './platform/config/config.ts';
import type { DatabaseHandle } from './platform/db/database.ts';
import { installErrorHandlers } from './platform/errors/error-handler.ts';
import { createFileStore } from './platform/files/create-file-store.ts';
import { startFileSweeper } from './platform/files/pending-files.ts';
import { compressionOptions } from './platform/http/compression.ts';
import { installDrainGuard } from './platform/http/drain-guard.ts';
import { healthRoute } from './platform/http/health-route.ts';
import { installRequestIds } from './platform/http/request-id.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { createAccessTokenVerifier } from './platform/identity/access-token-verifier.ts';
import { registerIdentity } from './platform/identity/identity-plugin.ts';
import { createIntegrationTokenVerifier } from './platform/identity/integration-token-verifier.ts';
import { realmKeyCipher } from './platform/identity/realm-key-cipher.ts';
import { createRealmKeySource } from './platform/identity/realm-key-source.ts';
import { cacheVerifiedTokens } from './platform/identity/verified-token-cache.ts';
import { createScheduler } from './platform/jobs/scheduler.ts';
import { throttledWake } from './platform/jobs/throttled-wake.ts';
import { createMailOutbox } from './platform/mail/mail-outbox.ts';
import { createMailer, type Mailer } from './platform/mail/mailer.ts';
import { countRequests } from './platform/metrics/http-metrics.ts';
import { metricsRoute } from './platform/metrics/metrics-route.ts';
import { createPortalMetrics } from './platform/metrics/portal-metrics.ts';
import type { AccessTokenVerifier, VerifiedTokenEviction } from './platform/scope/access-token.ts';
import type { IsClientActive } from './platform/scope/integration-scope.ts';
import { issuerOf } from './platform/tenancy/realm-settings.ts';
import { tenantOrigin } from './platform/tenancy/tenant-origin.ts';
import { startTracing } from './platform/tracing/tracing.ts';
import { createServices } from './services.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Evicts remembered access tokens: for whoever ends a session or shuts a customer out. */
    verifiedTokens: VerifiedTokenEviction;
    /** Live monitoring's device streams on this instance (decision 048), for tests and benches. */
    liveStreams: LiveStreams;
  }
}

export interface AppOptions {
  config: AppConfig;
  database: DatabaseHandle;
  /** Verifies bearer tokens; by default against each tenant realm's keys (decision 006). */
  verifyAccessToken?: AccessTokenVerifier;
  /** The current time; injectable so that date rules can be tested. */
  clock?: () => Date;
  /** Sends account mail; by default SMTP_URL or the DATA_DIR outbox. */
  mailer?: Mailer;
  /** Whether a tenant's integration client exists and is enabled; by default the integration
   * clients' service (decision 053). Tests that mint their own integration tokens give theirs. */
  isIntegrationClientActive?: IsClientActive;
}

/** How often at most a burst of writing requests wakes an outbox's delivery. */
const OUTBOX_WAKE_PERIOD_MS = 250;

/** An ended session's tokens are verified again, on every instance that hears of it. */
function evictEndedSessions(shared: SharedState, tokens: VerifiedTokenEviction): void {
  shared.sessionEndings.subscribe((ending) => {
    if ('grantId' in ending) tokens.evictGrant(ending.grantId);
    else if ('sessionId' in ending) tokens.evictSession(ending.sessionId);
    else tokens.evictCustomer(ending);
  });
}

/** A new peak's push goes out once its notification is committed, not at the next poll. */
function withPushWake(store: CapacityPeakStore, wake: () => void): CapacityPeakStore {
  return { ...store, peakSet: (...args) => store.peakSet(...args).then(wake) };
}

async function portal(instance: FastifyInstance, options: AppOptions): Promise<void> {
  const { config, database } = options;
  const clock = options.clock ?? (() => new Date());
  // Off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: then its queries are traced too.
  const tracing = await startTracing(config, database.dialect);
  const db = tracing ? tracing.traceQueries(database.db) : database.db;
  const mailer = options.mailer ?? createMailer(config, instance.log);
  const cipher = realmKeyCipher(config);
  const shared = await openSharedState(
    config,
    (error) =>
      instance.log.warn({ err: error }, 'Redis failed; this instance counts and hears alone'),
    clock,
  );
  instance.addHook('onClose', () => shared.close());
  const realmKeys = createRealmKeySource({
    db,
    cipher,
    clock,
    log: (message, error) => instance.log.warn({ err: error }, message),
  });
  const verifiedTokens = cacheVerifiedTokens(
    options.verifyAccessToken ??
      createAccessTokenVerifier({
        keys: realmKeys,
        issuerOf: (tenant) => issuerOf(config, tenant),
        clock,
        log: (message, error) => instance.log.error({ err: error }, message),
      }),
    { clock },
  );
  instance.decorate('verifiedTokens', verifiedTokens);
  evictEndedSessions(shared, verifiedTokens);

  instance.setValidatorCompiler(validatorCompiler);
  instance.setSerializerCompiler(responseSerializerCompiler);
  installRequestIds(instance);
  tracing?.traceRequests(instance);
  const metrics = createPortalMetrics();
  countRequests(instance, metrics);
  // Headers first: the drain guard's 503 ends the onRequest hooks, and must carry them too.
  await installSecurityHeaders(instance, config);
  installDrainGuard(instance);
  await instance.register(fastifyCompress, compressionOptions);
  const store = createFileStore(config);
  const outbox = createMailOutbox({ db, mailer, clock, log: instance.log });
  const pushOutbox = createPushOutbox({
    db,
    sealer: cipher,
    clock,
    log: instance.log,
    subject: `mailto:${config.mailFrom}`,
  });
  const webhooks = createWebhookDispatcher({
    db,
    keySealer: cipher,
    clock,
    log: instance.log,
    allowInternalTargets: config.webhookAllowPrivateTargets,
    leaseMs: config.webhookLeaseMs,
  });
  // Every tenant has its web-push keys before the first request (decision 037).
  await ensureEveryTenantHasVapidKeys(db, cipher, clock());
  // Integration client secrets sealed before they were hashed become hashes, once (decision 075):
  // only here is the key that opens them at hand. Idempotent: a hashed row is left alone.
  const hashed = await hashSealedClientSecrets(db, cipher);
  if (hashed > 0) instance.log.info({ hashed }, 'sealed integration client secrets hashed');
  const dayAheadPrices = createDayAheadPrices({ db, clock });
  const onLiveFailure = (error: unknown) =>
    instance.log.warn({ err: error }, 'live monitoring stream failed');
  // Readings from the MQTT broker when MQTT_URL is set, else from the embedded simulator.
  const liveStreams = createLiveStreams({
    source: config.mqtt
      ? createMqttIngest(config.mqtt, clock, instance.log)
      : createSimulatorSource(clock),
    prices: createTariffPriceSource(dayAheadPrices, (error) =>
      instance.log.warn({ err: error }, 'day-ahead prices could not be read'),
    ),
    channel: shared.liveChannel,
    leases: shared.broadcastLeases,
    capacity: withPushWake(createCapacityPeaks({ db }), () => pushOutbox.wake()),
    bounds: createDeviceBounds({ db }),
    // Counted, and told at the first of an instance and every 100th: a log line per reading
    // would let a broken meter flood the log.
    onOutOfBounds: (device, broken, count) => {
      if (count === 1 || count % 100 === 0) {
        instance.log.warn(
          { tenantId: device.tenantId, deviceId: device.deviceId, broken, outOfBounds: count },
          'live reading beyond its installation dropped',
        );
      }
    },
    clock,
    onFailure: onLiveFailure,
    ...(shared.orphanedLeases && {
      watchdog: createSilenceWatchdog({
        channel: shared.liveChannel,
        leases: shared.orphanedLeases,
        silenceMs: config.liveTakeover.silenceMs,
        onFailure: onLiveFailure,
      }),
    }),
  });
  instance.decorate('liveStreams', liveStreams);
  // Before the shared state closes: the streams publish on its channel until they stop.
  instance.addHook('onClose', () => liveStreams.close());
  const services = createServices({
    db,
    clock,
    store,
    outbox,
    loadLogo: createTenantLogoLoader(config.webDist, db),
    config,
    keySealer: cipher,
    verifyAccessToken: verifiedTokens.verify,
    attempts: shared.attempts,
    sessionEndings: shared.sessionEndings,
    liveStreams,
  });
  const storedLogos = createStoredLogos(db);
  const logoFiles = createLogoFiles(config.webDist, storedLogos);
  const spaFallback = await serveSinglePageApp(instance, config, services.tenants);
  installErrorHandlers(instance, spaFallback);
  // The manifest and icons are the tenant's, not files of the build (decision 040); after the
  // error handlers, which a route takes when it is added.
  registerAppManifest(instance, config, services.tenants, createAppIcons(logoFiles));
  registerStoredTenantLogos(instance, services.tenants, storedLogos);
  const sweeper = startFileSweeper({ db, store, clock }, config.pendingFileGraceMs, instance.log);
  const scheduler = createScheduler({
    jobs: [
      ...monitoringJobs({
        retention: services.energyRetention,
        payment: services.earningsPayment,
        liveHistory: createLiveHistory({ db, prices: dayAheadPrices }),
        liveStreams,
      }),
      ...energyPlanJobs(
        createEnergyPlanner({
          db,
          clock,
          sources: createPlanSourceReader(db),
          weather:
            config.weather.provider === 'open-meteo'
              ? openMeteoWeather(config.weather.url, fetch, (error) =>
                  instance.log.warn({ err: error }, 'weather forecast unavailable'),
                )
              : localWeather,
        }),
      ),
      ...notificationJobs(services.notificationMails),
      ...integrationEventJobs({
        webhooks,
        eventRetention: createIntegrationEventRetention({
          db,
          clock,
          retentionDays: config.integrationEventRetentionDays,
        }),
      }),
      ...myDataJobs(services),
    ],
    leases: shared.broadcastLeases,
    clock,
    onFailure: (job, error) => instance.log.error({ err: error, job }, 'scheduled job failed'),
  });
  registerFleetMetrics(metrics, {
    database,
    openSockets: services.liveSockets.openSockets,
    scheduler,
    liveStreams,
    clock,
  });
  outbox.start();
  pushOutbox.start();
  scheduler.start();
  // What a crash left queued goes out at start-up, not a minute later.
  void outbox.deliverDue();
  void pushOutbox.deliverDue();
  void webhooks.deliverDue();
  // A change that notifies (or records an integration event) is a request that writes: its
  // pushes and webhooks go once it has answered (its transaction committed), not at the next poll;
  // within a quarter of a second, however many requests write (platform/jobs/throttled-wake.ts).
  const wakePushes = throttledWake(() => pushOutbox.wake(), OUTBOX_WAKE_PERIOD_MS);
  const wakeWebhooks = throttledWake(() => webhooks.wake(), OUTBOX_WAKE_PERIOD_MS);
  instance.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      wakePushes();
      wakeWebhooks();
    }
  });
  instance.addHook('onClose', async () => {
    await scheduler.stop();
    await sweeper.stop();
    await outbox.stop();
    await pushOutbox.stop();
    await webhooks.stop();
    await database.close();
    await tracing?.shutdown();
  });

  await instance.register(healthRoute, { ping: database.ping });
  await instance.register(metricsRoute, { metrics, token: config.metricsToken });
  await registerIdentity(instance, {
    readLogo: logoFiles,
    db,
    config,
    tenants: services.tenants,
    clock,
    cipher,
    attempts: shared.attempts,
    sessionEndings: shared.sessionEndings,
    integrationClients: services.integrationClients,
    authentication: services.authentication,
  });
  await instance.register(integrationApi, {
    prefix: INTEGRATION_PREFIX,
    services,
    verifyToken: createIntegrationTokenVerifier({
      keys: realmKeys,
      issuerOf: (tenant) => issuerOf(config, tenant),
      clock,
      log: (message, error) => instance.log.error({ err: error }, message),
    }),
    isClientActive: options.isIntegrationClientActive ?? services.integrationClients.isActive,
    tokenUrlOf: (tenant) => `${issuerOf(config, tenant)}/protocol/openid-connect/token`,
    serverUrlOf: (tenant) => `${tenantOrigin(config, tenant.subdomain)}${INTEGRATION_PREFIX}`,
    portalDomain: config.portalDomain,
  });
  await instance.register(api, { prefix: '/api', services, portalDomain: config.portalDomain });
  await instance.register(fastifyWebsocket, { options: { maxPayload: 4096 } });
  await instance.register(liveSocketRoute, { prefix: '/websockets', services });
}

/** Not encapsulated, so that its error handling, drain guard and decorators cover the instance. */
export const app = fastifyPlugin(portal, { name: 'portal', fastify: '5.x' });
