// Starts a server script in a child process pinned to one CPU (`taskset -c`), and waits for the
// port it announces on its first line of output (`listening <port>`). Stopping it sends SIGTERM
// and waits for the exit, so a CPU profile (--cpu-prof) is written before the bench goes on.
import { type ChildProcess, spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface PinnedServer {
  port: number;
  stop(): Promise<void>;
}

export async function startPinnedServer(options: {
  script: string;
  args?: readonly string[];
  cpu: number;
  nodeFlags?: readonly string[];
  env?: NodeJS.ProcessEnv;
}): Promise<PinnedServer> {
  const child = spawn(
    'taskset',
    [
      '-c',
      String(options.cpu),
      process.execPath,
      ...(options.nodeFlags ?? []),
      options.script,
      ...(options.args ?? []),
    ],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...options.env } },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await announcedPort(child).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

function announcedPort(child: ChildProcess): Promise<number> {
  return new Promise((resolve, reject) => {
    if (!child.stdout) return reject(new Error('the server has no output'));
    const lines = createInterface({ input: child.stdout });
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening`)));
    lines.on('line', (line) => {
      const match = /^listening (\d+)$/.exec(line);
      if (match) resolve(Number(match[1]));
    });
  });
}
