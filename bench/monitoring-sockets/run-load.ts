// One run of the socket bench: open every socket from a few watching processes (load-worker.ts;
// one process may hold only as many sockets as its open-file limit allows), let the streams
// settle, then measure delivery latency, messages per second, and the servers' memory and CPU
// over the measured seconds.
import { type ChildProcess, fork, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import type { PinnedServer } from '../api-load/pinned-server.ts';
import { LatencyHistogram } from './latency-histogram.ts';
import { processMemory } from './process-memory.ts';
import type { WorkerCommand, WorkerReply, WorkerTarget } from './worker-protocol.ts';

/** Sockets per watching process: well under the usual 20,000-file limit. */
const socketsPerWorker = 8_000;

export interface RunFigures {
  open: number;
  rampSeconds: number;
  /** How long opening took per socket: its enableBroadcast call and its handshake, ms. */
  enableP50Ms: number;
  enableP99Ms: number;
  handshakeP50Ms: number;
  handshakeP99Ms: number;
  messagesPerSecond: number;
  /** Messages received over messages expected (one per socket per second). */
  deliveredShare: number;
  p50Ms: number;
  p90Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Per server, at the end of the measured seconds and its peak since start. */
  rssMb: number[];
  peakRssMb: number[];
  serverCpuPercent: number[];
  /** CPU of the watching processes together, % of one core. */
  loadCpuPercent: number;
  closed: number;
  unreadable: number;
  silent: number;
  failedRenewals: number;
}

export async function runLoad(options: {
  servers: PinnedServer[];
  targets: WorkerTarget[];
  concurrency: number;
  settleSeconds: number;
  seconds: number;
  /** The CPUs of the watching processes, as taskset writes them; else this process's. */
  loadCpus?: string;
}): Promise<RunFigures> {
  const count = Math.max(1, Math.ceil(options.targets.length / socketsPerWorker));
  const workers = Array.from({ length: count }, () => startWorker(options.loadCpus));
  try {
    const started = performance.now();
    const opened = await Promise.all(
      workers.map((worker, index) =>
        worker.ask({
          kind: 'open',
          targets: options.targets.filter((_, at) => at % count === index),
          concurrency: Math.ceil(options.concurrency / count),
        }),
      ),
    );
    const rampSeconds = (performance.now() - started) / 1000;
    await sleep(options.settleSeconds * 1000);
    const resets = await Promise.all(workers.map((worker) => worker.ask({ kind: 'reset' })));
    const cpuBefore = options.servers.map((server) => server.cpuMs());
    const measureStart = performance.now();
    await sleep(options.seconds * 1000);
    const reports = await Promise.all(workers.map((worker) => worker.ask({ kind: 'report' })));
    const elapsedMs = performance.now() - measureStart;
    const memory = options.servers.map((server) => processMemory(server.pid));
    const latencies = new LatencyHistogram();
    let loadCpuMs = 0;
    let closed = 0;
    let unreadable = 0;
    let silent = 0;
    let failedRenewals = 0;
    reports.forEach((report, index) => {
      const reset = resets[index];
      if (report.kind !== 'report' || reset?.kind !== 'reset')
        throw new Error('worker out of step');
      latencies.merge(report.latencies);
      closed += report.closed;
      unreadable += report.unreadable;
      silent += report.silent;
      failedRenewals += report.failedRenewals;
      loadCpuMs += (report.cpu.user + report.cpu.system - reset.cpu.user - reset.cpu.system) / 1000;
    });
    const enableMs = new LatencyHistogram();
    const handshakeMs = new LatencyHistogram();
    let open = 0;
    for (const reply of opened) {
      if (reply.kind !== 'opened') throw new Error('worker out of step');
      open += reply.open;
      enableMs.merge(reply.enableMs);
      handshakeMs.merge(reply.handshakeMs);
    }
    return {
      open,
      rampSeconds,
      enableP50Ms: enableMs.percentile(0.5),
      enableP99Ms: enableMs.percentile(0.99),
      handshakeP50Ms: handshakeMs.percentile(0.5),
      handshakeP99Ms: handshakeMs.percentile(0.99),
      messagesPerSecond: (latencies.count * 1000) / elapsedMs,
      deliveredShare: latencies.count / ((open * elapsedMs) / 1000),
      p50Ms: latencies.percentile(0.5),
      p90Ms: latencies.percentile(0.9),
      p99Ms: latencies.percentile(0.99),
      maxMs: latencies.max,
      rssMb: memory.map((figures) => figures.rssMb),
      peakRssMb: memory.map((figures) => figures.peakRssMb),
      serverCpuPercent: options.servers.map(
        (server, index) => ((server.cpuMs() - (cpuBefore[index] ?? 0)) * 100) / elapsedMs,
      ),
      loadCpuPercent: (loadCpuMs * 100) / elapsedMs,
      closed,
      unreadable,
      silent,
      failedRenewals,
    };
  } finally {
    await Promise.all(workers.map((worker) => worker.close()));
  }
}

interface Worker {
  ask(command: WorkerCommand): Promise<WorkerReply>;
  close(): Promise<void>;
}

function startWorker(cpus: string | undefined): Worker {
  const child: ChildProcess = fork(join(import.meta.dirname, 'load-worker.ts'), {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  // A forked child inherits this process's CPU affinity; move it, threads included.
  if (cpus !== undefined && child.pid !== undefined) {
    spawnSync('taskset', ['-a', '-p', '-c', cpus, String(child.pid)], { stdio: 'ignore' });
  }
  // The watching processes stand in for browsers elsewhere, yet here they share the servers'
  // cores: as batch tasks (SCHED_BATCH) a message arriving does not preempt the server writing
  // it mid-way, as it would otherwise do thousands of times a second. They keep their fair share.
  if (child.pid !== undefined) {
    spawnSync('chrt', ['-b', '-a', '-p', '0', String(child.pid)], { stdio: 'ignore' });
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    ask: (command) =>
      new Promise((resolve, reject) => {
        const onExit = (code: number | null) =>
          reject(new Error(`a watching process exited (${code})`));
        child.once('exit', onExit);
        child.once('message', (reply: WorkerReply) => {
          child.off('exit', onExit);
          if (reply.kind === 'failed') reject(new Error(reply.error));
          else resolve(reply);
        });
        child.send(command);
      }),
    async close() {
      if (child.exitCode === null && child.signalCode === null) {
        child.send({ kind: 'close' } satisfies WorkerCommand);
        const timer = setTimeout(() => child.kill('SIGKILL'), 30_000);
        await exited;
        clearTimeout(timer);
      }
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
