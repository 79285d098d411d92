// A push service for tests (RFC 8030's push endpoint, on 127.0.0.1), and a browser's side of a
// subscription: a P-256 key pair and a 16-byte auth secret made with node:crypto, and the
// decryption of an aes128gcm payload (RFC 8188, keys per RFC 8291), written from the RFCs rather
// than taken from web-push, so that the test checks the library instead of repeating it.
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ReceivedPush {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpoint {
  /** `http://127.0.0.1:port/`: the prefix to allow (PUSH_SERVICES). */
  origin: string;
  received: ReceivedPush[];
  /** The statuses to answer next, in order; 201 once they are used up. */
  answer(...statuses: number[]): void;
  /** Resolves with the next push to `/path` not taken yet (received already, or when it comes). */
  next(path: string, timeoutMs?: number): Promise<ReceivedPush>;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpoint> {
  const received: ReceivedPush[] = [];
  const statuses: number[] = [];
  const taken = new Set<ReceivedPush>();
  const waiters: (() => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(statuses.shift() ?? 201).end();
      for (const wake of waiters.splice(0)) wake();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}/`,
    received,
    answer: (...next) => statuses.push(...next),
    async next(path, timeoutMs = 5_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const push = received.find((push) => push.path === `/${path}` && !taken.has(push));
        if (push) {
          taken.add(push);
          return push;
        }
        if (Date.now() > deadline) throw new Error(`no push arrived at /${path}`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 50);
        });
      }
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A browser's subscription keys: what pushManager.subscribe makes. */
export interface BrowserKeys {
  p256dh: string;
  auth: string;
  decrypt(body: Buffer): Buffer;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = randomBytes(16);
  return {
    p256dh: uaPublic.toString('base64url'),
    auth: authSecret.toString('base64url'),
    decrypt(body) {
      // RFC 8188 header: salt (16), record size (4), key id length (1), key id (the sender's key).
      const salt = body.subarray(0, 16);
      const idLength = body.readUInt8(20);
      const asPublic = body.subarray(21, 21 + idLength);
      const record = body.subarray(21 + idLength);
      // RFC 8291 §3.4: the input keying material from the shared secret and the auth secret.
      const shared = ecdh.computeSecret(asPublic);
      const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
      const ikm = Buffer.from(hkdfSync('sha256', shared, authSecret, keyInfo, 32));
      const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
      const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
      const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
      decipher.setAuthTag(record.subarray(record.length - 16));
      const padded = Buffer.concat([
        decipher.update(record.subarray(0, record.length - 16)),
        decipher.final(),
      ]);
      // The last record ends with the delimiter 0x02, then zero padding.
      let end = padded.length - 1;
      while (end > 0 && padded[end] === 0) end -= 1;
      if (padded[end] !== 2) throw new Error('the push is not one last record');
      return padded.subarray(0, end);
    },
  };
}
