// Storage of the embedded provider's artefacts (sessions, grants, codes, refresh tokens,
// interactions...) per realm. Every query is keyed by tenant and model, so one realm can never
// read or revoke another's. Expired rows are invisible to reads and purged in the background.
import type { ExpressionBuilder, Kysely } from 'kysely';
import { toBoolean } from '../db/dialect-helpers.ts';
import type { Database } from '../db/schema.ts';

export interface PayloadScope {
  tenantId: number;
  model: string;
}

export interface StoredPayload {
  payload: string;
  consumed: boolean;
}

export interface PayloadWrite {
  payload: string;
  grantId: string | null;
  userCode: string | null;
  uid: string | null;
  accountId: string | null;
  expiresAt: string | null;
}

export async function upsertPayload(
  db: Kysely<Database>,
  scope: PayloadScope,
  id: string,
  write: PayloadWrite,
): Promise<void> {
  const columns = {
    payload: write.payload,
    grant_id: write.grantId,
    user_code: write.userCode,
    uid: write.uid,
    account_id: write.accountId,
    expires_at: write.expiresAt,
    consumed: false,
  };
  await db
    .insertInto('oidc_payloads')
    .values({ tenant_id: scope.tenantId, model: scope.model, id, ...columns })
    .onConflict((conflict) => conflict.columns(['tenant_id', 'model', 'id']).doUpdateSet(columns))
    .execute();
}

type Lookup = 'id' | 'uid' | 'user_code';

/** The live (unexpired) payload whose `column` equals `value`. */
export async function findPayload(
  db: Kysely<Database>,
  scope: PayloadScope,
  column: Lookup,
  value: string,
  now: Date,
): Promise<StoredPayload | undefined> {
  const row = await db
    .selectFrom('oidc_payloads')
    .select(['payload', 'consumed'])
    .where('tenant_id', '=', scope.tenantId)
    .where('model', '=', scope.model)
    .where(column, '=', value)
    .where((eb) => eb.or([eb('expires_at', 'is', null), eb('expires_at', '>', now.toISOString())]))
    .executeTakeFirst();
  return row && { payload: row.payload, consumed: toBoolean(row.consumed) };
}

export async function markPayloadConsumed(
  db: Kysely<Database>,
  scope: PayloadScope,
  id: string,
): Promise<void> {
  await db
    .updateTable('oidc_payloads')
    .set({ consumed: true })
    .where('tenant_id', '=', scope.tenantId)
    .where('model', '=', scope.model)
    .where('id', '=', id)
    .execute();
}

/** Deletes one payload; answers its uid (a session's `sid`), or undefined when none was there. */
export async function deletePayload(
  db: Kysely<Database>,
  scope: PayloadScope,
  id: string,
): Promise<{ uid: string | null } | undefined> {
  return db
    .deleteFrom('oidc_payloads')
    .where('tenant_id', '=', scope.tenantId)
    .where('model', '=', scope.model)
    .where('id', '=', id)
    .returning('uid')
    .executeTakeFirst();
}

export async function deletePayloadsOfGrant(
  db: Kysely<Database>,
  scope: PayloadScope,
  grantId: string,
): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('tenant_id', '=', scope.tenantId)
    .where('model', '=', scope.model)
    .where('grant_id', '=', grantId)
    .execute();
}

/** Ends everything of one account in the realm: sessions, grants, codes and refresh tokens. */
export async function deletePayloadsOfAccount(
  db: Kysely<Database>,
  tenantId: number,
  accountId: string,
): Promise<void> {
  await db
    .deleteFrom('oidc_payloads')
    .where('tenant_id', '=', tenantId)
    .where('account_id', '=', accountId)
    .execute();
}

/** The session (`sid`) and grant a signed-in device holds, kept when its account's others end. */
export interface KeptSignIn {
  sessionId?: string;
  grantId?: string;
}

/**
 * Ends every session, grant, code and refresh token of one account except the kept sign-in's
 * own; answers the grants and sessions it ended, so that whoever remembers them can be told.
 * Run it in a transaction: what it reads is what it deletes.
 */
export async function deletePayloadsOfAccountExcept(
  db: Kysely<Database>,
  tenantId: number,
  accountId: string,
  kept: KeptSignIn,
): Promise<{ grantIds: string[]; sessionIds: string[] }> {
  const ofOthers = (eb: ExpressionBuilder<Database, 'oidc_payloads'>) =>
    eb.and([
      eb('tenant_id', '=', tenantId),
      eb('account_id', '=', accountId),
      eb.not(
        eb.or([
          eb.val(false),
          ...(kept.grantId
            ? [
                eb.and([eb('model', '=', 'Grant'), eb('id', '=', kept.grantId)]),
                // Null for sessions and interactions: compared as '' so NOT(...) stays true.
                eb(eb.fn.coalesce('grant_id', eb.val('')), '=', kept.grantId),
              ]
            : []),
          ...(kept.sessionId
            ? [eb.and([eb('model', '=', 'Session'), eb('uid', '=', kept.sessionId)])]
            : []),
        ]),
      ),
    ]);
  const ended = await db
    .selectFrom('oidc_payloads')
    .select(['model', 'id', 'uid'])
    .where(ofOthers)
    .execute();
  await db.deleteFrom('oidc_payloads').where(ofOthers).execute();
  return {
    grantIds: ended.filter((row) => row.model === 'Grant').map((row) => row.id),
    sessionIds: ended.flatMap((row) => (row.model === 'Session' && row.uid ? [row.uid] : [])),
  };
}

/** Removes expired rows of every realm; returns how many. */
export async function purgeExpiredPayloads(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db
    .deleteFrom('oidc_payloads')
    .where('expires_at', '<=', now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
