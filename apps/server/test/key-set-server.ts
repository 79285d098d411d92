// A loopback HTTP server standing in for an issuer's key endpoint, whose answer each test sets:
// a key set, an error, a huge or endless body, a redirect, or silence. Counts the requests.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWK } from 'jose';

export type Answer = (request: IncomingMessage, response: ServerResponse) => void;

export interface KeySetServer {
  /** An issuer URL on this server (the API asks `{issuer}/protocol/openid-connect/certs`). */
  issuer(realm?: string): string;
  /** Sets how the next requests are answered. */
  answer(next: Answer): void;
  readonly requests: number;
  close(): Promise<void>;
}

export async function publicKeyOf(kid: string): Promise<JWK> {
  const { publicKey } = await generateKeyPair('RS256', { extractable: true });
  return { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
}

/** Answers a key set as JSON. */
export const keySet =
  (keys: readonly object[]): Answer =>
  (_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify({ keys }));
  };

export async function startKeySetServer(): Promise<KeySetServer> {
  let current: Answer = (_request, response) => {
    response.statusCode = 404;
    response.end();
  };
  let requests = 0;
  const server = createServer((request, response) => {
    requests++;
    current(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    issuer: (realm = 'zonnewende') => `${origin}/realms/${realm}`,
    answer(next) {
      current = next;
    },
    get requests() {
      return requests;
    },
    close() {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
