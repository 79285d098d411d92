// The real server as a child process (src/server.ts, as `npm start` runs it), for tests that kill
// or restart it. Resolves once it listens, with its port read from its log.
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export interface SpawnedServer {
  child: ChildProcess;
  port: number;
  origin: string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** `entry`: another server's entry point, e.g. the previous release's (previous-release.ts). */
export function spawnServer(
  env: Record<string, string>,
  entry = join(import.meta.dirname, '../src/server.ts'),
): Promise<SpawnedServer> {
  const child = spawn(process.execPath, [entry], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIST: '/nonexistent',
      // The tests' webhook receivers listen on loopback (decision 067).
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output);
      if (!listening) return;
      // The log keeps flowing; read and drop it so that the pipe never fills.
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      const port = Number(listening[1]);
      resolve({ child, port, origin: `http://127.0.0.1:${port}`, exited });
    };
    child.stdout?.on('data', onData);
    void exited.then((code) => reject(new Error(`server exited ${code} before listening`)));
  });
}
