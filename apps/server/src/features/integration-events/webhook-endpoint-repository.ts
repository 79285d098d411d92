// A tenant's webhook endpoint (tenants.webhook_url and webhook_secret, migration 0018): where its
// integration events are posted, and the signing secret, stored sealed.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface StoredWebhookEndpoint {
  url: string;
  /** The secret as stored: sealed (features/integration-events/webhook-endpoint.ts). */
  sealedSecret: string;
}

/** Why no more posts go to the endpoint: its receiver retired it (410 Gone). */
export interface WebhookDisabling {
  at: string;
  reason: string;
}

export async function findWebhookEndpoint(
  db: Kysely<Database>,
  tenantId: number,
): Promise<(StoredWebhookEndpoint & { disabled: WebhookDisabling | null }) | undefined> {
  const row = await db
    .selectFrom('tenants')
    .select(['webhook_url', 'webhook_secret', 'webhook_disabled_at', 'webhook_disabled_reason'])
    .where('id', '=', tenantId)
    .executeTakeFirst();
  if (!row?.webhook_url || !row.webhook_secret) return undefined;
  const disabled = row.webhook_disabled_at
    ? { at: row.webhook_disabled_at, reason: row.webhook_disabled_reason ?? '' }
    : null;
  return { url: row.webhook_url, sealedSecret: row.webhook_secret, disabled };
}

/** Disables the endpoint at this URL; false when the URL changed meanwhile (a new endpoint). */
export async function disableWebhookEndpoint(
  db: Kysely<Database>,
  tenantId: number,
  url: string,
  disabling: WebhookDisabling,
): Promise<boolean> {
  const result = await db
    .updateTable('tenants')
    .set({
      webhook_disabled_at: disabling.at,
      webhook_disabled_reason: disabling.reason,
      updated_at: disabling.at,
    })
    .where('id', '=', tenantId)
    .where('webhook_url', '=', url)
    .where('webhook_disabled_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Sets (or, with null, removes) the endpoint; false when the tenant does not exist. */
export async function storeWebhookEndpoint(
  db: Kysely<Database>,
  tenantId: number,
  endpoint: StoredWebhookEndpoint | null,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('tenants')
    .set({
      webhook_url: endpoint?.url ?? null,
      webhook_secret: endpoint?.sealedSecret ?? null,
      // Setting the URL again (the same or another) is the operator's word that it is back.
      webhook_disabled_at: null,
      webhook_disabled_reason: null,
      updated_at: at,
    })
    .where('id', '=', tenantId)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Every tenant's stored secret, for a reseal with the current key. */
export async function listSealedWebhookSecrets(
  db: Kysely<Database>,
): Promise<{ tenantId: number; sealedSecret: string }[]> {
  const rows = await db
    .selectFrom('tenants')
    .select(['id', 'webhook_secret'])
    .where('webhook_secret', 'is not', null)
    .execute();
  return rows.flatMap((row) =>
    row.webhook_secret === null ? [] : [{ tenantId: row.id, sealedSecret: row.webhook_secret }],
  );
}

export async function updateSealedWebhookSecret(
  db: Kysely<Database>,
  tenantId: number,
  sealedSecret: string,
): Promise<void> {
  await db
    .updateTable('tenants')
    .set({ webhook_secret: sealedSecret })
    .where('id', '=', tenantId)
    .execute();
}
