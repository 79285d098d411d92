// Live sockets through the balancer that reconnect as the web app does: when one closes, it tries
// again at once, then every 5 s, at most 5 tries (the spec's rule). Each socket keeps the longest
// time between two messages it received, across its reconnections: the device stream's gap.
import WebSocket from 'ws';
import { socketUrl } from '../live-socket.ts';

const RETRY_EVERY_MS = 5_000;

export interface SocketReport {
  reconnections: number;
  /** The most tries one reconnection needed (more than 5 breaks the rule). */
  mostTries: number;
  longestGapMs: number;
  /** When the longest gap ended (Date.now()), to tell which fault made it. */
  longestGapEndedAt: number;
}

export async function startSockets(
  origin: string,
  options: { count: number; subdomain: string; accessToken: string; deviceId: string },
): Promise<{ stop(): SocketReport }> {
  const url = socketUrl(origin.replace('http://', 'ws://'), {
    subdomain: options.subdomain,
    accessToken: options.accessToken,
    deviceId: options.deviceId,
  });
  const report: SocketReport = {
    reconnections: 0,
    mostTries: 0,
    longestGapMs: 0,
    longestGapEndedAt: 0,
  };
  let stopped = false;
  const open: WebSocket[] = [];

  const watcher = () =>
    new Promise<void>((ready) => {
      let lastMessage = 0;
      let tries = 0;
      const connect = () => {
        tries += 1;
        report.mostTries = Math.max(report.mostTries, tries);
        const socket = new WebSocket(url);
        open.push(socket);
        socket.on('message', () => {
          const now = Date.now();
          if (lastMessage && now - lastMessage > report.longestGapMs) {
            report.longestGapMs = now - lastMessage;
            report.longestGapEndedAt = now;
          }
          lastMessage = now;
          tries = 0;
          ready();
        });
        socket.on('error', () => undefined);
        socket.on('close', () => {
          if (stopped) return;
          if (tries === 0) report.reconnections += 1;
          // A first try at once (another instance answers), then the rule's pace.
          setTimeout(connect, tries === 0 ? 200 : RETRY_EVERY_MS);
        });
      };
      connect();
    });
  // Opened in groups so that the instances are not flooded by the handshakes at once.
  for (let first = 0; first < options.count; first += 50) {
    await Promise.all(Array.from({ length: Math.min(50, options.count - first) }, () => watcher()));
  }
  return {
    stop() {
      stopped = true;
      for (const socket of open) socket.terminate();
      return report;
    },
  };
}
