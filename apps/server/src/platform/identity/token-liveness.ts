// Whether the session and the grant an access token names are still alive. An access token is a
// signed JWT valid for 30 minutes; without this check it kept working after logout, after its
// session was revoked and after refresh-token reuse revoked its grant. The provider
// keeps sessions and grants in the database, so any instance can tell; each answer is kept for
// at most LIVENESS_TTL_MS, which bounds how long an ended session's token still passes on an
// instance that did not end it. A token that names neither (another issuer's, or one issued
// before the claims existed) is judged by its signature and expiry alone. An ending heard from
// any instance (platform/cache/session-endings.ts, through Redis when REDIS_URL is set) forgets the
// answers it concerns at once, so the next call asks the database again (decision 023).
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { SessionEnding, SessionEndings } from '../cache/session-endings.ts';
import type { Database } from '../db/schema.ts';
import type { CustomerPrincipal } from '../scope/access-token.ts';
import type { TenantRecord } from '../tenancy/tenant-record.ts';
import { findPayload } from './oidc-payload-repository.ts';

/** The longest an ended session's access token is still accepted: under 5 s (decision 020). */
export const LIVENESS_TTL_MS = 4_000;

export interface TokenLiveness {
  isAlive(tenant: TenantRecord, principal: CustomerPrincipal): Promise<boolean>;
}

interface Checked {
  alive: boolean;
  at: number;
  tenantId: number;
  customerId: number;
  sessionId: string | undefined;
}

function concerns(ending: SessionEnding, entry: Checked): boolean {
  if (ending.tenantId !== entry.tenantId) return false;
  if ('sessionId' in ending) return ending.sessionId === entry.sessionId;
  return 'customerId' in ending && ending.customerId === entry.customerId;
}

export function createTokenLiveness(deps: {
  db: Kysely<Database>;
  clock: () => Date;
  sessionEndings: SessionEndings;
}): TokenLiveness {
  // One entry per live session and grant pair that called recently; bounded like the tokens.
  const checked = new LRUCache<string, Checked>({ max: 10_000 });
  const keyOf = (tenantId: number, grantId: string) => `${tenantId}:${grantId}`;
  deps.sessionEndings.subscribe((ending) => {
    if ('grantId' in ending) {
      checked.delete(keyOf(ending.tenantId, ending.grantId));
      return;
    }
    // A session or a customer's every session: rare (a logout also ends its grant, above), so a
    // pass over at most 10,000 entries is cheaper than keeping two more indexes on the hot path.
    // A snapshot, so that deleting does not disturb the walk.
    for (const [key, entry] of [...checked.entries()]) {
      if (concerns(ending, entry)) checked.delete(key);
    }
  });
  const exists = async (tenantId: number, model: string, column: 'id' | 'uid', value: string) =>
    (await findPayload(deps.db, { tenantId, model }, column, value, deps.clock())) !== undefined;
  return {
    async isAlive(tenant, { grantId, sessionId, customerId }) {
      if (grantId === undefined || tenant.realm.externalIssuer) return true;
      const key = keyOf(tenant.id, grantId);
      const now = performance.now();
      const known = checked.get(key);
      if (known && now - known.at < LIVENESS_TTL_MS) return known.alive;
      const alive =
        (await exists(tenant.id, 'Grant', 'id', grantId)) &&
        (sessionId === undefined || (await exists(tenant.id, 'Session', 'uid', sessionId)));
      checked.set(key, { alive, at: now, tenantId: tenant.id, customerId, sessionId });
      return alive;
    },
  };
}
