// Each tenant's VAPID key pair for web push (decision 037): the public key as browsers take it and
// the private key sealed (features/push/vapid-keys.ts seals and opens it).
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface StoredVapidKeys {
  tenantId: number;
  kid: string;
  publicKey: string;
  sealedPrivateKey: string;
}

const columns = ['tenant_id', 'kid', 'public_key', 'sealed_private_key'] as const;

function toStored(row: {
  tenant_id: number;
  kid: string;
  public_key: string;
  sealed_private_key: string;
}): StoredVapidKeys {
  return {
    tenantId: row.tenant_id,
    kid: row.kid,
    publicKey: row.public_key,
    sealedPrivateKey: row.sealed_private_key,
  };
}

export async function findVapidKeys(
  db: Kysely<Database>,
  tenantId: number,
): Promise<StoredVapidKeys | undefined> {
  const row = await db
    .selectFrom('push_vapid_keys')
    .select(columns)
    .where('tenant_id', '=', tenantId)
    .executeTakeFirst();
  return row && toStored(row);
}

/** Stores the tenant's keys unless it has some already (two instances starting at once): the
 * first stored wins, and both then read that one. */
export async function insertVapidKeysIfMissing(
  db: Kysely<Database>,
  keys: StoredVapidKeys,
  now: Date,
): Promise<void> {
  await db
    .insertInto('push_vapid_keys')
    .values({
      tenant_id: keys.tenantId,
      kid: keys.kid,
      public_key: keys.publicKey,
      sealed_private_key: keys.sealedPrivateKey,
      created_at: now.toISOString(),
    })
    .onConflict((conflict) => conflict.column('tenant_id').doNothing())
    .execute();
}

/** The ids of the tenants that have no VAPID keys yet. */
export async function tenantsWithoutVapidKeys(db: Kysely<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('tenants')
    .select('tenants.id')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('push_vapid_keys')
            .select('push_vapid_keys.id')
            .whereRef('push_vapid_keys.tenant_id', '=', 'tenants.id'),
        ),
      ),
    )
    .execute();
  return rows.map((row) => row.id);
}

export async function listAllVapidKeys(db: Kysely<Database>): Promise<StoredVapidKeys[]> {
  const rows = await db.selectFrom('push_vapid_keys').select(columns).orderBy('id').execute();
  return rows.map(toStored);
}

export async function updateSealedVapidKey(
  db: Kysely<Database>,
  keys: Pick<StoredVapidKeys, 'tenantId' | 'kid' | 'sealedPrivateKey'>,
): Promise<void> {
  await db
    .updateTable('push_vapid_keys')
    .set({ sealed_private_key: keys.sealedPrivateKey })
    .where('tenant_id', '=', keys.tenantId)
    .where('kid', '=', keys.kid)
    .execute();
}
