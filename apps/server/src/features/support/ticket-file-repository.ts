// The photos of a customer's tickets: listed, found for download, and recorded when stored.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface TicketFileRecord {
  id: number;
  ticketId: number;
  messageId: number | null;
  name: string;
  contentType: string;
  createdAt: string;
}

/** The photos of the customer's tickets (all of them, or of the ones named). */
export async function listTicketFiles(
  db: Kysely<Database>,
  owner: CustomerOwner,
  ticketIds: readonly number[],
): Promise<TicketFileRecord[]> {
  if (ticketIds.length === 0) return [];
  const rows = await db
    .selectFrom('ticket_files as f')
    .innerJoin('stored_documents as d', (join) =>
      join.onRef('d.tenant_id', '=', 'f.tenant_id').onRef('d.id', '=', 'f.document_id'),
    )
    .select([
      'f.id',
      'f.ticket_id',
      'f.message_id',
      'd.file_name',
      'd.content_type',
      'f.created_at',
    ])
    .where('f.tenant_id', '=', owner.tenantId)
    .where('d.customer_id', '=', owner.customerId)
    .where('f.ticket_id', 'in', ticketIds)
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    ticketId: row.ticket_id,
    messageId: row.message_id,
    name: row.file_name,
    contentType: row.content_type,
    createdAt: row.created_at,
  }));
}

/** Where a photo (or its thumbnail) of the customer's ticket is stored. */
export async function findTicketPhoto(
  db: Kysely<Database>,
  owner: CustomerOwner,
  ids: { ticketId: number; fileId: number },
  variant: 'full' | 'thumbnail',
): Promise<{ storageKey: string; contentType: string; name: string } | undefined> {
  const row = await db
    .selectFrom('ticket_files as f')
    .innerJoin('tickets as i', (join) =>
      join.onRef('i.tenant_id', '=', 'f.tenant_id').onRef('i.id', '=', 'f.ticket_id'),
    )
    .innerJoin('stored_documents as d', (join) =>
      join
        .onRef('d.tenant_id', '=', 'f.tenant_id')
        .onRef('d.id', '=', variant === 'full' ? 'f.document_id' : 'f.thumbnail_document_id'),
    )
    .select(['d.storage_key', 'd.content_type', 'd.file_name'])
    .where('f.tenant_id', '=', owner.tenantId)
    .where('i.customer_id', '=', owner.customerId)
    .where('d.customer_id', '=', owner.customerId)
    .where('f.ticket_id', '=', ids.ticketId)
    .where('f.id', '=', ids.fileId)
    .executeTakeFirst();
  return row && { storageKey: row.storage_key, contentType: row.content_type, name: row.file_name };
}

export async function insertTicketFile(
  trx: Kysely<Database>,
  tenantId: number,
  file: {
    ticketId: number;
    messageId: number;
    documentId: number;
    thumbnailDocumentId: number;
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('ticket_files')
    .values({
      tenant_id: tenantId,
      ticket_id: file.ticketId,
      message_id: file.messageId,
      document_id: file.documentId,
      thumbnail_document_id: file.thumbnailDocumentId,
      created_at: file.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
