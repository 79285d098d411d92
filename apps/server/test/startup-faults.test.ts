// A server that cannot start says why in one line and exits 1, with no stack
// trace: a corrupt database file, one it may not read, a bad setting, a missing one, a database
// server that is not there, a Redis that does not answer.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const server = join(import.meta.dirname, '../src/server.ts');
const dataDir = mkdtempSync(join(tmpdir(), 'portal-startup-'));

function start(environment: Record<string, string>) {
  const run = spawnSync(process.execPath, [server], {
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', HOST: '127.0.0.1', ...environment },
    encoding: 'utf8',
    timeout: 30_000,
  });
  const lines = run.stderr.split('\n').filter((line) => line.trim() !== '');
  return { status: run.status, lines };
}

describe('start-up faults', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('names a corrupt database file in one line and exits 1', () => {
    writeFileSync(join(dataDir, 'portal.sqlite'), Buffer.alloc(8192, 0x5a));
    const { status, lines } = start({ DATA_DIR: dataDir, PORT: '0' });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(join(dataDir, 'portal.sqlite'));
    expect(lines[0]).toContain('SQLITE_NOTADB');
  });

  it('names a database file it may not read in one line and exits 1', () => {
    const folder = join(dataDir, 'unreadable');
    mkdirSync(folder);
    chmodSync(dataDir, 0o755);
    chmodSync(folder, 0o777);
    const file = join(folder, 'portal.sqlite');
    // Root reads every file, so for root the path is a folder, which SQLite cannot open either.
    // (Running the server as nobody instead would need the checkout readable by nobody, which a
    // clone in a private temporary folder is not.)
    if (process.getuid?.() === 0) mkdirSync(file);
    else {
      writeFileSync(file, '');
      chmodSync(file, 0o000);
    }
    const { status, lines } = start({ DATA_DIR: folder, PORT: '0' });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(file);
    expect(lines[0]).toContain('SQLITE_CANTOPEN');
    expect(lines[0]).toContain('Let the user the server runs as read and write the file');
  });

  // zod/mini has no messages of its own (a bare "Invalid input"): the server gives it zod's English
  // ones before reading its settings, outside the test setup that does the same for the tests.
  it("explains a bad setting in zod's English words", () => {
    const { status, lines } = start({ DATA_DIR: dataDir, PORT: '70000' });
    expect(status).toBe(1);
    expect(lines).toEqual(['Invalid configuration: PORT: Too big: expected number to be <=65535']);
  });

  it('names a bad setting in one line and exits 1', () => {
    const { status, lines } = start({ DATA_DIR: dataDir, PORT: 'eighty' });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Invalid configuration: PORT: /)]);
  });

  it('asks for KEY_ENCRYPTION_KEY with DATABASE_URL, in one line', () => {
    const { status, lines } = start({
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://portal@127.0.0.1:1/portal',
    });
    expect(status).toBe(1);
    expect(lines).toEqual([expect.stringContaining('KEY_ENCRYPTION_KEY is required')]);
  });

  it('names an unreachable database server without its password, and exits 1', () => {
    const { status, lines } = start({
      DATA_DIR: dataDir,
      PORT: '0',
      DATABASE_URL: 'postgres://portal:s3cret@127.0.0.1:1/portal',
      KEY_ENCRYPTION_KEY: Buffer.alloc(32, 1).toString('base64'),
    });
    expect(status).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('ECONNREFUSED');
    expect(lines[0]).not.toContain('s3cret');
  });

  it('names an unreachable Redis without its password, and exits 1', () => {
    const { status, lines } = start({
      DATA_DIR: join(dataDir, 'with-redis'),
      PORT: '0',
      DEMO_DATA: 'false',
      REDIS_URL: 'redis://:s3cret@127.0.0.1:1',
    });
    expect(status).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(
        /^Cannot start: Redis at redis:\/\/:\*\*\*@127\.0\.0\.1:1 does not answer/,
      ),
    ]);
    expect(lines[0]).not.toContain('s3cret');
  });
});
