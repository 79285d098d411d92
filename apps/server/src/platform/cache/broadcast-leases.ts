// Which instance runs a device's upstream, and until when (decision 048). enableBroadcast claims
// the device's lease: the first claim starts the upstream on the instance that made it, later
// claims (from any instance) only push the lease's end further. The instance that runs the
// upstream stops it once its lease has run out. In one process a map; with Redis a key per device
// (redis-broadcast-leases.ts), so two instances never both run one device; there a lease whose
// holder died (instance-liveness.ts) is taken over by the next claim, or by takeOver().

export type LeaseClaim = 'claimed' | 'renewed';

export interface BroadcastLeases {
  /** Claims the topic for this instance for ttlMs, or renews whoever holds it for ttlMs. */
  claim(topic: string, ttlMs: number): Promise<LeaseClaim>;
  /** How long this instance still holds the topic, ms; 0 once it has run out or is another's. */
  remainingMs(topic: string): Promise<number>;
}

/** What a takeover found (OrphanedLeases). */
export type LeaseTakeover =
  /** The holder was dead: the lease is this instance's now, for leaseMs more (its end unmoved). */
  | { kind: 'taken'; leaseMs: number }
  /** A live instance holds it; its liveness lasts livesMs more unless it refreshes it. */
  | { kind: 'alive'; livesMs: number }
  /** Nobody holds it (the broadcast ended, or was never enabled), or this instance does. */
  | { kind: 'none' };

/** Leases of instances that died, taken over (Redis only: in one process the holder lives). */
export interface OrphanedLeases {
  /** Takes the topic's lease if its holder is dead, without moving the lease's end. */
  takeOver(topic: string): Promise<LeaseTakeover>;
}

export function createMemoryBroadcastLeases(clock: () => Date): BroadcastLeases {
  const ends = new Map<string, number>();
  return {
    async claim(topic, ttlMs) {
      const now = clock().getTime();
      const held = (ends.get(topic) ?? 0) > now;
      ends.set(topic, now + ttlMs);
      return held ? 'renewed' : 'claimed';
    },
    async remainingMs(topic) {
      const left = (ends.get(topic) ?? 0) - clock().getTime();
      if (left > 0) return left;
      ends.delete(topic);
      return 0;
    },
  };
}
