// The scheduler on a fake clock: jobs run at their fixed points of the period, an exclusive job
// runs on one of two instances sharing leases, a failure is reported and the job still runs next
// time, and stop waits for a running job.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type IntegrationEventJobDeps,
  integrationEventJobs,
} from '../../features/integration-events/event-jobs.ts';
import {
  type MonitoringJobDeps,
  monitoringJobs,
} from '../../features/monitoring/monitoring-jobs.ts';
import { createMemoryBroadcastLeases } from '../cache/broadcast-leases.ts';
import { createScheduler, nextRunAt, type ScheduledJob } from './scheduler.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const clock = () => new Date();

function job(name: string, overrides: Partial<ScheduledJob> = {}) {
  const runs: number[] = [];
  const scheduled: ScheduledJob = {
    name,
    everyMs: DAY,
    atMs: HOUR,
    exclusive: true,
    run: async () => {
      runs.push(Date.now());
    },
    ...overrides,
  };
  return { scheduled, runs };
}

describe('the scheduler', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-11-21T09:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('plans the next fixed point of the period', () => {
    const now = Date.parse('2026-11-21T09:00:00Z');
    expect(new Date(nextRunAt({ everyMs: DAY, atMs: HOUR }, now)).toISOString()).toBe(
      '2026-11-22T01:00:00.000Z',
    );
    expect(nextRunAt({ everyMs: MINUTE, atMs: 5000 }, now)).toBe(now + 5000);
    // Exactly at a run's moment, the next one is a period later.
    expect(nextRunAt({ everyMs: MINUTE, atMs: 0 }, now)).toBe(now + MINUTE);
  });

  it('runs a nightly job once a night, on one of two instances sharing the leases', async () => {
    const leases = createMemoryBroadcastLeases(clock);
    const nightly = job('retention');
    const failures: unknown[] = [];
    const onFailure = (_: string, error: unknown) => failures.push(error);
    const first = createScheduler({ jobs: [nightly.scheduled], leases, clock, onFailure });
    const second = createScheduler({ jobs: [nightly.scheduled], leases, clock, onFailure });
    first.start();
    second.start();
    await vi.advanceTimersByTimeAsync(16 * HOUR - 1);
    expect(nightly.runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(nightly.runs.map((at) => new Date(at).toISOString())).toEqual([
      '2026-11-22T01:00:00.000Z',
    ]);
    await vi.advanceTimersByTimeAsync(2 * DAY);
    expect(nightly.runs.map((at) => new Date(at).toISOString())).toEqual([
      '2026-11-22T01:00:00.000Z',
      '2026-11-23T01:00:00.000Z',
      '2026-11-24T01:00:00.000Z',
    ]);
    expect(failures).toEqual([]);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('counts the leases an instance claimed while they last, for the metrics', async () => {
    const leases = createMemoryBroadcastLeases(clock);
    const hourly = job('day-ahead', { everyMs: HOUR, atMs: 0 });
    const first = createScheduler({ jobs: [hourly.scheduled], leases, clock, onFailure: () => 0 });
    const second = createScheduler({ jobs: [hourly.scheduled], leases, clock, onFailure: () => 0 });
    first.start();
    second.start();
    expect([first.leasesHeld(), second.leasesHeld()]).toEqual([0, 0]);
    await vi.advanceTimersByTimeAsync(HOUR);
    expect(hourly.runs).toHaveLength(1);
    // One instance claimed it for half the period; the other only extended that claim.
    expect(first.leasesHeld() + second.leasesHeld()).toBe(1);
    await vi.advanceTimersByTimeAsync(HOUR / 2);
    expect([first.leasesHeld(), second.leasesHeld()]).toEqual([0, 0]);
    await Promise.all([first.stop(), second.stop()]);
  });

  it('runs a job that is each instance’s own on every instance', async () => {
    const leases = createMemoryBroadcastLeases(clock);
    const own = job('live-history', { everyMs: MINUTE, atMs: 5000, exclusive: false });
    const schedulers = [1, 2].map(() =>
      createScheduler({ jobs: [own.scheduled], leases, clock, onFailure: () => undefined }),
    );
    for (const scheduler of schedulers) scheduler.start();
    await vi.advanceTimersByTimeAsync(3 * MINUTE);
    expect(own.runs).toHaveLength(6);
    await Promise.all(schedulers.map((scheduler) => scheduler.stop()));
  });

  it('reports a failed run and runs the job again at its next moment', async () => {
    let calls = 0;
    const failing = job('payment', {
      everyMs: MINUTE,
      atMs: 0,
      run: async () => {
        calls += 1;
        throw new Error('database away');
      },
    });
    const failures: string[] = [];
    const scheduler = createScheduler({
      jobs: [failing.scheduled],
      leases: createMemoryBroadcastLeases(clock),
      clock,
      onFailure: (name, error) => failures.push(`${name}: ${(error as Error).message}`),
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(calls).toBe(2);
    expect(failures).toEqual(['payment: database away', 'payment: database away']);
    await scheduler.stop();
  });

  it('waits for a running job when stopped, and plans nothing after', async () => {
    let release: () => void = () => undefined;
    const slow = job('slow', {
      everyMs: MINUTE,
      atMs: 0,
      run: () =>
        new Promise<void>((resolve) => {
          release = resolve;
        }),
    });
    const scheduler = createScheduler({
      jobs: [slow.scheduled],
      leases: createMemoryBroadcastLeases(clock),
      clock,
      onFailure: () => undefined,
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(MINUTE);
    let stopped = false;
    const stopping = scheduler.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(stopped).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('runs retention nightly, payments daily, the live history every minute, webhooks every 5 s and event retention hourly', async () => {
    const calls: string[] = [];
    const called = (name: string) => {
      calls.push(name);
    };
    const deps = {
      retention: {
        run: async () => {
          called('retention');
          return { daysRolledUp: 0, quarterHoursDeleted: 0 };
        },
      },
      payment: {
        payDue: async () => {
          called('payment');
          return 0;
        },
      },
      liveHistory: {
        write: async (quarters) => {
          called(`history ${quarters.length}`);
          return 0;
        },
      },
      liveStreams: { takeCompletedQuarters: () => [] },
      webhooks: {
        deliverDue: async () => {
          called('webhooks');
          return 0;
        },
      },
      eventRetention: {
        run: async () => {
          called('event retention');
          return 0;
        },
      },
    } satisfies MonitoringJobDeps & IntegrationEventJobDeps;
    const jobs = [...monitoringJobs(deps), ...integrationEventJobs(deps)];
    const scheduler = createScheduler({
      jobs,
      leases: createMemoryBroadcastLeases(clock),
      clock,
      onFailure: () => undefined,
    });
    scheduler.start();
    await vi.advanceTimersByTimeAsync(DAY);
    expect(calls.filter((call) => call === 'retention')).toHaveLength(1);
    expect(calls.filter((call) => call === 'payment')).toHaveLength(1);
    expect(calls.filter((call) => call === 'history 0')).toHaveLength(24 * 60);
    expect(calls.filter((call) => call === 'webhooks')).toHaveLength(24 * 60 * 12);
    expect(calls.filter((call) => call === 'event retention')).toHaveLength(24);
    await scheduler.stop();
  });
});
