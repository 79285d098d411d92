// Files written for a request that has not committed yet (table pending_files, decision 024).
// Recorded before the bytes are written, settled (deleted) by the transaction that stores the rows
// pointing at them, swept when left behind. The sweep marks a record before it removes the file,
// and a settle counts only unmarked records, so a file is never both kept and removed.
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Records the key as pending; committed on its own, before any byte is written. */
export async function recordPendingFile(
  db: Kysely<Database>,
  file: { tenantId: number; key: string; at: string },
): Promise<void> {
  await db
    .insertInto('pending_files')
    .values({ tenant_id: file.tenantId, storage_key: file.key, created_at: file.at })
    .execute();
}

/** In the transaction that references the files: how many of the keys it settled. */
export async function settlePendingFiles(
  trx: Kysely<Database>,
  keys: readonly string[],
): Promise<number> {
  if (keys.length === 0) return 0;
  const result = await trx
    .deleteFrom('pending_files')
    .where('storage_key', 'in', keys)
    .where('swept_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Forgets records of files already removed (a request that failed and cleaned up after itself). */
export async function forgetPendingFiles(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db.deleteFrom('pending_files').where('storage_key', 'in', keys).execute();
}

/**
 * Takes up to `limit` records created before `before`, of every tenant (a sweep, like the
 * idempotency purge): marks them swept and returns their keys, with those a sweep marked earlier
 * but did not finish (its process died between the mark and the removal).
 */
export async function takeStalePendingFiles(
  db: Kysely<Database>,
  before: string,
  now: string,
  limit: number,
): Promise<string[]> {
  const rows = await db
    .selectFrom('pending_files')
    .select(['id', 'swept_at'])
    .where('created_at', '<', before)
    .orderBy('id')
    .limit(limit)
    .execute();
  const taken: string[] = [];
  for (const row of rows) {
    const marked = await db
      .updateTable('pending_files')
      .set({ swept_at: row.swept_at ?? now })
      .where('id', '=', row.id)
      .returning('storage_key')
      .executeTakeFirst();
    if (marked) taken.push(marked.storage_key);
  }
  return taken;
}

/** Deletes the records of files the sweep removed. */
export async function deleteSweptPendingFiles(
  db: Kysely<Database>,
  keys: readonly string[],
): Promise<void> {
  if (keys.length === 0) return;
  await db
    .deleteFrom('pending_files')
    .where('storage_key', 'in', keys)
    .where('swept_at', 'is not', null)
    .execute();
}
