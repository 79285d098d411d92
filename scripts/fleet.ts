// Starts the portal as a fleet on this machine (decision 086): HAProxy in front of three
// instances of the server in production mode, on a PostgreSQL database of its own (migrated, with
// the demo data), a Redis, an S3 server and a Mosquitto of its own with the shipped access rules.
// Prints where each piece listens; Ctrl-C stops everything and removes the database.
//   npm run fleet                  # needs PostgreSQL on 127.0.0.1:5432 and Debian's haproxy,
//                                  # redis-server and mosquitto
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { startFleet } from '../apps/server/test/fleet/topology.ts';

const webDist = join(import.meta.dirname, '../apps/web/dist');
const fleet = await startFleet(existsSync(join(webDist, 'index.html')) ? { webDist } : {});
const balancerPort = new URL(fleet.origin).port;
const lines = [
  `The fleet is up. Open http://demo.localhost:${balancerPort} or http://helios.localhost:${balancerPort}`,
  `  HAProxy        ${fleet.origin} (its stats: http://127.0.0.1:${fleet.balancer.statsPort}/stats)`,
  ...fleet.instances.map(
    (instance) =>
      `  instance ${instance.name}    ${instance.origin} (/healthz, /readyz, /metrics with the token below)`,
  ),
  `  PostgreSQL     ${redactedUrl(fleet.database.url ?? '')} (instances reach it through 127.0.0.1:${fleet.databaseProxy.port})`,
  `  Redis          ${fleet.redis.url} (key prefix ${fleet.env.REDIS_KEY_PREFIX})`,
  `  S3             ${fleet.s3.settings.endpoint}/${fleet.s3.settings.bucket} (instances reach it through 127.0.0.1:${fleet.s3Proxy.port})`,
  `  Mosquitto      ${fleet.broker.url} (users: ${Object.keys(fleet.broker.passwords).join(', ')})`,
  `  METRICS_TOKEN  ${fleet.env.METRICS_TOKEN}`,
  'Ctrl-C stops everything.',
];
process.stdout.write(`${lines.join('\n')}\n`);

function redactedUrl(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

let stopping = false;
async function stop(): Promise<void> {
  if (stopping) return;
  stopping = true;
  process.stdout.write('Stopping the fleet…\n');
  await fleet.stop();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
