// The one entry point: reads configuration, opens and migrates the database, seeds the demo
// tenants when asked, and serves API and SPA on one port. SIGTERM/SIGINT close gracefully: for
// DRAIN_DELAY_MS only the readiness check fails (a load balancer takes the instance out), then no
// new connection is accepted, idle ones are closed, in-flight requests finish (within
// SHUTDOWN_GRACE_MS, else they are cut and the exit code is 1), requests still arriving get 503,
// then the database closes and the process exits 0.
import './platform/zod-defaults.ts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Fastify from 'fastify';
import { app } from './app.ts';
import { inviteDemoCustomers } from './demo/invite-demo-customers.ts';
import { keepDemoFiles } from './demo/keep-demo-files.ts';
import { seedDemoData } from './demo/seed.ts';
import { loadConfig } from './platform/config/config.ts';
import { redactedDatabase, startupFault } from './platform/config/startup-fault.ts';
import { openDatabase } from './platform/db/database.ts';
import { migrateToLatest } from './platform/db/migrate.ts';
import { createFileStore } from './platform/files/create-file-store.ts';
import { serverOptions } from './platform/http/server-options.ts';
import { warmRealms } from './platform/identity/warm-realms.ts';
import { createMailOutbox } from './platform/mail/mail-outbox.ts';
import { createMailer } from './platform/mail/mailer.ts';
import { readyLine } from './platform/tenancy/ready-line.ts';
import { listTenantSubdomains } from './platform/tenancy/tenant-repository.ts';

let databaseLocation = 'the database';

async function start() {
  const config = loadConfig();
  mkdirSync(config.dataDir, { recursive: true });
  const location = config.databaseUrl ?? join(config.dataDir, 'portal.sqlite');
  databaseLocation = redactedDatabase(location);
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { sqliteFile: location },
  );
  await migrateToLatest(database.db);
  const seeded = config.demoData
    ? await seedDemoData(database.db, { now: new Date() })
    : { seeded: false, invited: [] };

  const server = Fastify(serverOptions(config));
  const mailer = createMailer(config, server.log);
  const outbox = createMailOutbox({
    db: database.db,
    mailer,
    clock: () => new Date(),
    log: server.log,
  });
  await inviteDemoCustomers(database.db, outbox, seeded.invited);
  if (seeded.seeded) {
    // The demo's article documents, as if fetched once from the tenants' CDN (decision 044), and
    // its inspection certificates, as if sent by the back office.
    const store = createFileStore(config);
    await keepDemoFiles({ db: database.db, store, clock: () => new Date() });
  }
  await server.register(app, { config, database, mailer });
  const subdomains = await listTenantSubdomains(database.db);
  await warmRealms(server, subdomains);
  await server.listen({ port: config.port, host: config.host });
  process.stdout.write(`${readyLine(config, subdomains)}\n`);
  return { config, server };
}

// A server that cannot start says why in one line and exits 1: no stack trace.
const { config, server } = await start().catch((error: unknown) => {
  process.stderr.write(`${startupFault(error, { database: databaseLocation })}\n`);
  process.exit(1);
});

/** How long the database may take to close once the requests are over or cut. */
const DATABASE_CLOSE_MS = 5_000;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  server.log.info(`${signal} received, closing`);
  let exitCode = 0;
  // Requests still open after the grace period are cut, so that the close goes on and the
  // database is closed all the same; the exit code then says that the close was not clean.
  const grace = setTimeout(() => {
    server.log.error('graceful close timed out: cutting the requests still open');
    exitCode = 1;
    server.server.closeAllConnections();
    setTimeout(() => process.exit(1), DATABASE_CLOSE_MS).unref();
  }, config.shutdownGraceMs);
  grace.unref();
  if (config.drainDelayMs > 0) {
    server.startLeaving();
    await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
  }
  server.startDraining();
  await server.close();
  process.exit(exitCode);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
