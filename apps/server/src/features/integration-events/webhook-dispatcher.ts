// Delivers the integration events to the tenants' webhooks (decision 055). The scheduler runs a
// round every few seconds on every instance (features/monitoring/monitoring-jobs.ts), and a request
// that may have recorded an event wakes one once it has answered (its transaction has committed). A
// round takes the due events, each the first still owed of its entity (so a later event of an
// entity waits for the earlier one: in order per entity), holds them for its lease, posts them
// signed, logs each attempt, and marks the event delivered (2xx), tries it again later (anything
// else, backoff with jitter), or gives it up as 'failed' after three days of attempts (replayable).
// A 410 Gone is the receiver retiring the endpoint (Standard Webhooks): the endpoint is disabled
// until its URL is set again, and events meanwhile are for the cursor only.
// Two dispatchers (two instances on one PostgreSQL) never take the same event: taking is FOR UPDATE
// SKIP LOCKED and moves the event past their attempt. A dispatcher that dies mid-way leaves its
// events held for the lease (WEBHOOK_LEASE_MS), after which another posts them again: at least
// once; receivers dedupe by the webhook-id, which is the same on every attempt. A receiver's 2xx
// that cannot be recorded because the database is away is written again until shortly before the
// hold ends, so a brief outage does not make the event go out twice.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { REQUEST_ID_HEADER } from '../../platform/http/request-id.ts';
import type { KeySealer } from '../../platform/identity/key-sealer.ts';
import { toIntegrationEvent, webhookIdOf } from './integration-event.ts';
import { recordDeliveryAttempt } from './integration-event-delivery-repository.ts';
import {
  markEventDelivered,
  postponeEvent,
  settleUndelivered,
  type TakenEvent,
  takeDueEvents,
} from './integration-event-repository.ts';
import { givesUp, retryDelayMs } from './webhook-backoff.ts';
import { openWebhookSecret } from './webhook-endpoint.ts';
import { disableWebhookEndpoint, findWebhookEndpoint } from './webhook-endpoint-repository.ts';
import { createWebhookSender, type WebhookResponse, type WebhookSender } from './webhook-sender.ts';
import { webhookHeaders } from './webhook-signature.ts';

export interface WebhookDispatcher {
  /** Posts every due event now; resolves with how many were delivered. Rounds of one
   * dispatcher run one after another; never rejects (a failed round is logged). */
  deliverDue(): Promise<number>;
  /** Asks for a round soon, unless one is already waiting: after a request that may have
   * recorded events. Never throws. */
  wake(): void;
  /** Waits for the running round. */
  stop(): Promise<void>;
}

export interface WebhookDispatcherLog {
  warn(details: object, message: string): void;
}

export interface WebhookDispatcherDeps {
  db: Kysely<Database>;
  keySealer: KeySealer;
  clock: () => Date;
  log: WebhookDispatcherLog;
  send?: WebhookSender;
  /** Posts to loopback and private addresses too (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  allowInternalTargets?: boolean;
  /** In [0, 1): the backoff's jitter. */
  random?: () => number;
  /** How long taken events are held (WEBHOOK_LEASE_MS); DEFAULT_LEASE_MS without it. */
  leaseMs?: number;
}

/** Longer than a post can take (WEBHOOK_TIMEOUT_MS), so a living dispatcher's hold never ends
 * before its attempt does. */
export const DEFAULT_LEASE_MS = 2 * 60_000;
/** Events posted at once (each of another entity): also the most a dispatcher that dies can
 * leave posted but not recorded, to be posted again. */
export const WEBHOOK_ROUND_SIZE = 16;
/** How often the record of a receiver's answer is tried again while the database is away. */
const RECORD_RETRY_MS = 1_000;

/** Writes what a receiver answered, again and again while the database is away for a moment:
 * the receiver has already taken the event, and an answer not recorded means posting it again
 * once the hold ends. Gives up (throws) a retry before `holdEndsAt` (performance.now() time),
 * after which another dispatcher may take the event. */
async function recorded(write: () => Promise<void>, holdEndsAt: number): Promise<void> {
  for (;;) {
    try {
      return await write();
    } catch (error) {
      if (performance.now() + 2 * RECORD_RETRY_MS >= holdEndsAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, RECORD_RETRY_MS));
    }
  }
}

