// A client of the monitoring socket for tests: opens `/websockets/monitoring` on a listening app
// and reports how it ended (close code) or the messages it got.
import type { LiveMessage } from '@portal/contract/monitoring';
import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

export async function listeningOrigin(server: FastifyInstance): Promise<string> {
  const address = server.server.address();
  if (address && typeof address === 'object') return `ws://127.0.0.1:${address.port}`;
  await server.listen({ port: 0, host: '127.0.0.1' });
  return listeningOrigin(server);
}

export function socketUrl(origin: string, query: Record<string, string>): string {
  return `${origin}/websockets/monitoring?${new URLSearchParams(query)}`;
}

/** The close code the server ends the socket with (within 5 s). */
export function closeCodeOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const timer = setTimeout(() => reject(new Error('the socket stayed open')), 5_000);
    socket.on('message', () => undefined);
    socket.on('error', reject);
    socket.on('close', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}

/** The first `count` messages (JSON), then the socket is closed with 1000. */
export function messagesOf(
  url: string,
  count: number,
  options: { timeoutMs?: number; onOpen?: () => void } = {},
): Promise<unknown[]> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const messages: unknown[] = [];
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`${messages.length} of ${count} messages arrived`));
    }, options.timeoutMs ?? 8_000);
    socket.on('open', () => options.onOpen?.());
    socket.on('error', reject);
    socket.on('close', (code) => {
      if (messages.length < count) reject(new Error(`closed with ${code}`));
    });
    socket.on('message', (data, isBinary) => {
      if (isBinary) reject(new Error('a binary message'));
      messages.push(JSON.parse(data.toString()));
      if (messages.length === count) {
        clearTimeout(timer);
        socket.close(1000);
        resolve(messages);
      }
    });
  });
}

/** The identity of decision 046, to the watt. */
export function balances(message: LiveMessage): boolean {
  const { home, solar, gridConsume, gridInject, batteryDischarge, batteryCharge, ev } = message;
  return (
    home === solar + gridConsume - gridInject + batteryDischarge - batteryCharge - ev &&
    message.grid === gridConsume - gridInject &&
    message.battery === batteryDischarge - batteryCharge &&
    message.ownConsumption === solar - gridInject
  );
}
