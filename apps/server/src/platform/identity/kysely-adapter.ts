// oidc-provider's storage adapter on the project database (table oidc_payloads), one per realm:
// sessions, grants, codes, refresh tokens and interactions survive a restart and are shared by
// every instance. Expiry uses the real clock, like the provider itself; expired rows are never
// read and are purged at most every few minutes. Destroying a grant or a session (logout,
// revocation, refresh-token reuse) is told to every instance's caches (decision 023).

import type { Kysely } from 'kysely';
import type { Adapter, AdapterFactory, AdapterPayload } from 'oidc-provider';
import type { SessionEndings } from '../cache/session-endings.ts';
import type { Database } from '../db/schema.ts';
import {
  deletePayload,
  deletePayloadsOfGrant,
  findPayload,
  markPayloadConsumed,
  type PayloadScope,
  purgeExpiredPayloads,
  upsertPayload,
} from './oidc-payload-repository.ts';

const purgeEveryMs = 5 * 60_000;

export interface PayloadPurger {
  /** Purges expired rows unless that was done less than a few minutes ago. */
  maybePurge(): void;
}

export function createPayloadPurger(
  db: Kysely<Database>,
  onError: (error: unknown) => void,
): PayloadPurger {
  let lastPurge = 0;
  return {
    maybePurge() {
      const now = Date.now();
      if (now - lastPurge < purgeEveryMs) return;
      lastPurge = now;
      // Off the request path: a failed purge only delays housekeeping.
      purgeExpiredPayloads(db, new Date(now)).catch(onError);
    },
  };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

function parse(stored: { payload: string; consumed: boolean } | undefined) {
  if (!stored) return undefined;
  const payload = JSON.parse(stored.payload) as AdapterPayload;
  return stored.consumed ? { ...payload, consumed: true } : payload;
}

class KyselyAdapter implements Adapter {
  readonly #db: Kysely<Database>;
  readonly #scope: PayloadScope;
  readonly #purger: PayloadPurger;
  readonly #endings: SessionEndings;

  constructor(
    db: Kysely<Database>,
    scope: PayloadScope,
    purger: PayloadPurger,
    endings: SessionEndings,
  ) {
    this.#db = db;
    this.#scope = scope;
    this.#purger = purger;
    this.#endings = endings;
  }

  async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
    const expiresAt =
      typeof expiresIn === 'number' ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
    await upsertPayload(this.#db, this.#scope, id, {
      payload: JSON.stringify(payload),
      grantId: text(payload.grantId),
      userCode: text(payload.userCode),
      uid: text(payload.uid),
      accountId: text(payload.accountId),
      expiresAt,
    });
    this.#purger.maybePurge();
  }

  async find(id: string): Promise<AdapterPayload | undefined> {
    return parse(await findPayload(this.#db, this.#scope, 'id', id, new Date()));
  }

  async findByUid(uid: string): Promise<AdapterPayload | undefined> {
    return parse(await findPayload(this.#db, this.#scope, 'uid', uid, new Date()));
  }

  async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
    return parse(await findPayload(this.#db, this.#scope, 'user_code', userCode, new Date()));
  }

  async consume(id: string): Promise<void> {
    await markPayloadConsumed(this.#db, this.#scope, id);
  }

  async destroy(id: string): Promise<void> {
    const deleted = await deletePayload(this.#db, this.#scope, id);
    const { tenantId, model } = this.#scope;
    // A grant's id is the tokens' `grant_id`; a session's uid is their `sid`.
    if (model === 'Grant') this.#endings.publish({ tenantId, grantId: id });
    if (model === 'Session' && deleted?.uid) {
      this.#endings.publish({ tenantId, sessionId: deleted.uid });
    }
  }

  async revokeByGrantId(grantId: string): Promise<void> {
    await deletePayloadsOfGrant(this.#db, this.#scope, grantId);
  }
}

/** The adapter factory of one realm: every model's rows are keyed by this tenant. */
export function kyselyAdapterFactory(
  db: Kysely<Database>,
  tenantId: number,
  purger: PayloadPurger,
  endings: SessionEndings,
): AdapterFactory {
  return (model) => new KyselyAdapter(db, { tenantId, model }, purger, endings);
}
