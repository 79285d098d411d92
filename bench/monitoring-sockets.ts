// The live monitoring socket at scale: N customers each watching their own device
// (default 20,000), every socket receiving its device's message once a second. Three runs, each
// after the sockets are open and a few seconds of settling:
//   1. baseline: a bare `ws` server sending a message of the same size per socket per second;
//   2. the portal, one instance (app.ts with every plugin, the simulator behind each device);
//   3. the portal, two instances sharing Redis, every socket opened on the instance that does
//      NOT run its device, so every message crosses Redis pub/sub.
// Latency is from the producer's timestamp (the reading's time) to the message's arrival here.
// In runs 1 and 2 the server is pinned to CPU 0 and the watching processes to CPU 1; in run 3 the
// instances, the watching processes, Redis and PostgreSQL share both cores, placed by the system.
// Every broadcast is renewed every 180 s, as the portal's client does. Prints figures; asserts
// nothing.
//
//   node_modules/.bin/node bench/monitoring-sockets.ts [--sockets N] [--seconds N]
//     [--runs baseline,one,two] [--concurrency N] [--profile DIR] [--loop]
// --profile DIR writes each portal process's CPU profile there; --loop has each portal process
// report its event loop's delays and garbage-collection pauses every 10 s (on stderr);
// BENCH_NODE_FLAGS (e.g. "--max-semi-space-size=64") is passed to each portal process's node.
// BENCH_HEAP_SAMPLING=DIR,FROM,TO (seconds after each portal process starts) writes a sampled
// profile of the allocations that outlive young collections (bench/api-load/heap-sampling.ts).
//
// Runs 1 and 2 on a fresh SQLite demo database (PostgreSQL when DATABASE_URL is set); run 3 on a
// fresh PostgreSQL database (through DATABASE_URL, else the local server), with Redis at REDIS_URL
// (default redis://127.0.0.1:6379) under a key prefix of its own, removed at the end. Needs
// more open files than the usual 1,024: it raises its limit (as root, or up to the hard limit).
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BROADCAST_RENEWAL_MS } from '@portal/domain/constants';
import { benchConfig } from './api-load/bench-config.ts';
import { type BenchDatabase, benchDatabase } from './api-load/bench-database.ts';
import { allCpus, type PinnedServer, startPinnedServer } from './api-load/pinned-server.ts';
import { addWatchers, type Watcher } from './monitoring-sockets/bench-watchers.ts';
import { socketRoom } from './monitoring-sockets/open-files.ts';
import { removeRedisPrefix } from './monitoring-sockets/redis-prefix.ts';
import { type RunFigures, runLoad } from './monitoring-sockets/run-load.ts';
import type { WorkerTarget } from './monitoring-sockets/worker-protocol.ts';

const serverCpu = 0;
const loadCpu = 1;
const settleSeconds = 5;

const { values: options } = parseArgs({
  options: {
    sockets: { type: 'string', default: '20000' },
    seconds: { type: 'string', default: '30' },
    runs: { type: 'string', default: 'baseline,one,two' },
    concurrency: { type: 'string', default: '64' },
    profile: { type: 'string' },
    loop: { type: 'boolean', default: false },
  },
});

// This side runs pinned, with room for tens of thousands of sockets: re-run under a shell that
// raises the open-file limit, then taskset. The servers it starts inherit the limit.
if (process.env.MONITORING_SOCKETS_PINNED !== '1') {
  const raise = 'ulimit -n 1048576 2>/dev/null || ulimit -n "$(ulimit -Hn)"';
  const pinned = spawnSync(
    'bash',
    [
      '-c',
      `${raise}; exec taskset -c ${loadCpu} "$@"`,
      'bench',
      process.execPath,
      ...process.execArgv,
      ...process.argv.slice(1),
    ],
    { stdio: 'inherit', env: { ...process.env, MONITORING_SOCKETS_PINNED: '1' } },
  );
  process.exit(pinned.status ?? 1);
}

