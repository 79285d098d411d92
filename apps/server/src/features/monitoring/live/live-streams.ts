// Every device's live stream on this instance (decision 048): one upstream per device, fanned out
// to every socket that watches it. enable() claims or renews the device's broadcast lease
// (platform/cache/broadcast-leases.ts); the instance that claimed it runs the upstream (simulator
// or MQTT), turns each reading into the socket's message once, and publishes the text on the
// device's channel (platform/cache/live-channel.ts), which reaches the watchers on every instance.
// When the lease runs out without renewal the upstream stops on its own. With Redis, a device
// watched here whose instance crashed is taken over by the watchdog (silence-watchdog.ts) and
// resumed here.

import { brusselsMonth } from '@portal/domain/energy/quarter-hour';
import type { BroadcastLeases } from '../../../platform/cache/broadcast-leases.ts';
import type { LiveChannel, LiveListener } from '../../../platform/cache/live-channel.ts';
import type { TenantRecord } from '../../../platform/tenancy/tenant-record.ts';
import type { BackfillBucket } from '../simulator/backfill.ts';
import { BROADCAST_LEASE_MS } from './broadcast-lifetime.ts';
import { createCapacityTracker, type PeakSet } from './capacity-tracker.ts';
import { liveMessageOf } from './live-message.ts';
import { createLiveQuarters } from './live-quarters.ts';
import { deviceTopic, type LiveDevice, type LiveSource } from './live-source.ts';
import { throttled } from './message-throttle.ts';
import {
  type BoundBroken,
  brokenBound,
  type PhysicalBounds,
  UNKNOWN_BOUNDS,
} from './physical-bounds.ts';
import type { PriceSource } from './price-source.ts';
import type { SilenceWatchdog } from './silence-watchdog.ts';

export interface LiveStreams {
  /** Starts the device's stream, or keeps it alive; resolves to when it stops unless renewed. */
  enable(tenant: TenantRecord, deviceId: string): Promise<Date>;
  /** Hears the device's messages (JSON text) until the returned function is called. */
  watch(tenant: TenantRecord, deviceId: string, send: LiveListener): () => void;
  /** Devices whose upstream runs on this instance, as `tenantId:deviceId` topics. */
  running(): string[];
  /** Readings the source dropped as bad since start (MQTT: not JSON, failed their schema). */
  rejectedMessages(): number;
  /** Readings dropped since start for breaking their installation's physical bounds. */
  outOfBoundsReadings(): number;
  /** The complete quarter-hours the streams closed since the last call, for the history job. */
  takeCompletedQuarters(): CompletedQuarter[];
  close(): Promise<void>;
}

/** A complete quarter-hour of a device the stream measured, to be written into its history. */
export interface CompletedQuarter {
  tenant: TenantRecord;
  deviceId: string;
  bucket: BackfillBucket;
}

/** What the capacity tariff needs beyond the readings (features/monitoring/capacity-peaks.ts). */
export interface CapacityPeakStore {
  /** The month's peak in the device's history so far, W (0 for none). */
  monthPeakW(tenant: TenantRecord, deviceId: string, at: number): Promise<number>;
  /** Tells the customer a quarter-hour set a new monthly peak. */
  peakSet(tenant: TenantRecord, deviceId: string, peak: PeakSet): Promise<void>;
}

/** Completed quarter-hours held for the history job at most; beyond, the oldest are dropped. */
const MAX_PENDING_QUARTERS = 10_000;

export interface LiveStreamDeps {
  source: LiveSource;
  prices: PriceSource;
  channel: LiveChannel;
  leases: BroadcastLeases;
  capacity: CapacityPeakStore;
  /** The installation's physical bounds of a device (decision 069). */
  bounds: (tenant: TenantRecord, deviceId: string) => Promise<PhysicalBounds>;
  /** Told of a reading dropped for its bounds, with the instance's count so far (for the log). */
  onOutOfBounds: (device: LiveDevice, broken: BoundBroken, count: number) => void;
  clock: () => Date;
  onFailure: (error: unknown) => void;
  /** With Redis: resumes here the watched devices of crashed instances. */
  watchdog?: SilenceWatchdog;
}

interface Upstream {
  stop(): void;
}

