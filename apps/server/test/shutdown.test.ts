// Issue 9, finding 6: SIGTERM with a keep-alive client connected stops at once (the idle
// connection is closed, not waited for), closes the database (SQLite leaves no WAL file behind
// only when it was closed) and exits 0. The real server, spawned.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const dataDir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));

/** Starts the server on a free port and resolves with that port once it listens. */
function startServer(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, [join(import.meta.dirname, '../src/server.ts')], {
    env: {
      PATH: process.env.PATH ?? '',
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (listening) resolve({ child, port: Number(listening[1]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited ${code} before listening`)));
  });
}

function get(port: number, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/healthz', agent }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

describe('shutdown', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('closes idle keep-alive connections, closes the database and exits 0 on SIGTERM', async () => {
    const { child, port } = await startServer();
    const agent = new http.Agent({ keepAlive: true });
    expect(await get(port, agent)).toBe(200);
    expect(existsSync(join(dataDir, 'portal.sqlite-wal'))).toBe(true);
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    const started = performance.now();
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(existsSync(join(dataDir, 'portal.sqlite-wal'))).toBe(false);
    agent.destroy();
  });
});
