// What an operator of several instances watches besides the requests, read at each scrape: the
// database pool (waiting callers mean too few connections or a slow database), the live sockets
// this instance holds, what the mail, push and webhook outboxes still owe (shared by every
// instance: each answers the same figure), and the leases this instance holds (scheduled jobs
// that run on one instance, and devices whose upstream runs here).
import { webhookBacklog } from './features/integration-events/index.ts';
import type { LiveStreams } from './features/monitoring/index.ts';
import { pushBacklog } from './features/push/index.ts';
import type { Backlog } from './platform/db/backlog.ts';
import type { DatabaseHandle, PoolUse } from './platform/db/database.ts';
import { migrations } from './platform/db/migrate.ts';
import type { Scheduler } from './platform/jobs/scheduler.ts';
import { mailBacklog } from './platform/mail/mail-outbox-repository.ts';
import type { GaugeReading, PortalMetrics } from './platform/metrics/portal-metrics.ts';

export interface FleetMetricsSources {
  database: DatabaseHandle;
  openSockets: () => number;
  scheduler: Pick<Scheduler, 'leasesHeld'>;
  liveStreams: Pick<LiveStreams, 'running'>;
  clock: () => Date;
}

export function registerFleetMetrics(metrics: PortalMetrics, sources: FleetMetricsSources): void {
  // SQLite has no pool: no pool gauges rather than zeros that look like an idle one.
  if (sources.database.poolUse() !== undefined) registerPoolGauges(metrics, sources.database);
  metrics.gaugeAtScrape(
    'portal_live_sockets_open',
    'Live monitoring sockets open on this instance.',
    [],
    () => [{ value: sources.openSockets() }],
  );
  metrics.gaugeAtScrape(
    'portal_leases_held',
    'Leases this instance holds: scheduled jobs (job) and device upstreams (device_stream).',
    ['kind'],
    () => [
      { labels: { kind: 'job' }, value: sources.scheduler.leasesHeld() },
      { labels: { kind: 'device_stream' }, value: sources.liveStreams.running().length },
    ],
  );
  // Which release an instance runs, as far as the schema is concerned: a contract migration
  // waits until no instance reports an older newest migration (docs/operations.md).
  const newestMigration = Object.keys(migrations).sort().at(-1) ?? 'none';
  metrics.gaugeAtScrape(
    'portal_schema_info',
    'Always 1; newest_migration is the newest migration this instance knows.',
    ['newest_migration'],
    () => [{ labels: { newest_migration: newestMigration }, value: 1 }],
  );
  registerOutboxGauges(metrics, sources);
}

function registerPoolGauges(metrics: PortalMetrics, database: DatabaseHandle): void {
  const pool = (read: (use: PoolUse) => GaugeReading) => () => {
    const use = database.poolUse();
    return use ? read(use) : [];
  };
  metrics.gaugeAtScrape(
    'portal_db_pool_connections',
    'PostgreSQL pool connections by state (in_use, idle).',
    ['state'],
    pool((use) => [
      { labels: { state: 'in_use' }, value: use.inUse },
      { labels: { state: 'idle' }, value: use.idle },
    ]),
  );
  metrics.gaugeAtScrape(
    'portal_db_pool_waiting',
    'Callers waiting for a PostgreSQL pool connection.',
    [],
    pool((use) => [{ value: use.waiting }]),
  );
  metrics.gaugeAtScrape(
    'portal_db_pool_max',
    'The PostgreSQL pool size of this instance.',
    [],
    pool((use) => [{ value: use.max }]),
  );
}

function registerOutboxGauges(metrics: PortalMetrics, sources: FleetMetricsSources): void {
  const { db } = sources.database;
  const outboxes: Record<string, () => Promise<Backlog>> = {
    mail: () => mailBacklog(db),
    push: () => pushBacklog(db),
    webhook: () => webhookBacklog(db),
  };
  const readBacklogs = () =>
    Promise.all(
      Object.entries(outboxes).map(async ([name, read]) => [name, await read()] as const),
    );
  // One reading per scrape for both gauges: a scrape collects the gauges in the order they were
  // registered, so the first starts the reading and the second takes it.
  let started: ReturnType<typeof readBacklogs> | undefined;
  metrics.gaugeAtScrape(
    'portal_outbox_pending',
    'Rows an outbox still owes, of every tenant: mail, push, webhook.',
    ['outbox'],
    async () => {
      started = readBacklogs();
      return (await started).map(([outbox, backlog]) => ({
        labels: { outbox },
        value: backlog.pending,
      }));
    },
  );
  metrics.gaugeAtScrape(
    'portal_outbox_oldest_pending_seconds',
    'Age of the oldest row an outbox still owes (0 when it owes none).',
    ['outbox'],
    async () => {
      const reading = started ?? readBacklogs();
      started = undefined;
      const now = sources.clock().getTime();
      return (await reading).map(([outbox, backlog]) => ({
        labels: { outbox },
        value:
          backlog.oldestSince === null
            ? 0
            : Math.max(0, (now - Date.parse(backlog.oldestSince)) / 1000),
      }));
    },
  );
}