export function createLiveStreams(deps: LiveStreamDeps): LiveStreams {
  const upstreams = new Map<string, Upstream>();
  let completed: CompletedQuarter[] = [];
  let outOfBounds = 0;

  function start(
    tenant: TenantRecord,
    device: LiveDevice,
    topic: string,
    leaseMs = BROADCAST_LEASE_MS,
  ): Upstream {
    const out = throttled((text: string) => deps.channel.publish(topic, text));
    const quarters = createLiveQuarters();
    const tracker = createCapacityTracker();
    const startedAt = deps.clock().getTime();
    deps.capacity.monthPeakW(tenant, device.deviceId, startedAt).then((peakW) => {
      tracker.historyPeak(brusselsMonth(startedAt), peakW);
    }, deps.onFailure);
    // Until the bounds are read (a few ms) readings wait for nothing: they are dropped, so that
    // none passes unchecked. A failed read checks nothing rather than stop the stream.
    let bounds: PhysicalBounds | undefined;
    deps.bounds(tenant, device.deviceId).then(
      (found) => {
        bounds = found;
      },
      (error: unknown) => {
        bounds = UNKNOWN_BOUNDS;
        deps.onFailure(error);
      },
    );
    const stopSource = deps.source.start(device, (reading, meterPeak) => {
      if (bounds === undefined) return;
      const broken = brokenBound(reading, bounds);
      if (broken !== undefined) {
        outOfBounds += 1;
        deps.onOutOfBounds(device, broken, outOfBounds);
        return;
      }
      const closed = quarters.add(reading);
      for (const quarter of closed) {
        if (quarter.complete)
          completed.push({ tenant, deviceId: device.deviceId, bucket: quarter.bucket });
      }
      if (completed.length > MAX_PENDING_QUARTERS)
        completed = completed.slice(-MAX_PENDING_QUARTERS);
      for (const peak of tracker.closed(closed)) {
        deps.capacity.peakSet(tenant, device.deviceId, peak).catch(deps.onFailure);
      }
      const capacity = tracker.capacity(
        reading.timestamp,
        quarters.current()?.importWh ?? 0,
        reading.grid,
        meterPeak,
      );
      const prices = deps.prices.pricesAt(tenant, new Date(reading.timestamp));
      const message = liveMessageOf(device.deviceId, deps.source.name, reading, prices, capacity);
      out.push(JSON.stringify(message));
    });
    let timer: NodeJS.Timeout | undefined;
    const upstream: Upstream = {
      stop() {
        clearTimeout(timer);
        stopSource();
        out.stop();
        upstreams.delete(topic);
      },
    };
    // At the lease's end, ask again: a renewal (here or on another instance) moved it on.
    const checkAt = (delayMs: number) => {
      timer = setTimeout(() => {
        deps.leases.remainingMs(topic).then((left) => {
          if (upstreams.get(topic) !== upstream) return;
          if (left > 0) checkAt(left);
          else upstream.stop();
        }, deps.onFailure);
      }, delayMs);
    };
    checkAt(leaseMs);
    return upstream;
  }

  /** Runs a device here whose lease the watchdog took from a dead instance, for leaseMs. */
  function resume(tenant: TenantRecord, device: LiveDevice, topic: string, leaseMs: number) {
    if (!upstreams.has(topic)) upstreams.set(topic, start(tenant, device, topic, leaseMs));
  }

  return {
    async enable(tenant, deviceId) {
      const device = { tenantId: tenant.id, subdomain: tenant.subdomain, deviceId };
      const topic = deviceTopic(device);
      const claim = await deps.leases.claim(topic, BROADCAST_LEASE_MS);
      // A lease that ran out while its check was pending is claimed again here: one upstream.
      if (claim === 'claimed' && !upstreams.has(topic)) {
        upstreams.set(topic, start(tenant, device, topic));
      }
      return new Date(deps.clock().getTime() + BROADCAST_LEASE_MS);
    },
    watch(tenant, deviceId, send) {
      const topic = deviceTopic({ tenantId: tenant.id, deviceId });
      const stopHearing = deps.channel.subscribe(topic, send);
      if (!deps.watchdog) return stopHearing;
      const device = { tenantId: tenant.id, subdomain: tenant.subdomain, deviceId };
      const stopWatching = deps.watchdog.watch(topic, (leaseMs) =>
        resume(tenant, device, topic, leaseMs),
      );
      return () => {
        stopHearing();
        stopWatching();
      };
    },
    running: () => [...upstreams.keys()],
    rejectedMessages: () => deps.source.rejected,
    outOfBoundsReadings: () => outOfBounds,
    takeCompletedQuarters() {
      const taken = completed;
      completed = [];
      return taken;
    },
    async close() {
      deps.watchdog?.close();
      for (const upstream of [...upstreams.values()]) upstream.stop();
      await deps.source.close();
    },
  };
}
