// Small pieces of a fleet on one machine: a free loopback port, a wait for a condition, and a
// Redis server of the fleet's own (its own port, no persistence) that can be restarted in place.
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer, Socket } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/** Polls `check` every `everyMs` until it holds or `ms` pass; whether it held. */
export async function waitUntil(
  ms: number,
  check: () => boolean | Promise<boolean>,
  everyMs = 50,
): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return check();
}

/** Whether something accepts TCP connections on the port. */
export function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (answer: boolean) => {
      socket.destroy();
      resolve(answer);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, '127.0.0.1', () => done(true));
  });
}

/** Stops a child process with `signal` and waits for its exit (SIGKILL after `ms`). */
export async function stopChild(
  child: ChildProcess,
  signal: NodeJS.Signals = 'SIGTERM',
  ms = 10_000,
) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), ms);
  await exited;
  clearTimeout(timer);
}

export interface RedisProcess {
  url: string;
  /** Stops the server and starts it again on the same port, empty (nothing is persisted). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

export async function startRedisServer(): Promise<RedisProcess> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    if (!(await waitUntil(10_000, () => accepts(port)))) throw new Error('redis did not start');
  };
  const stop = async () => {
    if (child) await stopChild(child, 'SIGKILL');
    child = undefined;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    async restart() {
      await stop();
      await start();
    },
    stop,
  };
}
