// A back office's webhook receiver for the tests: a real HTTP server on 127.0.0.1 that can be
// down (closed: connections refused), failing (500 with a long body), redirecting (302), or up
// (200 after an optional delay). It records every request with whether its signature is the one
// the `standardwebhooks` package makes with the tenant's secret, and what it answered.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export type ReceiverMode = 'ok' | 'fail' | 'redirect' | 'gone';

export interface ReceivedWebhook {
  webhookId: string;
  timestamp: number;
  body: string;
  /** The answer given: 200, 500, 302 or 410. */
  status: number;
  signatureValid: boolean;
  /** The X-Request-Id it came with ('' without one). */
  requestId: string;
  userAgent: string;
}

export interface WebhookReceiver {
  url: string;
  mode: ReceiverMode;
  /** Milliseconds to wait before answering ('ok' only). */
  delayMs: number;
  /** The tenant's secret, to check signatures with. */
  secret: string;
  received: ReceivedWebhook[];
  /** The ids answered 2xx, in the order they were answered. */
  accepted(): string[];
  /** Stops listening: connections are refused until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function header(request: IncomingMessage, name: string): string {
  const value = request.headers[name];
  return typeof value === 'string' ? value : '';
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  let listening = true;
  const receiver: WebhookReceiver = {
    url: '',
    mode: 'ok',
    delayMs: 0,
    secret: '',
    received: [],
    accepted: () =>
      receiver.received.filter((hook) => hook.status === 200).map((hook) => hook.webhookId),
    down: async () => {
      if (!listening) return;
      listening = false;
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    up: async () => {
      if (listening) return;
      server.listen(port, '127.0.0.1');
      await once(server, 'listening');
      listening = true;
    },
    close: () => receiver.down(),
  };

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const body = await bodyOf(request);
    const webhookId = header(request, 'webhook-id');
    const timestamp = Number(header(request, 'webhook-timestamp'));
    const expected = new Webhook(receiver.secret).sign(webhookId, new Date(timestamp * 1000), body);
    const signatureValid = header(request, 'webhook-signature') === expected;
    const status = { ok: 200, fail: 500, redirect: 302, gone: 410 }[receiver.mode];
    const requestId = header(request, 'x-request-id');
    const userAgent = header(request, 'user-agent');
    receiver.received.push({
      webhookId,
      timestamp,
      body,
      status,
      signatureValid,
      requestId,
      userAgent,
    });
    if (status === 200 && receiver.delayMs > 0) {
      await new Promise((resolve) => setTimeout(resolve, receiver.delayMs));
    }
    if (status === 302) {
      response.writeHead(302, { location: `${receiver.url}elsewhere` }).end();
    } else if (status === 410) {
      response.writeHead(410, { 'content-type': 'text/plain' }).end('gone');
    } else if (status === 500) {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('x'.repeat(5000));
    } else {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    }
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => response.destroy());
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  receiver.url = `http://127.0.0.1:${port}/`;
  return receiver;
}
