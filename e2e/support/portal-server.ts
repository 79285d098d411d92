// Starts the real portal (API + built SPA) for browser tests: builds the web app when
// apps/web/dist or dist-ssr is missing or stale (unless the test run's global set-up already did), runs apps/server/src/server.ts on a free port with a throw-away data
// directory, waits for /readyz, and stops it with SIGTERM afterwards.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const root = resolve(import.meta.dirname, '../..');
const nodeBinary = join(root, 'node_modules/.bin/node');

export interface PortalServer {
  port: number;
  /** The server's throw-away DATA_DIR (mail lands in its outbox/). */
  dataDir: string;
  /** http://<tenant>.localhost:<port><path> — Chromium resolves *.localhost to the loopback. */
  url(tenant: string, path?: string): string;
  stop(): Promise<void>;
}

const webSources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'packages',
];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(path)
    .filter((entry) => entry !== 'node_modules' && entry !== 'dist' && entry !== 'dist-ssr')
    .reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stats.mtimeMs);
}

/** Set in the environment once the web build is known to be current for this test run. */
export const WEB_BUILD_CHECKED = 'PORTAL_E2E_WEB_BUILD_CHECKED';

/** The browser build and the server build that paints first screens (decision 059). */
const builtFiles = ['apps/web/dist/index.html', 'apps/web/dist-ssr/first-screen.js'];

/** Builds the web app when either build is missing or older than its sources (as npm start does). */
export function ensureWebBuild(): void {
  const builtAt = Math.min(
    ...builtFiles.map((file) => {
      const path = join(root, file);
      return existsSync(path) ? statSync(path).mtimeMs : 0;
    }),
  );
  const changedAt = Math.max(...webSources.map((source) => newestChange(join(root, source))));
  if (builtAt > changedAt) return;
  // Vitest runs with NODE_ENV=test, which Vite would honour: force a production build.
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error('building apps/web failed');
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });
}

async function waitUntilReady(
  port: number,
  child: ChildProcess,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`portal server exited early:\n${output()}`);
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`);
      if (response.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`portal server not ready after 60 s:\n${output()}`);
}

export interface PortalServerOptions {
  /** The port to listen on (a test's proxy in front of it needs it first); a free one otherwise. */
  port?: number;
  /** More environment, e.g. TENANT_ORIGIN_TEMPLATE for a server reached through a proxy. */
  env?: Record<string, string>;
}

export async function startPortalServer(options: PortalServerOptions = {}): Promise<PortalServer> {
  if (process.env[WEB_BUILD_CHECKED] !== 'true') ensureWebBuild();
  const port = options.port ?? (await freePort());
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  const child = spawn(nodeBinary, ['apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let log = '';
  const collect = (chunk: Buffer) => {
    log = `${log}${chunk.toString()}`.slice(-20_000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([exited, sleep(15_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    await waitUntilReady(port, child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    port,
    dataDir,
    url: (tenant, path = '/') => `http://${tenant}.localhost:${port}${path}`,
    stop,
  };
}
