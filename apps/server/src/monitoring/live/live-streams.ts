// Every device's live stream on this instance (decision 048): one upstream per device, fanned out
// to every socket that watches it. enable() claims or renews the device's broadcast lease
// (cache/broadcast-leases.ts); the instance that claimed it runs the upstream (simulator or MQTT),
// turns each reading into the socket's message once, and publishes the text on the device's
// channel (cache/live-channel.ts), which reaches the watchers on every instance. When the lease
// runs out without renewal the upstream stops on its own.
import type { BroadcastLeases } from '../../cache/broadcast-leases.ts';
import type { LiveChannel } from '../../cache/live-channel.ts';
import type { TenantRecord } from '../../tenancy/tenant-record.ts';
import { BROADCAST_LEASE_MS } from './broadcast-lifetime.ts';
import { liveMessageOf } from './live-message.ts';
import { deviceTopic, type LiveDevice, type LiveSource } from './live-source.ts';
import { throttled } from './message-throttle.ts';
import type { PriceSource } from './price-source.ts';

export interface LiveStreams {
  /** Starts the device's stream, or keeps it alive; resolves to when it stops unless renewed. */
  enable(tenant: TenantRecord, deviceId: string): Promise<Date>;
  /** Hears the device's messages (JSON text) until the returned function is called. */
  watch(tenant: TenantRecord, deviceId: string, send: (text: string) => void): () => void;
  /** Devices whose upstream runs on this instance, as `tenantId:deviceId` topics. */
  running(): string[];
  /** Readings the source dropped as bad since start (MQTT: not JSON, failed their schema). */
  rejectedMessages(): number;
  close(): Promise<void>;
}

export interface LiveStreamDeps {
  source: LiveSource;
  prices: PriceSource;
  channel: LiveChannel;
  leases: BroadcastLeases;
  clock: () => Date;
  onFailure: (error: unknown) => void;
}

interface Upstream {
  stop(): void;
}

export function createLiveStreams(deps: LiveStreamDeps): LiveStreams {
  const upstreams = new Map<string, Upstream>();

  function start(tenant: TenantRecord, device: LiveDevice, topic: string): Upstream {
    const out = throttled((text: string) => deps.channel.publish(topic, text));
    const stopSource = deps.source.start(device, (reading) => {
      const prices = deps.prices.pricesAt(tenant, new Date(reading.timestamp));
      const message = liveMessageOf(device.deviceId, deps.source.name, reading, prices);
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
    checkAt(BROADCAST_LEASE_MS);
    return upstream;
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
      return deps.channel.subscribe(deviceTopic({ tenantId: tenant.id, deviceId }), send);
    },
    running: () => [...upstreams.keys()],
    rejectedMessages: () => deps.source.rejected,
    async close() {
      for (const upstream of [...upstreams.values()]) upstream.stop();
      await deps.source.close();
    },
  };
}
