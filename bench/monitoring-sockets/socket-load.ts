// The sockets of one watching process (load-worker.ts): opened as the portal's client does (request
// the broadcast, then open the socket), a bounded number at a time, and times each message from the
// producer's timestamp to its arrival here.
import { BROADCAST_RENEWAL_MS } from '@portal/domain/constants';
import WebSocket from 'ws';
import { LatencyHistogram } from './latency-histogram.ts';

export interface SocketTarget {
  url: string;
  /** Requests the device's broadcast before the socket opens (the portal's enableBroadcast). */
  enable?: () => Promise<void>;
}

export interface Watching {
  open: number;
  rampSeconds: number;
  /** How long each enableBroadcast call and each socket's opening took, ms. */
  enableMs: LatencyHistogram;
  handshakeMs: LatencyHistogram;
  /** Sockets that closed or failed after opening. */
  closed: number;
  latencies: LatencyHistogram;
  /** Messages that were not JSON with a parsable timestamp. */
  unreadable: number;
  failedRenewals: number;
  /** Open sockets that received nothing since the last reset. */
  silent(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function watchAll(targets: SocketTarget[], concurrency: number): Promise<Watching> {
  const latencies = new LatencyHistogram();
  const enableMs = new LatencyHistogram();
  const handshakeMs = new LatencyHistogram();
  const sockets: WebSocket[] = [];
  const state = { closed: 0, unreadable: 0, failedRenewals: 0, closing: false };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++];
      if (!target) return;
      const { enable } = target;
      const enabling = performance.now();
      if (enable) {
        await enable();
        enableMs.record(performance.now() - enabling);
      }
      const opening = performance.now();
      const socket = await opened(target.url);
      handshakeMs.record(performance.now() - opening);
      sockets.push(socket);
      // Renewed as the portal's client renews it, or the stream stops after its lease.
      if (enable) {
        const renewal = setInterval(() => {
          enable().catch(() => {
            state.failedRenewals += 1;
          });
        }, BROADCAST_RENEWAL_MS);
        socket.once('close', () => clearInterval(renewal));
      }
    }
  };
  // A slow ramp says how far it got, so a stall is seen while it happens.
  const progress = setInterval(() => {
    console.error(`  watching process ${process.pid}: ${sockets.length} of ${targets.length} open`);
  }, 30_000);
  await Promise.all(Array.from({ length: concurrency }, worker)).finally(() =>
    clearInterval(progress),
  );
  const rampSeconds = (performance.now() - started) / 1000;
  const heard = new Uint32Array(sockets.length);
  sockets.forEach((socket, index) => {
    socket.on('message', (data) => {
      heard[index] = (heard[index] ?? 0) + 1;
      const timestamp = timestampOf(data);
      if (Number.isNaN(timestamp)) state.unreadable += 1;
      else latencies.record(Date.now() - timestamp);
    });
    socket.on('close', () => {
      if (!state.closing) state.closed += 1;
    });
  });
  return {
    open: sockets.length,
    rampSeconds,
    enableMs,
    handshakeMs,
    get closed() {
      return state.closed;
    },
    get unreadable() {
      return state.unreadable;
    },
    get failedRenewals() {
      return state.failedRenewals;
    },
    latencies,
    silent: () =>
      sockets.filter((socket, index) => socket.readyState === WebSocket.OPEN && heard[index] === 0)
        .length,
    reset() {
      latencies.reset();
      heard.fill(0);
    },
    async close() {
      state.closing = true;
      await Promise.all(
        sockets.map(
          (socket) =>
            new Promise<void>((resolve) => {
              if (socket.readyState === WebSocket.CLOSED) return resolve();
              socket.once('close', () => resolve());
              socket.close(1000);
            }),
        ),
      );
    },
  };
}

function opened(url: string): Promise<WebSocket> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { perMessageDeflate: false, handshakeTimeout: 30_000 });
    socket.once('open', () => {
      socket.off('close', refused);
      socket.off('error', reject);
      // An error after opening ends in 'close', which is counted; it must not throw.
      socket.on('error', () => {});
      resolve(socket);
    });
    const refused = (code: number, reason: Buffer) =>
      reject(new Error(`socket closed before opening: ${code} ${reason.toString()}`));
    socket.once('close', refused);
    socket.once('error', reject);
  });
}

const timestampKey = Buffer.from('"timestamp":"');
/** "2026-11-26T10:00:00.000Z": the ISO 8601 form the portal writes. */
const isoLength = 24;

/**
 * The message's timestamp, read straight from its bytes: the load side shares the machine with
 * the servers, and a full JSON.parse of 20,000 messages a second would take CPU from them. The
 * portal's messages are checked whole by its own tests (contract/monitoring.ts).
 */
function timestampOf(data: WebSocket.RawData): number {
  if (!Buffer.isBuffer(data)) return Number.NaN;
  const at = data.indexOf(timestampKey);
  if (at < 0) return Number.NaN;
  const start = at + timestampKey.length;
  return Date.parse(data.toString('latin1', start, start + isoLength));
}
