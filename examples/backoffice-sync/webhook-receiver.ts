// The back office's webhook endpoint: checks each request's signature (webhook-verifier.ts),
// answers 204 at once, and hands each event on once, even when the portal sends it again (a
// retry after a lost answer carries the same webhook-id). 401 for a bad signature: the portal
// retries, and a forged request never gets in.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { webhookProblem } from './webhook-verifier.ts';

/** The fields every event has (the data depends on the type: the API's document lists them). */
export interface ReceivedEvent {
  id: number;
  /** Dotted, as Standard Webhooks recommends (`ticket.photo_added`). */
  type: string;
  /** When it happened (Standard Webhooks). */
  timestamp: string;
  entity: { kind: string; id: number; externalId: string | null };
  data: Record<string, unknown>;
}

const MAX_BODY_BYTES = 1024 * 1024;

export async function startWebhookReceiver(options: {
  port: number;
  secret: string;
  onEvent: (event: ReceivedEvent) => void;
}): Promise<{ url: string; close(): Promise<void> }> {
  const seen = new Set<string>();
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) request.destroy();
      else chunks.push(chunk);
    });
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => request.headers[name]?.toString();
      const id = header('webhook-id');
      const problem = webhookProblem(
        options.secret,
        {
          id,
          timestamp: header('webhook-timestamp'),
          signature: header('webhook-signature'),
        },
        body,
      );
      if (problem || request.method !== 'POST' || id === undefined) {
        response.writeHead(problem ? 401 : 405).end();
        return;
      }
      response.writeHead(204).end();
      if (seen.has(id)) return;
      seen.add(id);
      options.onEvent(JSON.parse(body) as ReceivedEvent);
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/portal-webhooks`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
