// The real portal (app.ts with every plugin) on 127.0.0.1, in its own pinned process started by
// bench/api-load.ts, on an existing migrated database: the one argument is a SQLite file or a
// postgres:// URL. BENCH_REDIS_URL and BENCH_REDIS_PREFIX, when set, join it to Redis (the socket
// bench's two instances). It announces its port on stdout and closes on SIGTERM (so that a CPU
// profile taken with --cpu-prof is written). BENCH_LOOP_REPORT=1 reports its event loop's delays
// (loop-report.ts).
import Fastify from 'fastify';
import { app } from '../../apps/server/src/app.ts';
import { openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { serverOptions } from '../../apps/server/src/platform/http/server-options.ts';
import { listenAndAnnounce } from './announce-port.ts';
import { benchConfig, databaseOptions } from './bench-config.ts';
import { reportLoopDelays } from './loop-report.ts';

const [database] = process.argv.slice(2);
const dataDir = process.env.BENCH_DATA_DIR;
if (!database || !dataDir) throw new Error('usage: portal-process.ts <database> (BENCH_DATA_DIR)');
const redisUrl = process.env.BENCH_REDIS_URL;
const config = benchConfig(
  dataDir,
  redisUrl ? { url: redisUrl, keyPrefix: process.env.BENCH_REDIS_PREFIX ?? 'bench:' } : undefined,
);
const handle = await openDatabase(databaseOptions(database));
const server = Fastify(serverOptions(config));
await server.register(app, { config, database: handle });
await listenAndAnnounce(server);
if (process.env.BENCH_LOOP_REPORT === '1') reportLoopDelays();
if (process.env.BENCH_HEAP_SAMPLING)
  await (await import('./heap-sampling.ts')).sampleLongLived(process.env.BENCH_HEAP_SAMPLING);
