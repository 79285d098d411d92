// The broadcast lifecycle on a fake clock (decision 048): a stream starts on the first enable,
// one upstream however often it is renewed, keeps running while renewed every
// BROADCAST_RENEWAL_MS, stops on its own BROADCAST_STOP_GRACE_MS after a renewal was due, and
// sends at most one message a second however fast its source reports.
import { liveMessageSchema } from '@portal/contract/monitoring';
import { BROADCAST_RENEWAL_MS } from '@portal/domain/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryBroadcastLeases } from '../../../platform/cache/broadcast-leases.ts';
import { createLocalLiveChannel } from '../../../platform/cache/live-channel.ts';
import type { TenantRecord } from '../../../platform/tenancy/tenant-record.ts';
import { BROADCAST_LEASE_MS, BROADCAST_STOP_GRACE_MS } from './broadcast-lifetime.ts';
import type { LiveSource } from './live-source.ts';
import { createLiveStreams, type LiveStreams } from './live-streams.ts';
import { UNKNOWN_BOUNDS } from './physical-bounds.ts';
import { DEFAULT_LIVE_PRICES } from './price-source.ts';
import { createSimulatorSource } from './simulator-source.ts';

const tenant = {
  id: 7,
  subdomain: 'demo',
  portalConfig: { config: {}, features: ['monitoring'] },
} as unknown as TenantRecord;

/** A source reporting every 200 ms, counting its upstreams. */
function fastSource(): LiveSource & { started: number; stopped: number } {
  const simulator = createSimulatorSource(() => new Date());
  const source = {
    name: 'simulator' as const,
    rejected: 0,
    started: 0,
    stopped: 0,
    start: (
      device: Parameters<LiveSource['start']>[0],
      emit: Parameters<LiveSource['start']>[1],
    ) => {
      source.started += 1;
      let at = Date.now();
      const stepper = simulator.start(device, () => undefined);
      const timer = setInterval(() => {
        at += 200;
        emit({ ...zeroReading, timestamp: at }, null);
      }, 200);
      return () => {
        source.stopped += 1;
        stepper();
        clearInterval(timer);
      };
    },
    close: async () => undefined,
  };
  return source;
}

const zeroReading = {
  timestamp: 0,
  home: 300,
  ownConsumption: 0,
  grid: 300,
  ev: 0,
  solar: 0,
  battery: 0,
  batteryCharge: 0,
  batteryDischarge: 0,
  batteryChargeState: null,
  gridConsume: 300,
  gridInject: 0,
};

describe('live streams', () => {
  let streams: LiveStreams;
  let source: ReturnType<typeof fastSource>;

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date('2026-06-21T12:00:00Z') });
    source = fastSource();
    const clock = () => new Date();
    streams = createLiveStreams({
      source,
      prices: { pricesAt: () => DEFAULT_LIVE_PRICES },
      channel: createLocalLiveChannel((error) => {
        throw error;
      }),
      leases: createMemoryBroadcastLeases(clock),
      capacity: { monthPeakW: async () => 0, peakSet: async () => undefined },
      bounds: async () => UNKNOWN_BOUNDS,
      onOutOfBounds: () => undefined,
      clock,
      onFailure: (error) => {
        throw error;
      },
    });
  });
  afterEach(async () => {
    await streams.close();
    vi.useRealTimers();
  });

  it('runs one upstream per device, however often it is enabled', async () => {
    const stopsAt = await streams.enable(tenant, 'FLX-1');
    await streams.enable(tenant, 'FLX-1');
    expect(source.started).toBe(1);
    expect(streams.running()).toEqual(['7:FLX-1']);
    expect(stopsAt.getTime() - Date.now()).toBe(BROADCAST_LEASE_MS);
    expect(BROADCAST_LEASE_MS).toBe(BROADCAST_RENEWAL_MS + BROADCAST_STOP_GRACE_MS);
  });

  it('keeps running while renewed, and stops on its own after the grace', async () => {
    await streams.enable(tenant, 'FLX-1');
    for (let renewal = 0; renewal < 5; renewal += 1) {
      await vi.advanceTimersByTimeAsync(BROADCAST_RENEWAL_MS);
      await streams.enable(tenant, 'FLX-1');
      expect(streams.running()).toEqual(['7:FLX-1']);
    }
    await vi.advanceTimersByTimeAsync(BROADCAST_LEASE_MS - 1000);
    expect(streams.running()).toEqual(['7:FLX-1']);
    await vi.advanceTimersByTimeAsync(1000);
    expect(streams.running()).toEqual([]);
    expect(source).toMatchObject({ started: 1, stopped: 1 });
    // Enabled again later, it starts anew.
    await streams.enable(tenant, 'FLX-1');
    expect(source.started).toBe(2);
  });

  it('sends at most one message a second, the newest, in the spec shape', async () => {
    const texts: string[] = [];
    const sentAt: number[] = [];
    const stop = streams.watch(tenant, 'FLX-1', (text) => {
      texts.push(String(text));
      sentAt.push(Date.now());
    });
    await streams.enable(tenant, 'FLX-1');
    await vi.advanceTimersByTimeAsync(10_000);
    stop();
    expect(texts.length).toBeGreaterThanOrEqual(9);
    // At most one per clock second (N + 1 in N seconds), never two within half a second
    // (message-throttle.ts).
    expect(texts.length).toBeLessThanOrEqual(11);
    expect(new Set(sentAt.map((at) => Math.floor(at / 1000))).size).toBe(sentAt.length);
    for (let index = 1; index < sentAt.length; index += 1) {
      expect((sentAt[index] ?? 0) - (sentAt[index - 1] ?? 0)).toBeGreaterThanOrEqual(500);
    }
    // The newest reading of the second: its timestamp is at most one source interval old.
    const last = liveMessageSchema.parse(JSON.parse(texts.at(-1) ?? '{}'));
    expect((sentAt.at(-1) ?? 0) - Date.parse(last.timestamp)).toBeLessThanOrEqual(200);
    expect(JSON.parse(texts[0] ?? '{}')).toMatchObject({
      priceConsumption: DEFAULT_LIVE_PRICES.consumption,
      units: { power: 'W', batteryChargeState: '%', price: '€/kWh' },
    });
  });
});