const sockets = Number(options.sockets);
const seconds = Number(options.seconds);
const concurrency = Number(options.concurrency);
if (!(sockets > 0 && seconds > 0 && concurrency > 0)) {
  throw new Error('--sockets, --seconds and --concurrency must be positive numbers');
}
const runs = new Set(options.runs.split(','));
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const redisPrefix = `bench-sockets-${randomBytes(4).toString('hex')}:`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-sockets-'));
const config = benchConfig(dataDir);
// Two instances share PostgreSQL, as a deployment of several instances does: a SQLite file
// belongs to one instance.
const sharedPostgresUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const databases: BenchDatabase[] = [];
const here = import.meta.dirname;
const servers: PinnedServer[] = [];
try {
  const prepare = async (postgresUrl: string | undefined) => {
    const database = await benchDatabase({ existing: undefined, postgresUrl, dataDir });
    databases.push(database);
    console.log(
      `${database.description}: adding ${sockets} customers, each with a device and a token…`,
    );
    const watchers = await addWatchers(config, database.location, 'demo', sockets);
    return { database, watchers };
  };
  const single =
    runs.has('baseline') || runs.has('one') ? await prepare(process.env.DATABASE_URL) : undefined;
  const shared = runs.has('two') ? await prepare(sharedPostgresUrl) : undefined;
  console.log(
    `${sockets} sockets, one device each, one message per device per second, each broadcast renewed every ${BROADCAST_RENEWAL_MS / 1000} s; ${seconds} s measured after ${settleSeconds} s of settling; Node ${process.version}; load average ${loadAverage()}.`,
  );
  const results: { name: string; figures: RunFigures }[] = [];
  const measure = async (name: string, started: PinnedServer[], plan: Plan, loadCpus?: string) => {
    servers.push(...started);
    const targets = plan(started).slice(0, roomFor(started));
    const figures = await runLoad({
      servers: started,
      targets,
      concurrency,
      settleSeconds,
      seconds,
      loadCpus,
    });
    results.push({ name, figures });
    for (const server of started) await server.stop();
    servers.length = 0;
    console.log(row(name, figures));
  };
  console.log(header());
  if (single && runs.has('baseline')) {
    const { watchers } = single;
    const baseline = await startPinnedServer({
      script: join(here, 'monitoring-sockets/baseline-process.ts'),
      cpu: serverCpu,
    });
    await measure('baseline: bare ws, pinned', [baseline], ([server]) =>
      watchers.map(() => ({ socketUrl: `ws://127.0.0.1:${server?.port}/` })),
    );
  }
  if (single && runs.has('one')) {
    const { database, watchers } = single;
    const portal = await startPortal(database, serverCpu);
    await measure(`portal, 1 instance, ${kind(database)}`, [portal], (started) =>
      portalTargets(watchers, started, 0),
    );
  }
  if (shared) {
    const { database, watchers } = shared;
    const pair = [
      await startPortal(database, undefined, true),
      await startPortal(database, undefined, true),
    ];
    await measure(
      `portal, 2 instances, ${kind(database)}`,
      pair,
      (started) => portalTargets(watchers, started, 1),
      allCpus(),
    );
  }
  const baseline = results.find((result) => result.name.startsWith('baseline'));
  for (const result of results) {
    if (result === baseline || !baseline) continue;
    const ratio = result.figures.p99Ms / Math.max(1, baseline.figures.p99Ms);
    console.log(
      `${result.name}: p99 ${ratio.toFixed(2)}× the baseline's; budget p99 ≤ 250 ms and RSS ≤ 1,536 MB per instance: ${withinBudget(result.figures) ? 'held' : 'NOT held'}.`,
    );
  }
  console.log(`Load average at the end: ${loadAverage()}.`);
} finally {
  for (const server of servers.reverse()) await server.stop();
  await removeRedisPrefix(redisUrl, redisPrefix).catch((error: unknown) => {
    console.error(`Redis keys under ${redisPrefix} not removed: ${String(error)}`);
  });
  for (const database of databases) await database.remove();
  rmSync(dataDir, { recursive: true, force: true });
}

type Plan = (servers: PinnedServer[]) => WorkerTarget[];