export function createWebhookDispatcher(deps: WebhookDispatcherDeps): WebhookDispatcher {
  const { db, keySealer, clock, log } = deps;
  const send =
    deps.send ?? createWebhookSender({ allowInternalTargets: deps.allowInternalTargets ?? false });
  const random = deps.random ?? Math.random;
  const leaseMs = deps.leaseMs ?? DEFAULT_LEASE_MS;
  let running: Promise<number> = Promise.resolve(0);
  let waiting = false;

  async function endpointOf(tenantId: number) {
    const stored = await findWebhookEndpoint(db, tenantId);
    if (!stored) return undefined;
    const secret = openWebhookSecret(keySealer, tenantId, stored.sealedSecret);
    return { url: stored.url, secret, disabled: stored.disabled };
  }

  /** The receiver answered 410 Gone: it retired the endpoint, so no more posts go there. */
  async function disableEndpoint(event: TakenEvent, url: string): Promise<void> {
    const at = clock().toISOString();
    const reason = `the receiver answered 410 Gone to event ${event.id}`;
    if (await disableWebhookEndpoint(db, event.tenantId, url, { at, reason })) {
      log.warn(
        { tenantId: event.tenantId, eventId: event.id, url },
        'webhook endpoint disabled: its receiver answered 410 Gone; set its URL again to resume',
      );
    }
    // Replayable once the endpoint is back (`npm run webhooks -- replay --failed`).
    await settleUndelivered(db, event.id, { state: 'failed', error: 'answered 410 Gone' });
  }

  async function attempt(event: TakenEvent, holdEndsAt: number): Promise<boolean> {
    const endpoint = await endpointOf(event.tenantId);
    if (!endpoint) {
      // The tenant removed its webhook meanwhile: the event stays for the cursor only.
      await settleUndelivered(db, event.id, { state: 'none', error: 'no webhook endpoint' });
      return false;
    }
    if (endpoint.disabled) {
      // Its receiver retired it: the event is for the cursor only, as without an endpoint.
      const error = `webhook endpoint disabled: ${endpoint.disabled.reason}`;
      await settleUndelivered(db, event.id, { state: 'none', error });
      return false;
    }
    const now = clock();
    const body = JSON.stringify(toIntegrationEvent(event));
    const message = {
      id: webhookIdOf(event.id),
      timestamp: Math.floor(now.getTime() / 1000),
      body,
    };
    const signed = webhookHeaders(endpoint.secret, message);
    const response = await send({
      url: endpoint.url,
      // The id of the request that caused the event, so the receiver's logs meet the portal's.
      headers: event.requestId ? { ...signed, [REQUEST_ID_HEADER]: event.requestId } : signed,
      body,
    });
    const delivered = response.status !== null && response.status >= 200 && response.status < 300;
    const attemptLog = {
      tenantId: event.tenantId,
      eventId: event.id,
      attemptedAt: now.toISOString(),
      durationMs: response.durationMs,
      statusCode: response.status,
      error: response.error,
      responseExcerpt: response.excerpt,
    };
    if (delivered) {
      await recorded(() => recordDeliveryAttempt(db, attemptLog), holdEndsAt);
      await recorded(() => markEventDelivered(db, event.id, clock().toISOString()), holdEndsAt);
      return true;
    }
    await recordDeliveryAttempt(db, attemptLog);
    if (response.status === 410) {
      await disableEndpoint(event, endpoint.url);
      return false;
    }
    await retryOrGiveUp(event, reasonOf(response));
    return false;
  }

  async function retryOrGiveUp(event: TakenEvent, reason: string): Promise<void> {
    const now = clock();
    const ids = { eventId: event.id, tenantId: event.tenantId, attempts: event.attempts };
    if (givesUp(new Date(event.firstAttemptAt), now)) {
      await settleUndelivered(db, event.id, { state: 'failed', error: reason });
      log.warn({ ...ids, reason }, 'webhook given up after three days: replayable');
      return;
    }
    const at = new Date(now.getTime() + retryDelayMs(event.attempts, random())).toISOString();
    await postponeEvent(db, event.id, { at, error: reason });
  }

  async function deliverAll(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const now = clock();
      const taking = {
        now: now.toISOString(),
        heldUntil: new Date(now.getTime() + leaseMs).toISOString(),
      };
      const holdEndsAt = performance.now() + leaseMs;
      const taken = await takeDueEvents(db, taking, WEBHOOK_ROUND_SIZE);
      const outcomes = await Promise.all(
        taken.map((event) =>
          attempt(event, holdEndsAt).catch(async (error: unknown) => {
            // Not the receiver's doing (the secret cannot be opened, the database went away):
            // the hold expires and a later round tries again.
            log.warn({ err: error, eventId: event.id }, 'webhook attempt failed');
            return false;
          }),
        ),
      );
      delivered += outcomes.filter(Boolean).length;
      // Again until nothing is due: a delivered event lets the next of its entity go at once.
      // Each taken event is delivered, postponed or held, so this ends.
      if (taken.length === 0) return delivered;
    }
  }

  const deliverDue = (): Promise<number> => {
    running = running.then(() =>
      deliverAll().catch((error: unknown) => {
        log.warn({ err: error }, 'delivering the webhooks failed');
        return 0;
      }),
    );
    return running;
  };

  return {
    deliverDue,
    wake() {
      if (waiting) return;
      waiting = true;
      running = running.then((count) => {
        waiting = false;
        return count;
      });
      void deliverDue();
    },
    async stop() {
      await running;
    },
  };
}

function reasonOf(response: WebhookResponse): string {
  if (response.status === null) return response.error ?? 'no answer';
  const excerpt = response.excerpt ? `: ${response.excerpt.slice(0, 200)}` : '';
  return `answered ${response.status}${excerpt}`;
}