describe('the capacity tariff on the live stream', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('carries the projection on every message and reports a quarter-hour above the peak once', async () => {
    vi.useFakeTimers({ now: new Date('2026-01-14T17:00:00Z') });
    const clock = () => new Date();
    const peaks: { deviceId: string; quarterStart: number; peakW: number }[] = [];
    // A household drawing 4 kW from the grid in the first quarter-hour and 3.5 kW after,
    // reporting every 200 ms.
    const secondQuarter = Date.parse('2026-01-14T17:15:00Z');
    const source: LiveSource = {
      name: 'simulator',
      rejected: 0,
      start: (_device, emit) => {
        const timer = setInterval(() => {
          const at = Date.now();
          const watts = at <= secondQuarter ? 4000 : 3500;
          emit(
            { ...zeroReading, timestamp: at, home: watts, grid: watts, gridConsume: watts },
            null,
          );
        }, 200);
        return () => clearInterval(timer);
      },
      close: async () => undefined,
    };
    const streams = createLiveStreams({
      source,
      prices: { pricesAt: () => DEFAULT_LIVE_PRICES },
      channel: createLocalLiveChannel((error) => {
        throw error;
      }),
      leases: createMemoryBroadcastLeases(clock),
      capacity: {
        monthPeakW: async () => 3000,
        peakSet: async (_tenant, deviceId, peak) => {
          peaks.push({ deviceId, quarterStart: peak.quarterStart, peakW: peak.peakW });
        },
      },
      bounds: async () => UNKNOWN_BOUNDS,
      onOutOfBounds: () => undefined,
      clock,
      onFailure: (error) => {
        throw error;
      },
    });
    const texts: string[] = [];
    const stop = streams.watch(tenant, 'FLX-1', (text) => texts.push(String(text)));
    await streams.enable(tenant, 'FLX-1');
    // Half an hour, renewed as the client does: two quarter-hours close.
    for (let minute = 0; minute < 30; minute += 3) {
      await vi.advanceTimersByTimeAsync(3 * 60_000);
      await streams.enable(tenant, 'FLX-1');
    }
    await vi.advanceTimersByTimeAsync(1000);
    stop();
    const last = liveMessageSchema.parse(JSON.parse(texts.at(-1) ?? '{}'));
    // The first quarter-hour set 4 kW (a hair less: the stream's first 200 ms had no reading);
    // 3.5 kW now sets no new peak.
    expect(last.capacity).toMatchObject({
      monthPeakW: 3999,
      thresholdW: 3999,
      projectedW: 3500,
      newPeak: false,
    });
    const first = liveMessageSchema.parse(JSON.parse(texts[5] ?? '{}'));
    expect(first.capacity).toMatchObject({ monthPeakW: 3000, projectedW: 3999, newPeak: true });
    // 17:00–17:15 passed the 3 kW peak; 17:15–17:30 stayed under the new one.
    expect(peaks).toHaveLength(1);
    expect(peaks[0]).toMatchObject({
      deviceId: 'FLX-1',
      quarterStart: Date.parse('2026-01-14T17:00:00Z'),
    });
    expect(peaks[0]?.peakW).toBeCloseTo(4000, -1);
    // Both complete quarter-hours wait for the history job.
    expect(streams.takeCompletedQuarters().map((quarter) => quarter.bucket.start)).toEqual([
      Date.parse('2026-01-14T17:00:00Z'),
      Date.parse('2026-01-14T17:15:00Z'),
    ]);
    expect(streams.takeCompletedQuarters()).toEqual([]);
    await streams.close();
  });
});
