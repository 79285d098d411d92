// The portal's background jobs on a schedule, in process (decision 052): each job runs at fixed
// points of its period (every day at 01:00 UTC, every minute at :05, …) counted from the epoch, so
// every instance aims at the same moments. A job marked `exclusive` first claims a lease named
// after it (platform/cache/broadcast-leases.ts: a map alone, a Redis key with REDIS_URL), so of
// several instances only the first to claim runs it; the others' claims just extend that lease,
// which lasts half the period at most, so the next run is free to claim again. The jobs are
// idempotent as well (each checks its rows in its own transactions), so a Redis outage, which lets
// every instance claim, costs duplicate work, never a duplicate payment or notification.
import type { BroadcastLeases } from '../cache/broadcast-leases.ts';

export interface ScheduledJob {
  name: string;
  /** The period, ms. */
  everyMs: number;
  /** Where in the period it runs, ms after each multiple of everyMs since the epoch. */
  atMs: number;
  /** Run on one instance only (a lease), or on each (work that is the instance's own). */
  exclusive: boolean;
  run(): Promise<unknown>;
}

export interface Scheduler {
  start(): void;
  /** Cancels what is planned and waits for what is running. */
  stop(): Promise<void>;
  /** The exclusive jobs whose lease this instance claimed and holds now (for the metrics). */
  leasesHeld(): number;
}

export interface SchedulerDeps {
  jobs: readonly ScheduledJob[];
  leases: BroadcastLeases;
  clock: () => Date;
  onFailure: (job: string, error: unknown) => void;
}

/** A lease outlives a run's start by this at most (a long nightly job needs no longer one). */
const MAX_LEASE_MS = 10 * 60_000;

/** The next moment after `now` the job is due. */
export function nextRunAt(job: Pick<ScheduledJob, 'everyMs' | 'atMs'>, now: number): number {
  const base = Math.floor((now - job.atMs) / job.everyMs) * job.everyMs + job.atMs;
  return base > now ? base : base + job.everyMs;
}

export function createScheduler(deps: SchedulerDeps): Scheduler {
  const timers = new Map<string, NodeJS.Timeout>();
  const running = new Set<Promise<void>>();
  /** When each lease this instance claimed runs out, ms since the epoch. */
  const claimedUntil = new Map<string, number>();
  let stopped = true;

  async function runOnce(job: ScheduledJob): Promise<void> {
    if (job.exclusive) {
      const ttl = Math.min(job.everyMs / 2, MAX_LEASE_MS);
      const claimedAt = deps.clock().getTime();
      if ((await deps.leases.claim(`job:${job.name}`, ttl)) !== 'claimed') return;
      claimedUntil.set(job.name, claimedAt + ttl);
    }
    await job.run();
  }

  function plan(job: ScheduledJob): void {
    if (stopped) return;
    const now = deps.clock().getTime();
    const timer = setTimeout(() => {
      const run = runOnce(job)
        .catch((error: unknown) => deps.onFailure(job.name, error))
        .finally(() => {
          running.delete(run);
          plan(job);
        });
      running.add(run);
    }, nextRunAt(job, now) - now);
    // A planned job never keeps the process alive on its own.
    timer.unref();
    timers.set(job.name, timer);
  }

  return {
    start() {
      if (!stopped) return;
      stopped = false;
      for (const job of deps.jobs) plan(job);
    },
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
      await Promise.all([...running]);
    },
    leasesHeld() {
      const now = deps.clock().getTime();
      return [...claimedUntil.values()].filter((until) => until > now).length;
    },
  };
}
