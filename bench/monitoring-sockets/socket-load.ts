// The sockets of one watching process (load-worker.ts): opened as the portal's client does
// (request the broadcast, then open the socket), a bounded number at a time, and times each message from
// the producer's timestamp to its arrival here. Messages are parsed as the browser parses them.
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
  /** Sockets that closed or failed after opening. */
  closed: number;
  latencies: LatencyHistogram;
  /** Messages that were not JSON with a parsable timestamp. */
  unreadable: number;
  /** Open sockets that received nothing since the last reset. */
  silent(): number;
  reset(): void;
  close(): Promise<void>;
}

export async function watchAll(targets: SocketTarget[], concurrency: number): Promise<Watching> {
  const latencies = new LatencyHistogram();
  const sockets: WebSocket[] = [];
  const state = { closed: 0, unreadable: 0, closing: false };
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < targets.length) {
      const target = targets[next++];
      if (!target) return;
      await target.enable?.();
      sockets.push(await opened(target.url));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
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
    get closed() {
      return state.closed;
    },
    get unreadable() {
      return state.unreadable;
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

function timestampOf(data: WebSocket.RawData): number {
  try {
    const message: unknown = JSON.parse(data.toString());
    if (typeof message !== 'object' || message === null || !('timestamp' in message)) {
      return Number.NaN;
    }
    return typeof message.timestamp === 'string' ? Date.parse(message.timestamp) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}
