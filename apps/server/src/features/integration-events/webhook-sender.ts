// Posts one signed webhook (decision 055): JSON, a 10 s deadline, no redirect followed (a 3xx is
// an answer like any other non-2xx: the event is tried again later), and no more of the answer
// read than a short excerpt for the delivery log. Never throws: what went wrong is the error.
// The target's name is resolved and every address checked on each delivery, and the connection
// goes to the address checked (decision 067): a name that resolves to an internal address, now or
// by rebinding between check and connect, is never posted to unless internal targets are allowed.

import { readFileSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { type ResolvedTarget, resolvedPublicTarget } from '../../platform/http/public-address.ts';
export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export interface WebhookResponse {
  /** The receiver's status code; null when none answered. */
  status: number | null;
  /** Why there is no status (refused, timed out, …). */
  error: string | null;
  /** The first EXCERPT_BYTES of the answer, for the log. */
  excerpt: string | null;
  durationMs: number;
}

export type WebhookSender = (request: WebhookRequest) => Promise<WebhookResponse>;

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** Names the sender and its release, so a receiver's logs and firewall can tell our posts apart. */
export const WEBHOOK_USER_AGENT = `EnergyPortal-Webhooks/${serverVersion()}`;

function serverVersion(): string {
  const manifest: unknown = JSON.parse(
    readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'),
  );
  const version =
    typeof manifest === 'object' && manifest !== null && 'version' in manifest
      ? manifest.version
      : undefined;
  return typeof version === 'string' ? version : 'unknown';
}
const EXCERPT_BYTES = 500;

/** Reads at most `limit` bytes of an answer and lets go of the rest. */
function excerptOf(response: IncomingMessage, limit: number): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = () => {
      response.destroy();
      resolve(Buffer.concat(chunks).subarray(0, limit).toString('utf8'));
    };
    response.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (size >= limit) done();
    });
    response.on('end', done);
    response.on('error', done);
  });
}

/** A lookup that answers the checked address only, whatever the name resolves to by now. */
function pinnedLookup(target: ResolvedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

function post(
  url: URL,
  target: ResolvedTarget,
  request: WebhookRequest,
  signal: AbortSignal,
): Promise<{ status: number; excerpt: string }> {
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const outgoing = send(
      url,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': WEBHOOK_USER_AGENT,
          ...request.headers,
        },
        lookup: pinnedLookup(target),
        agent: false,
        signal,
      },
      (response) => {
        excerptOf(response, EXCERPT_BYTES).then(
          (excerpt) => resolve({ status: response.statusCode ?? 0, excerpt }),
          reject,
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(request.body);
  });
}

function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof Error) {
    if (error.name === 'TimeoutError') return `no answer within ${timeoutMs} ms`;
    const cause = error.cause instanceof Error ? `: ${error.cause.message}` : '';
    return `${error.message}${cause}`.slice(0, 300);
  }
  return 'unknown error';
}

export interface WebhookSenderOptions {
  timeoutMs?: number;
  /** Posts to loopback and private addresses too: development and tests only. */
  allowInternalTargets?: boolean;
}

export function createWebhookSender(options: WebhookSenderOptions = {}): WebhookSender {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const allowInternal = options.allowInternalTargets ?? false;
  return async (request) => {
    const started = performance.now();
    const elapsed = () => Math.round(performance.now() - started);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const url = new URL(request.url);
      const target = await resolvedPublicTarget(url.hostname, allowInternal);
      const { status, excerpt } = await post(url, target, request, signal);
      return { status, error: null, excerpt, durationMs: elapsed() };
    } catch (error) {
      return {
        status: null,
        error: signal.aborted ? `no answer within ${timeoutMs} ms` : reasonOf(error, timeoutMs),
        excerpt: null,
        durationMs: elapsed(),
      };
    }
  };
}
