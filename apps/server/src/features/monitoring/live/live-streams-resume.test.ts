// Live streams with a watchdog (decision 048), on a fake clock: each socket's watch registers the
// device with the watchdog until it stops, and when the watchdog took a crashed instance's lease,
// the device runs here (one upstream however often resumed) for the lease's remaining time only.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBroadcastLeases } from '../../../platform/cache/broadcast-leases.ts';
import { createLocalLiveChannel } from '../../../platform/cache/live-channel.ts';
import type { TenantRecord } from '../../../platform/tenancy/tenant-record.ts';
import { createLiveStreams, type LiveStreams } from './live-streams.ts';
import { UNKNOWN_BOUNDS } from './physical-bounds.ts';
import { DEFAULT_LIVE_PRICES } from './price-source.ts';
import type { SilenceWatchdog } from './silence-watchdog.ts';
import { createSimulatorSource } from './simulator-source.ts';

const tenant = {
  id: 7,
  subdomain: 'demo',
  portalConfig: { config: {}, features: ['monitoring'] },
} as unknown as TenantRecord;

/** A watchdog that only records what is watched, and lets the test resume it. */
function recordingWatchdog() {
  const watched = new Map<string, (leaseMs: number) => void>();
  let closed = false;
  const watchdog: SilenceWatchdog = {
    watch(topic, resume) {
      watched.set(topic, resume);
      return () => watched.delete(topic);
    },
    close() {
      closed = true;
    },
  };
  return { watchdog, watched, closed: () => closed };
}

describe('live streams resumed by the watchdog', () => {
  let streams: LiveStreams;
  let recording: ReturnType<typeof recordingWatchdog>;
  const leases = () => createMemoryBroadcastLeases(() => new Date());
  let shared: ReturnType<typeof leases>;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-06-21T12:00:00Z') });
    recording = recordingWatchdog();
    shared = leases();
    const clock = () => new Date();
    const fail = (error: unknown) => {
      throw error;
    };
    streams = createLiveStreams({
      source: createSimulatorSource(clock),
      prices: { pricesAt: () => DEFAULT_LIVE_PRICES },
      channel: createLocalLiveChannel(fail),
      leases: shared,
      capacity: { monthPeakW: async () => 0, peakSet: async () => undefined },
      bounds: async () => UNKNOWN_BOUNDS,
      onOutOfBounds: () => undefined,
      clock,
      onFailure: fail,
      watchdog: recording.watchdog,
    });
  });
  afterEach(async () => {
    await streams.close();
    vi.useRealTimers();
  });

  it('watches a device while a socket does', () => {
    const stop = streams.watch(tenant, 'FLX-1', () => undefined);
    expect([...recording.watched.keys()]).toEqual(['7:FLX-1']);
    stop();
    expect(recording.watched.size).toBe(0);
  });

  it('runs a resumed device here for the lease’s remaining time, once', async () => {
    const texts: string[] = [];
    const stop = streams.watch(tenant, 'FLX-1', (text) => texts.push(String(text)));
    // The watchdog took the lease with 20 s left (in Redis; here the same lease in memory).
    await shared.claim('7:FLX-1', 20_000);
    const resume = recording.watched.get('7:FLX-1');
    resume?.(20_000);
    resume?.(20_000);
    expect(streams.running()).toEqual(['7:FLX-1']);
    await vi.advanceTimersByTimeAsync(5_000);
    // One upstream: a message a second, not two.
    expect(texts.length).toBeGreaterThanOrEqual(4);
    expect(texts.length).toBeLessThanOrEqual(5);
    // Not renewed: it stops when the lease runs out, not BROADCAST_LEASE_MS later.
    await vi.advanceTimersByTimeAsync(15_000);
    expect(streams.running()).toEqual([]);
    stop();
  });

  it('closes the watchdog with the streams', async () => {
    await streams.close();
    expect(recording.closed()).toBe(true);
  });
});
