// The archives of customers' data (table data_exports, decision 097): requested by the customer,
// claimed and filled by the export job, found by the hash of their link's token, and deleted
// with their file once expired.
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { DataExportsTable } from '../../platform/db/tables/my-data-tables.ts';

interface Owner {
  tenantId: number;
  customerId: number;
}

export type DataExportRow = Selectable<DataExportsTable>;

export function latestDataExport(
  db: Kysely<Database>,
  owner: Owner,
): Promise<DataExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('tenant_id', '=', owner.tenantId)
    .where('customer_id', '=', owner.customerId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function insertDataExport(
  db: Kysely<Database>,
  owner: Owner,
  language: string,
  now: string,
): Promise<void> {
  await db
    .insertInto('data_exports')
    .values({
      tenant_id: owner.tenantId,
      customer_id: owner.customerId,
      status: 'queued',
      language,
      requested_at: now,
    })
    .execute();
}

/** The oldest queued archive, moved to running; undefined when none waits (or another job
 * instance took it first: the update only takes a row still queued). */
export async function claimQueuedExport(db: Kysely<Database>): Promise<DataExportRow | undefined> {
  const next = await db
    .selectFrom('data_exports')
    .select('id')
    .where('status', '=', 'queued')
    .orderBy('requested_at')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst();
  if (!next) return undefined;
  return db
    .updateTable('data_exports')
    .set({ status: 'running', progress: 0 })
    .where('id', '=', next.id)
    .where('status', '=', 'queued')
    .returningAll()
    .executeTakeFirst();
}

/** Archives left running by an instance that stopped (asked for before `before`): queued again,
 * to be made anew. */
export async function requeueStaleExports(db: Kysely<Database>, before: string): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ status: 'queued', progress: 0 })
    .where('status', '=', 'running')
    .where('requested_at', '<', before)
    .execute();
}

export async function setExportProgress(
  db: Kysely<Database>,
  id: number,
  progress: number,
): Promise<void> {
  await db.updateTable('data_exports').set({ progress }).where('id', '=', id).execute();
}

export async function markExportReady(
  db: Kysely<Database>,
  id: number,
  ready: { storageKey: string; sizeBytes: number; tokenHash: string; at: string; until: string },
): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({
      status: 'ready',
      progress: 100,
      storage_key: ready.storageKey,
      size_bytes: ready.sizeBytes,
      token_hash: ready.tokenHash,
      ready_at: ready.at,
      expires_at: ready.until,
    })
    .where('id', '=', id)
    .execute();
}

export async function markExportFailed(db: Kysely<Database>, id: number): Promise<void> {
  await db.updateTable('data_exports').set({ status: 'failed' }).where('id', '=', id).execute();
}

/** A ready archive by its link's token, in the tenant of the request. */
export function readyExportByToken(
  db: Kysely<Database>,
  tenantId: number,
  tokenHash: string,
): Promise<DataExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('token_hash', '=', tokenHash)
    .where('status', '=', 'ready')
    .executeTakeFirst();
}

export function exportsExpiredBy(db: Kysely<Database>, now: string): Promise<DataExportRow[]> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('status', '=', 'ready')
    .where('expires_at', '<=', now)
    .execute();
}

/** An archive whose file is gone: its link no longer leads anywhere. */
export async function markExportExpired(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('data_exports')
    .set({ status: 'expired', storage_key: null, token_hash: null })
    .where('id', '=', id)
    .execute();
}
