// The files the back office gives for its documents (offer versions, orders, invoices): which
// owners have one, and an owner's latest, to store the same bytes only once. Scoped by tenant.
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';

export interface OwnedFile {
  tenantId: number;
  ownerType: string;
  ownerId: number;
  kind: string;
}

/** The owners (of that type) among `ownerIds` that have a stored file of that kind. */
export async function ownersWithFile(
  db: Kysely<Database>,
  tenantId: number,
  owner: { type: string; ids: readonly number[] },
  kind: string,
): Promise<Set<number>> {
  if (owner.ids.length === 0) return new Set();
  const rows = await db
    .selectFrom('stored_documents')
    .select('owner_id')
    .distinct()
    .where('tenant_id', '=', tenantId)
    .where('owner_type', '=', owner.type)
    .where('owner_id', 'in', owner.ids)
    .where('kind', '=', kind)
    .execute();
  return new Set(rows.flatMap((row) => (row.owner_id === null ? [] : [row.owner_id])));
}

/** The owner's latest file of that kind: its key and size, or undefined. */
export async function latestOwnedFile(
  db: Kysely<Database>,
  file: OwnedFile,
): Promise<{ storageKey: string; sizeBytes: number } | undefined> {
  const row = await db
    .selectFrom('stored_documents')
    .select(['storage_key', 'size_bytes'])
    .where('tenant_id', '=', file.tenantId)
    .where('owner_type', '=', file.ownerType)
    .where('owner_id', '=', file.ownerId)
    .where('kind', '=', file.kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row && { storageKey: row.storage_key, sizeBytes: Number(row.size_bytes) };
}