function startPortal(
  database: BenchDatabase,
  cpu: number | undefined,
  withRedis = false,
): Promise<PinnedServer> {
  return startPinnedServer({
    script: join(here, 'api-load/portal-process.ts'),
    args: [database.location],
    cpu,
    nodeFlags: [
      ...(process.env.BENCH_NODE_FLAGS?.split(' ').filter(Boolean) ?? []),
      ...(options.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.profile)}`] : []),
    ],
    env: {
      BENCH_DATA_DIR: dataDir,
      ...(options.loop && { BENCH_LOOP_REPORT: '1' }),
      ...(withRedis && { BENCH_REDIS_URL: redisUrl, BENCH_REDIS_PREFIX: redisPrefix }),
    },
  });
}

/** Each device enabled on one instance; its socket on the instance `shift` further along. */
function portalTargets(
  watchers: Watcher[],
  started: PinnedServer[],
  shift: number,
): WorkerTarget[] {
  return watchers.map((watcher, index) => {
    const enabling = started[index % started.length];
    const watching = started[(index + shift) % started.length];
    if (!enabling || !watching) throw new Error('no server');
    const query = new URLSearchParams({
      subdomain: 'demo',
      accessToken: watcher.token,
      deviceId: watcher.deviceId,
    });
    return {
      socketUrl: `ws://127.0.0.1:${watching.port}/websockets/monitoring?${query}`,
      enable: {
        url: `http://127.0.0.1:${enabling.port}/api/monitoring/enableBroadcast`,
        headers: {
          'x-subdomain': 'demo',
          authorization: `Bearer ${watcher.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ deviceId: watcher.deviceId }),
      },
    };
  });
}

/**
 * The sockets the servers can hold: all of them, unless the open-file limit of a process is
 * lower (this machine's hard limit is 20,000 files per process and cannot be raised without
 * CAP_SYS_RESOURCE, which leaves one process a few dozen short of 20,000 sockets). Said when it
 * bites, so the figure is never mistaken for the full count.
 */
function roomFor(started: PinnedServer[]): number {
  const room = started.reduce((sum, server) => sum + socketRoom(server.pid), 0);
  if (room < sockets) {
    const pids = started.map((server) => server.pid).join(', ');
    console.log(
      `  (the open-file limit of server process ${pids} leaves room for ${room} sockets, not ${sockets}: ${room} are opened)`,
    );
  }
  return Math.min(room, sockets);
}

function kind(database: BenchDatabase): string {
  return database.location.startsWith('postgres') ? 'PostgreSQL' : 'SQLite';
}

function withinBudget(figures: RunFigures): boolean {
  return figures.p99Ms <= 250 && figures.peakRssMb.every((mb) => mb <= 1536);
}

function header(): string {
  const columns = ['open', 'ramp s', 'msg/s', 'delivered', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'];
  return `${'run'.padEnd(30)}${columns.map((name) => name.padStart(10)).join('')}  RSS MB (peak) · CPU %`;
}

function row(name: string, figures: RunFigures): string {
  const columns = [
    String(figures.open),
    figures.rampSeconds.toFixed(1),
    figures.messagesPerSecond.toFixed(0),
    `${(figures.deliveredShare * 100).toFixed(1)}%`,
    String(figures.p50Ms),
    String(figures.p90Ms),
    String(figures.p99Ms),
    String(figures.maxMs),
  ];
  const memory = figures.rssMb
    .map((mb, index) => `${mb.toFixed(0)} (${figures.peakRssMb[index]?.toFixed(0)})`)
    .join(' + ');
  const cpu = figures.serverCpuPercent.map((percent) => percent.toFixed(0)).join(' + ');
  const trouble = [
    figures.closed > 0 ? `${figures.closed} closed` : '',
    figures.unreadable > 0 ? `${figures.unreadable} unreadable` : '',
    figures.silent > 0 ? `${figures.silent} silent` : '',
    figures.failedRenewals > 0 ? `${figures.failedRenewals} renewals failed` : '',
  ].filter(Boolean);
  const enabling = Number.isNaN(figures.enableP50Ms)
    ? 'no enableBroadcast'
    : `enableBroadcast p50 ${figures.enableP50Ms} ms, p99 ${figures.enableP99Ms} ms`;
  const opening = `${''.padEnd(30)}opening each socket: ${enabling}; handshake p50 ${figures.handshakeP50Ms} ms, p99 ${figures.handshakeP99Ms} ms`;
  return `${name.padEnd(30)}${columns.map((value) => value.padStart(10)).join('')}  ${memory} · ${cpu}; this side ${figures.loadCpuPercent.toFixed(0)}%${trouble.length ? ` (${trouble.join(', ')})` : ''}\n${opening}`;
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
