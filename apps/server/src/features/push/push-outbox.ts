// Delivers the push outbox (decision 037, after decision 024's mail outbox). notify() queues a push
// per subscription of the customer in the transaction of the change; after the commit a sender
// takes due pushes and hands each to its push service: at once when a request that may have
// queued some has answered (wake), at start-up, and every POLL_MS. A push service that refuses
// for now (429, 5xx) or cannot be reached is tried again 30 s later, doubling up to an hour,
// until PUSH_TTL_SECONDS after the notification: later than that it is dropped (the notification
// itself stays in the portal). A subscription the push service calls gone (404, 410) is removed
// with its queued pushes; any other refusal drops the push, logged. A sender that dies mid-way
// leaves its pushes held for HOLD_MS, then another takes them (at least once).
import { supportedLanguageOf } from '@portal/contract/language-tag';
import { type Language, portalConfigSchema } from '@portal/contract/portal';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { KeySealer } from '../../platform/identity/key-sealer.ts';
import { retryDelayMs } from '../../platform/mail/mail-outbox.ts';
import { pushMessage } from './push-message.ts';
import {
  deletePush,
  postponePush,
  type TakenPush,
  takeDuePushes,
} from './push-outbox-repository.ts';
import { PUSH_TTL_SECONDS, type PushSender, sendPush } from './push-sender.ts';
import { deleteSubscription, markSubscriptionDelivered } from './push-subscription-repository.ts';
import { vapidKeys } from './vapid-keys.ts';

export interface PushOutbox {
  /** Delivers every due push now (a round; rounds of one process run one after another). */
  deliverDue(): Promise<void>;
  /** Asks for a round soon, unless one is already waiting: after a request that may have
   * queued pushes. Never throws. */
  wake(): void;
  /** Delivers due pushes every `pollMs` until stopped. */
  start(): void;
  stop(): Promise<void>;
}

export interface PushOutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
}

const HOLD_MS = 2 * 60_000;
const POLL_MS = 15_000;
const BATCH = 50;

/** What became of one push, and why when it was not delivered. */
interface Outcome {
  kind: 'delivered' | 'gone' | 'refused' | 'retry';
  reason: string;
}

function outcomeOf(status: number): Outcome {
  const reason = `push service answered ${status}`;
  if (status >= 200 && status < 300) return { kind: 'delivered', reason };
  if (status === 404 || status === 410) return { kind: 'gone', reason };
  if (status === 429 || status >= 500) return { kind: 'retry', reason };
  return { kind: 'refused', reason };
}

function languageOf(code: string): Language {
  return supportedLanguageOf(code) ?? 'nl';
}

function paramsOf(text: string): Record<string, unknown> {
  const parsed: unknown = JSON.parse(text);
  return typeof parsed === 'object' && parsed !== null ? { ...parsed } : {};
}

export function createPushOutbox(deps: {
  db: Kysely<Database>;
  sealer: KeySealer;
  clock: () => Date;
  log: PushOutboxLog;
  /** The VAPID subject (RFC 8292): how a push service can reach the sender, a mailto: URL. */
  subject: string;
  send?: PushSender;
  pollMs?: number;
}): PushOutbox {
  const { db, sealer, clock, log, subject } = deps;
  const send = deps.send ?? sendPush;
  let running: Promise<void> = Promise.resolve();
  let waiting = false;
  let timer: NodeJS.Timeout | undefined;

  async function attempt(push: TakenPush): Promise<Outcome> {
    const tenant = portalConfigSchema.parse(JSON.parse(push.portalConfig));
    const notification = { ...push.notification, params: paramsOf(push.notification.params) };
    const message = pushMessage(notification, languageOf(push.customerLanguage), tenant);
    if (!message) return { kind: 'refused', reason: `no words for ${notification.key}` };
    const keys = await vapidKeys(db, sealer, push.tenantId, clock());
    return outcomeOf(await send(push.subscription, JSON.stringify(message), { ...keys, subject }));
  }

  async function deliver(push: TakenPush): Promise<void> {
    const outcome = await attempt(push).catch(
      (error: unknown): Outcome => ({
        kind: 'retry',
        reason: error instanceof Error ? error.message.slice(0, 300) : 'unknown error',
      }),
    );
    const ids = { pushId: push.id, subscriptionId: push.subscription.id };
    if (outcome.kind === 'delivered') {
      await deletePush(db, push.id);
      await markSubscriptionDelivered(db, push.subscription.id, clock());
    } else if (outcome.kind === 'gone') {
      await deleteSubscription(db, push.subscription.id);
      log.info({ ...ids, reason: outcome.reason }, 'push subscription gone: removed');
    } else if (outcome.kind === 'refused') {
      await deletePush(db, push.id);
      log.warn({ ...ids, reason: outcome.reason }, 'push refused: dropped');
    } else {
      await retryOrGiveUp(push, outcome.reason);
    }
  }

  async function retryOrGiveUp(push: TakenPush, reason: string): Promise<void> {
    const now = clock().getTime();
    const at = now + retryDelayMs(push.attempts);
    const ids = { pushId: push.id, subscriptionId: push.subscription.id };
    if (at > Date.parse(push.createdAt) + PUSH_TTL_SECONDS * 1000) {
      await deletePush(db, push.id);
      log.warn({ ...ids, attempts: push.attempts, reason }, 'push given up');
      return;
    }
    const retryAt = new Date(at).toISOString();
    await postponePush(db, push.id, { at: retryAt, error: reason });
    log.warn({ ...ids, attempts: push.attempts, retryAt, reason }, 'push not taken');
  }

  async function deliverAll(): Promise<void> {
    for (;;) {
      const now = clock();
      const taken = await takeDuePushes(
        db,
        {
          now: now.toISOString(),
          heldUntil: new Date(now.getTime() + HOLD_MS).toISOString(),
        },
        BATCH,
      );
      for (const push of taken) await deliver(push);
      if (taken.length < BATCH) return;
    }
  }

  const deliverDue = () => {
    running = running.then(() =>
      deliverAll().catch((error: unknown) => {
        log.warn({ err: error }, 'delivering the push outbox failed');
      }),
    );
    return running;
  };

  return {
    deliverDue,
    wake() {
      if (waiting) return;
      waiting = true;
      running = running.then(() => {
        waiting = false;
      });
      void deliverDue();
    },
    start() {
      timer ??= setInterval(() => void deliverDue(), deps.pollMs ?? POLL_MS);
      timer.unref();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
