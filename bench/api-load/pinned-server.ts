// Starts a server script in a child process pinned to one CPU, or to all of them (`taskset -c`),
// and waits for the port it announces on its first line of output (`listening <port>`). Stopping
// it sends SIGTERM and waits for the exit, so a CPU profile (--cpu-prof) is written before the
// bench goes on.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { createInterface } from 'node:readline';

export interface PinnedServer {
  port: number;
  pid: number;
  /** CPU time the server process has used so far, user and system, in milliseconds. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export async function startPinnedServer(options: {
  script: string;
  args?: readonly string[];
  /** The CPU to pin it to; none lets the system place it on any CPU (even when this process
   * is pinned, whose affinity a child would otherwise inherit). */
  cpu?: number;
  nodeFlags?: readonly string[];
  env?: NodeJS.ProcessEnv;
}): Promise<PinnedServer> {
  const command = [
    process.execPath,
    ...(options.nodeFlags ?? []),
    options.script,
    ...(options.args ?? []),
  ];
  // Always through taskset: a child inherits this process's affinity, and the socket bench runs
  // pinned to its load CPU, so "anywhere" has to be said (it once put both instances of the
  // two-instance run on that one CPU).
  const cpuList = options.cpu === undefined ? allCpus() : String(options.cpu);
  const [file = process.execPath, ...args] = ['taskset', '-c', cpuList, ...command];
  const child = spawn(file, args, {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...options.env },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await announcedPort(child).catch(async (error: unknown) => {
    child.kill('SIGKILL');
    await exited;
    throw error;
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the server did not start');
  return {
    port,
    pid,
    // taskset executes node in its own process, so the child's pid is the server's.
    cpuMs: () => processCpuMs(pid),
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Every CPU of the machine, as taskset writes it: "0-1" on two cores. From os.cpus(), not
 * availableParallelism(), which counts only the CPUs this (pinned) process may use. */
export function allCpus(): string {
  return `0-${cpus().length - 1}`;
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

/** utime + stime from /proc/PID/stat (fields 14 and 15, in clock ticks of 10 ms on Linux). */
function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name (field 2) may hold spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10;
}
