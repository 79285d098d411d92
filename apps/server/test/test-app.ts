// Builds the real app on a fresh, migrated and seeded test database of the given dialect, the way
// server.ts does, with logging off. Tests call it through `app.inject`.
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely, KyselyPlugin } from 'kysely';
import { app } from '../src/app.ts';
import { keepDemoFiles } from '../src/demo/keep-demo-files.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { type AppConfig, loadConfig } from '../src/platform/config/config.ts';
import type { DatabaseHandle } from '../src/platform/db/database.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { createFileStore } from '../src/platform/files/create-file-store.ts';
import { type LogDestination, serverOptions } from '../src/platform/http/server-options.ts';
import type { Mailer } from '../src/platform/mail/mailer.ts';
import type { AccessTokenVerifier } from '../src/platform/scope/access-token.ts';
import type { IsClientActive } from '../src/platform/scope/integration-scope.ts';
import { createTestDatabase, type TestDatabase } from './databases.ts';
import { createDemoDatabase, seededAt } from './demo-database.ts';

/** The fixed "now" of API tests, so that date rules give the same answer on every run; the demo
 * data of a test app is seeded at this moment too. */
export const testNow = seededAt;

export interface TestApp {
  server: FastifyInstance;
  database: DatabaseHandle;
  /** The configuration the app runs with (its file store's folder, for one). */
  config: AppConfig;
  close(): Promise<void>;
}

export async function buildTestApp(
  dialect: 'sqlite' | 'postgres',
  options: {
    verifyAccessToken?: AccessTokenVerifier;
    config?: Partial<AppConfig>;
    /** Runs before the app is registered: hooks that must see every route (onRoute). */
    beforeRegister?: (server: FastifyInstance) => void;
    beforeReady?: (server: FastifyInstance) => void;
    /** Fills the fresh database (default: the demo data at testNow). */
    seed?: (db: Kysely<Database>, dialect: Dialect) => Promise<unknown>;
    /** The app's clock (default: testNow). Tests that use tokens of the embedded provider, which
     * issues them at the real time, need the real clock: a token's iat may not lie ahead. */
    clock?: () => Date;
    /** Kysely plugins on the app's database handle (e.g. one that records the queries). */
    plugins?: KyselyPlugin[];
    /** Keeps the demo's files in the file store, as server.ts does after seeding: the article
     * documents (else a download asks the demo's made-up CDN: 503) and the inspection
     * certificates. For tests that call every route. */
    keepDemoFiles?: true;
    /** A database the test made (createTestDatabase), e.g. to share it with a child process;
     * seeded like a fresh one, and dropped with the app. */
    database?: TestDatabase;
    /** Which integration clients are active (by default none: integration tokens are refused). */
    isIntegrationClientActive?: IsClientActive;
    /** Receives the app's log lines (JSON, one per call) at config.logLevel (default silent). */
    logTo?: LogDestination;
    /** Delivers the app's mail (default: the .eml folder under config.dataDir). */
    mailer?: Mailer;
  } = {},
): Promise<TestApp> {
  // The demo data at testNow is what the run's demo template holds: a copy of it is that app's
  // database. A test's own database or seed starts from a migrated, empty one.
  const demoDatabase = options.database === undefined && options.seed === undefined;
  const { handle, drop } =
    options.database ??
    (demoDatabase ? await createDemoDatabase(dialect) : await createTestDatabase(dialect));
  const config: AppConfig = {
    // The tests' webhook receivers listen on loopback (decision 067).
    ...loadConfig({
      LOG_LEVEL: 'silent',
      WEB_DIST: '/nonexistent',
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
    }),
    ...options.config,
  };
  const clock = options.clock ?? (() => testNow);
  if (!demoDatabase) {
    const seed = options.seed ?? ((db) => seedDemoData(db, { now: testNow }));
    await seed(handle.db, dialect);
  }
  if (options.keepDemoFiles) {
    await keepDemoFiles({ db: handle.db, store: createFileStore(config), clock });
  }
  const plugged = (options.plugins ?? []).reduce((db, plugin) => db.withPlugin(plugin), handle.db);
  const server = Fastify(serverOptions(config, options.logTo));
  options.beforeRegister?.(server);
  await server.register(app, {
    config,
    database: { ...handle, db: plugged },
    clock,
    ...(options.verifyAccessToken ? { verifyAccessToken: options.verifyAccessToken } : {}),
    ...(options.isIntegrationClientActive
      ? { isIntegrationClientActive: options.isIntegrationClientActive }
      : {}),
    ...(options.mailer ? { mailer: options.mailer } : {}),
  });
  options.beforeReady?.(server);
  await server.ready();
  return {
    server,
    database: handle,
    config,
    async close() {
      await server.close();
      await drop();
    },
  };
}
