// API speed under load on this machine: the real portal (app.ts on 127.0.0.1) and a bare Fastify
// hello-world, each in its own process pinned to CPU 0, and the load generator (autocannon,
// 10 connections) in this process pinned to CPU 1, so load and server do not share a core. Each
// endpoint is measured right after its own hello-world run, so that drift of the machine cancels
// out of the ratio. Prints figures; asserts nothing.
//
//   node_modules/.bin/node bench/api-load.ts [--seconds N] [--database FILE|postgres://…]
//                                            [--tenant SUBDOMAIN] [--customer EMAIL] [--profile DIR]
//
// Without --database: a fresh database seeded with the demo data, PostgreSQL when DATABASE_URL is
// set (created and dropped through that URL), else a temporary SQLite file. With --database: that
// existing, migrated database as it is. --profile DIR writes the portal's CPU profile there.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { benchConfig } from './api-load/bench-config.ts';
import { benchDatabase } from './api-load/bench-database.ts';
import { type LoadFigures, measureLoad } from './api-load/measure-load.ts';
import { type PinnedServer, startPinnedServer } from './api-load/pinned-server.ts';
import { signInCustomer } from './api-load/signed-in-customer.ts';

const serverCpu = 0;
const loadCpu = 1;
const connections = 10;

const { values: options } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    database: { type: 'string' },
    tenant: { type: 'string', default: 'demo' },
    customer: { type: 'string', default: 'jan.peeters@example.be' },
    profile: { type: 'string' },
  },
});

// The load side runs pinned too: re-run this script under taskset on its CPU, threads included.
if (process.env.API_LOAD_PINNED !== '1') {
  const pinned = spawnSync(
    'taskset',
    ['-c', String(loadCpu), process.execPath, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit', env: { ...process.env, API_LOAD_PINNED: '1' } },
  );
  process.exit(pinned.status ?? 1);
}

const seconds = Number(options.seconds);
if (!(seconds > 0)) throw new Error('--seconds must be a positive number');
const warmUpSeconds = Math.min(3, seconds);
const dataDir = mkdtempSync(join(tmpdir(), 'portal-api-load-'));
const config = benchConfig(dataDir);
const database = await benchDatabase({
  existing: options.database,
  postgresUrl: process.env.DATABASE_URL,
  dataDir,
});
const servers: PinnedServer[] = [];
try {
  const customer = await signInCustomer(config, database.location, options);
  const here = import.meta.dirname;
  const hello = await startPinnedServer({
    script: join(here, 'api-load/hello-world-process.ts'),
    cpu: serverCpu,
  });
  servers.push(hello);
  const portal = await startPinnedServer({
    script: join(here, 'api-load/portal-process.ts'),
    args: [database.location],
    cpu: serverCpu,
    env: { BENCH_DATA_DIR: dataDir },
    nodeFlags: options.profile ? ['--cpu-prof', `--cpu-prof-dir=${resolve(options.profile)}`] : [],
  });
  servers.push(portal);

  const paths = ['/api/installations/', customer.offerVersionPath, customer.invoicePath].filter(
    (path): path is string => path !== undefined,
  );
  console.log(
    `Server and hello-world pinned to CPU ${serverCpu}, load (autocannon, ${connections} connections) pinned to CPU ${loadCpu}.`,
  );
  if (database.location.startsWith('postgres')) {
    console.log('PostgreSQL itself is not pinned: its processes share both cores with the above.');
  }
  console.log(
    `${database.description}; as ${options.customer} of '${options.tenant}'; ${seconds} s per run after ${warmUpSeconds} s of warm-up; Node ${process.version}; load average ${loadAverage()}.`,
  );
  console.log(header());
  const helloUrl = `http://127.0.0.1:${hello.port}/`;
  for (const path of paths) {
    const url = `http://127.0.0.1:${portal.port}${path}`;
    await checkAnswers(url, customer.headers);
    const baseline = await warmThenMeasure(hello, helloUrl, {});
    console.log(row('hello-world (baseline)', baseline));
    const figures = await warmThenMeasure(portal, url, customer.headers);
    console.log(row(`GET ${path}`, figures, baseline));
  }
  console.log(`Load average at the end: ${loadAverage()}.`);
} finally {
  for (const server of servers.reverse()) await server.stop();
  await database.remove();
  rmSync(dataDir, { recursive: true, force: true });
}

/** The figures of one run after a warm-up, with the server's CPU time per answer. */
async function warmThenMeasure(
  server: PinnedServer,
  url: string,
  headers: Record<string, string>,
): Promise<Measured> {
  await measureLoad({ url, headers, connections, seconds: warmUpSeconds });
  const cpuBefore = server.cpuMs();
  const figures = await measureLoad({ url, headers, connections, seconds });
  const cpuUsPerRequest = ((server.cpuMs() - cpuBefore) * 1000) / Math.max(1, figures.requests);
  return { ...figures, cpuUsPerRequest };
}

async function checkAnswers(url: string, headers: Record<string, string>): Promise<void> {
  const response = await fetch(url, { headers });
  if (response.status !== 200) {
    throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  }
}

interface Measured extends LoadFigures {
  /** The server's CPU time (user + system, all its threads) per answer: steadier than req/s
   * when other work shares the machine. */
  cpuUsPerRequest: number;
}

function header(): string {
  const columns = ['req/s', 'p50 ms', 'p99 ms', 'CPU µs/req'].map((name) => name.padStart(11));
  return `${'endpoint'.padEnd(36)}${columns.join('')}  ratio`;
}

function row(name: string, figures: Measured, baseline?: Measured): string {
  const ratio = baseline ? (figures.requestsPerSecond / baseline.requestsPerSecond).toFixed(3) : '';
  const failures = figures.failures > 0 ? `  (${figures.failures} failed)` : '';
  const columns = [
    figures.requestsPerSecond.toFixed(0),
    figures.p50Ms.toFixed(2),
    figures.p99Ms.toFixed(2),
    figures.cpuUsPerRequest.toFixed(0),
  ].map((value) => value.padStart(11));
  return `${name.padEnd(36)}${columns.join('')}  ${ratio}${failures}`;
}

function loadAverage(): string {
  return loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');
}
