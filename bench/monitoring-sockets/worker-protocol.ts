// The messages between the socket bench and its watching processes (load-worker.ts), over IPC.

/** A socket to open, and the broadcast request to make before it (the portal's client order). */
export interface WorkerTarget {
  socketUrl: string;
  enable?: { url: string; headers: Record<string, string>; body: string };
}

export type WorkerCommand =
  | { kind: 'open'; targets: WorkerTarget[]; concurrency: number }
  | { kind: 'reset' }
  | { kind: 'report' }
  | { kind: 'close' };

export type WorkerReply =
  | {
      kind: 'opened';
      open: number;
      rampSeconds: number;
      /** [milliseconds, count] of the enableBroadcast calls and of the socket handshakes. */
      enableMs: [number, number][];
      handshakeMs: [number, number][];
    }
  | { kind: 'reset'; cpu: NodeJS.CpuUsage }
  | {
      kind: 'report';
      /** [milliseconds, count] of every latency seen since the reset. */
      latencies: [number, number][];
      closed: number;
      unreadable: number;
      /** enableBroadcast renewals that failed. */
      failedRenewals: number;
      /** Open sockets that received nothing since the reset. */
      silent: number;
      cpu: NodeJS.CpuUsage;
    }
  | { kind: 'closed' }
  | { kind: 'failed'; error: string };
