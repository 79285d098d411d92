// The webhook sender against real HTTP servers: it posts JSON with the signed headers, gives up on
// a receiver that does not answer within its deadline, reads no more of an answer than the
// excerpt (even one that never ends), does not follow a redirect, and reports a refused
// connection as an error rather than throwing.
import { once } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createWebhookSender } from './webhook-sender.ts';

let server: Server | undefined;

async function serve(
  handle: (request: IncomingMessage, response: ServerResponse) => void,
): Promise<string> {
  server = createServer(handle);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`;
}

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

/** The receivers of these tests listen on loopback, which only this setting allows. */
const local = { allowInternalTargets: true };

const request = (url: string) => ({ url, headers: { 'webhook-id': 'evt_1' }, body: '{"id":1}' });

describe('the webhook sender', () => {
  it('posts the body as JSON with the given headers, naming the portal and its release', async () => {
    const seen: { method?: string; type?: string; id?: string; agent?: string; body: string }[] =
      [];
    const url = await serve((incoming, response) => {
      let body = '';
      incoming.on('data', (chunk) => {
        body += chunk;
      });
      incoming.on('end', () => {
        seen.push({
          method: incoming.method,
          type: incoming.headers['content-type'],
          id: incoming.headers['webhook-id'] as string,
          agent: incoming.headers['user-agent'],
          body,
        });
        response.writeHead(204).end();
      });
    });
    const answer = await createWebhookSender(local)(request(url));
    expect(answer).toMatchObject({ status: 204, error: null, excerpt: '' });
    expect(seen).toEqual([
      {
        method: 'POST',
        type: 'application/json',
        id: 'evt_1',
        agent: expect.stringMatching(/^EnergyPortal-Webhooks\/\d+\.\d+\.\d+$/),
        body: '{"id":1}',
      },
    ]);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const url = await serve(() => undefined);
    const answer = await createWebhookSender({ ...local, timeoutMs: 200 })(request(url));
    expect(answer).toMatchObject({ status: null, error: 'no answer within 200 ms', excerpt: null });
    expect(answer.durationMs).toBeGreaterThanOrEqual(150);
    expect(answer.durationMs).toBeLessThan(2000);
  });

  it('reads only the excerpt of an answer that never ends', async () => {
    const url = await serve((_, response) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.write('e'.repeat(2000));
      // …and never ends.
    });
    const answer = await createWebhookSender({ ...local, timeoutMs: 5000 })(request(url));
    expect(answer.status).toBe(500);
    expect(answer.excerpt).toBe('e'.repeat(500));
    expect(answer.durationMs).toBeLessThan(2000);
  });

  it('does not follow a redirect, and reports a refused connection', async () => {
    let followed = 0;
    const url = await serve((incoming, response) => {
      if (incoming.url === '/elsewhere') followed += 1;
      response.writeHead(307, { location: '/elsewhere' }).end();
    });
    expect(await createWebhookSender(local)(request(url))).toMatchObject({ status: 307 });
    expect(followed).toBe(0);
    const refused = await createWebhookSender(local)(request('http://127.0.0.1:1/hooks'));
    expect(refused).toMatchObject({ status: null, excerpt: null });
    expect(refused.error).toMatch(/ECONNREFUSED/);
  });

  it.each([
    'http://127.0.0.1:6379/',
    'http://[::1]:5432/',
    'https://169.254.169.254/latest/meta-data/',
    'https://10.0.0.5/',
    'http://[::ffff:127.0.0.1]:1/',
    'http://[fd00::1]/',
    'http://0.0.0.0:1/',
    'http://localhost:1/',
  ])('never posts to the internal target %s by default', async (url) => {
    const answer = await createWebhookSender()(request(url));
    expect(answer).toMatchObject({ status: null, excerpt: null });
    expect(answer.error).toMatch(/internal address/);
  });

  it('connects to the address it checked, not to what the name resolves to later', async () => {
    // A name that resolves to loopback is refused by default; allowed, the post reaches the
    // receiver through the pinned address.
    const url = await serve((_, response) => response.writeHead(204).end());
    const named = url.replace('127.0.0.1', 'localhost');
    expect((await createWebhookSender()(request(named))).error).toMatch(/internal address/);
    expect(await createWebhookSender(local)(request(named))).toMatchObject({ status: 204 });
  });
});
