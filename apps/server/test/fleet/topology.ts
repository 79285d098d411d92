// The portal as an operator runs it for many customers, on this machine: HAProxy in front of
// three instances of the real server (child processes, as `npm start` runs it), all on one
// PostgreSQL database of their own (migrated, with the demo data), one Redis of their own, an S3
// server and a Mosquitto with the shipped access rules. Every shared service sits behind
// something the caller controls, so that a test can take it away: PostgreSQL behind a TCP proxy,
// the S3 server behind a proxy that can answer 500, Redis as a process to restart; each instance
// can be signalled and started again on its port. Used by `npm run fleet` and the fault test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedDemoData } from '../../src/demo/seed.ts';
import { createTestDatabase, type TestDatabase } from '../databases.ts';
import { type Broker, startBroker } from '../mosquitto-broker.ts';
import { type S3TestServer, startS3TestServer } from '../s3-test-server.ts';
import { type SpawnedServer, spawnServer } from '../spawned-server.ts';
import { startTcpProxy, type TcpProxy } from '../tcp-proxy.ts';
import { type Balancer, CHECK_FALL, CHECK_INTERVAL_MS, startBalancer } from './haproxy.ts';
import { freePort, type RedisProcess, startRedisServer, stopChild } from './local-processes.ts';
import { type S3FaultProxy, startS3FaultProxy } from './s3-fault-proxy.ts';

/** After SIGTERM an instance keeps answering this long with its readiness failing: longer than
 * the balancer needs to see it (its check interval times its fall count), with a margin. */
export const FLEET_DRAIN_DELAY_MS = CHECK_INTERVAL_MS * CHECK_FALL + 1_500;

export interface FleetInstance {
  name: string;
  port: number;
  origin: string;
  running(): boolean;
  /** The running process (undefined while stopped). */
  process(): SpawnedServer | undefined;
  /** Starts the instance on its port (after a stop or a kill). */
  start(): Promise<void>;
  /** Sends the signal and waits for the exit; the exit code (null when killed by it). */
  stop(signal: 'SIGTERM' | 'SIGKILL'): Promise<number | null>;
}

export interface Fleet {
  /** The balancer's address: every request and socket goes there. */
  origin: string;
  balancer: Balancer;
  instances: FleetInstance[];
  /** The database, straight (not through the proxy): for the caller's own reads and set-up. */
  database: TestDatabase;
  /** Between the instances and PostgreSQL: stop() refuses connections, start() lets them in. */
  databaseProxy: TcpProxy;
  s3: S3TestServer;
  s3Proxy: S3FaultProxy;
  redis: RedisProcess;
  broker: Broker;
  /** Every instance's environment (each adds its PORT). */
  env: Record<string, string>;
  stop(): Promise<void>;
}

export interface FleetOptions {
  instances?: number;
  /** The built web app, served by every instance (none by default). */
  webDist?: string;
  /** More environment for every instance. */
  env?: Record<string, string>;
}

export async function startFleet(options: FleetOptions = {}): Promise<Fleet> {
  const stops: (() => Promise<void> | void)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
  };
  try {
    const database = await createTestDatabase('postgres');
    stops.push(() => database.drop());
    await seedDemoData(database.handle.db, { now: new Date() });
    const target = new URL(database.url ?? '');
    const databaseProxy = await startTcpProxy({
      host: target.hostname,
      port: Number(target.port || 5432),
    });
    stops.push(() => databaseProxy.stop());
    const proxiedUrl = new URL(target);
    proxiedUrl.port = String(databaseProxy.port);

    const redis = await startRedisServer();
    stops.push(() => redis.stop());
    const s3 = await startS3TestServer();
    stops.push(() => s3.close());
    const s3Proxy = await startS3FaultProxy({ port: Number(new URL(s3.settings.endpoint).port) });
    stops.push(() => s3Proxy.close());
    const s3Url = new URL(s3.url);
    s3Url.port = String(s3Proxy.port);
    const broker = await startBroker(['demo', 'helios']);
    stops.push(() => broker.close());

    const dataDir = mkdtempSync(join(tmpdir(), 'portal-fleet-'));
    stops.push(() => rmSync(dataDir, { recursive: true, force: true }));
    const ports = await Promise.all(
      Array.from({ length: options.instances ?? 3 }, () => freePort()),
    );
    const balancerPort = await freePort();
    const env: Record<string, string> = {
      HOST: '127.0.0.1',
      TRUST_PROXY: 'true',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      DATABASE_URL: proxiedUrl.toString(),
      KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      REDIS_URL: redis.url,
      REDIS_KEY_PREFIX: 'fleet:',
      S3_URL: s3Url.toString(),
      S3_TIMEOUT_MS: '3000',
      MQTT_URL: broker.url.replace(
        'mqtt://',
        `mqtt://portal.ingest:${broker.passwords['portal.ingest']}@`,
      ),
      TENANT_ORIGIN_TEMPLATE: `http://{tenant}.localhost:${balancerPort}`,
      DRAIN_DELAY_MS: String(FLEET_DRAIN_DELAY_MS),
      SHUTDOWN_GRACE_MS: '10000',
      REDIS_LIVENESS_TTL_MS: '3000',
      LIVE_SILENCE_MS: '2000',
      LIVE_SOCKETS_PER_CUSTOMER: '1000',
      METRICS_TOKEN: randomBytes(24).toString('base64url'),
      // A killed instance's webhook events go to another after 15 s, not the default 2 min: an
      // operator who kills instances on purpose (autoscaling, spot machines) wants them soon.
      WEBHOOK_LEASE_MS: '15000',
      ...(options.webDist ? { WEB_DIST: options.webDist } : {}),
      ...options.env,
    };
    const instances = ports.map((port, index) => fleetInstance(`i${index + 1}`, port, env));
    stops.push(async () => {
      for (const instance of instances) if (instance.running()) await instance.stop('SIGTERM');
    });
    await Promise.all(instances.map((instance) => instance.start()));
    const balancer = await startBalancer(instances, balancerPort);
    stops.push(() => balancer.stop());
    return {
      origin: balancer.origin,
      balancer,
      instances,
      database,
      databaseProxy,
      s3,
      s3Proxy,
      redis,
      broker,
      env,
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

function fleetInstance(name: string, port: number, env: Record<string, string>): FleetInstance {
  let spawned: SpawnedServer | undefined;
  return {
    name,
    port,
    origin: `http://127.0.0.1:${port}`,
    running: () => spawned !== undefined,
    process: () => spawned,
    async start() {
      if (spawned) return;
      const server = await spawnServer({ ...env, PORT: String(port) });
      spawned = server;
      void server.exited.then(() => {
        if (spawned === server) spawned = undefined;
      });
    },
    async stop(signal) {
      const server = spawned;
      if (!server) return null;
      await stopChild(server.child, signal, 30_000);
      spawned = undefined;
      return server.exited;
    },
  };
}
