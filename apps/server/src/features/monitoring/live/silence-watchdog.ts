// Takes over a device whose streaming instance crashed (decision 048) without waiting for the
// customer's next renewal, up to BROADCAST_RENEWAL_MS away. While sockets here watch a device,
// this instance hears its channel anyway; a device not heard for silenceMs (a source emits every
// second) has its lease checked (OrphanedLeases.takeOver). A live holder is left alone however
// silent it is (an MQTT meter may simply not publish): only a holder without a liveness key loses
// the lease, which is then this instance's for the lease's remaining time, and the device runs
// here. One timer per instance scans the watched devices, and a live holder is checked again only
// when its liveness would run out, so many silent devices cost little. With Redis only.
import type { OrphanedLeases } from '../../../platform/cache/broadcast-leases.ts';
import type { LiveChannel } from '../../../platform/cache/live-channel.ts';

export interface SilenceWatchdog {
  /** Watches the topic until the returned function is called. Once the topic's lease was taken
   * from a dead instance, `resume(leaseMs)` runs the device here for the lease's leaseMs left. */
  watch(topic: string, resume: (leaseMs: number) => void): () => void;
  close(): void;
}

export interface SilenceWatchdogDeps {
  channel: LiveChannel;
  leases: OrphanedLeases;
  /** How long a watched device may be silent before its holder is checked, ms. */
  silenceMs: number;
  onFailure: (error: unknown) => void;
  /** Monotonic time, ms (performance.now). */
  now?: () => number;
}

interface WatchedTopic {
  watchers: number;
  resume: (leaseMs: number) => void;
  heardAt: number;
  /** Not checked again before this, however silent. */
  checkAt: number;
  checking: boolean;
  stopHearing: () => void;
}

export function createSilenceWatchdog(deps: SilenceWatchdogDeps): SilenceWatchdog {
  const now = deps.now ?? (() => performance.now());
  const topics = new Map<string, WatchedTopic>();
  const scanEveryMs = Math.max(50, Math.min(1_000, deps.silenceMs / 4));
  let timer: NodeJS.Timeout | undefined;
  let closed = false;

  function check(topic: string, watched: WatchedTopic): void {
    watched.checking = true;
    deps.leases
      .takeOver(topic)
      .then((found) => {
        const at = now();
        if (found.kind === 'taken') {
          watched.heardAt = at;
          // Even if its last socket left meanwhile: the lease is ours, so is the upstream. Not
          // once closing: the instance's liveness key goes, and others take the lease.
          if (!closed) watched.resume(found.leaseMs);
        } else if (found.kind === 'alive') {
          watched.checkAt = at + found.livesMs;
        } else {
          watched.checkAt = at + deps.silenceMs;
        }
      })
      .catch(deps.onFailure)
      .finally(() => {
        watched.checking = false;
      });
  }

  function scan(): void {
    const at = now();
    for (const [topic, watched] of topics) {
      if (watched.checking || at - watched.heardAt < deps.silenceMs || at < watched.checkAt) {
        continue;
      }
      check(topic, watched);
    }
  }

  return {
    watch(topic, resume) {
      let watched = topics.get(topic);
      if (watched) {
        watched.watchers += 1;
      } else {
        const created: WatchedTopic = {
          watchers: 1,
          resume,
          heardAt: now(),
          checkAt: 0,
          checking: false,
          stopHearing: () => undefined,
        };
        created.stopHearing = deps.channel.subscribe(topic, () => {
          created.heardAt = now();
        });
        topics.set(topic, created);
        watched = created;
      }
      if (timer === undefined) {
        timer = setInterval(scan, scanEveryMs);
        timer.unref();
      }
      const mine = watched;
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        mine.watchers -= 1;
        if (mine.watchers > 0) return;
        mine.stopHearing();
        topics.delete(topic);
        if (topics.size === 0) {
          clearInterval(timer);
          timer = undefined;
        }
      };
    },
    close() {
      closed = true;
      clearInterval(timer);
      timer = undefined;
      for (const watched of topics.values()) watched.stopHearing();
      topics.clear();
    },
  };
}
