// The photos of a customer's tickets: listed, found for download, and recorded when stored.
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';

export interface IssueFileRecord {
  id: number;
  issueId: number;
  messageId: number | null;
  name: string;
  contentType: string;
  createdAt: string;
}

/** The photos of the customer's tickets (all of them, or of the ones named). */
export async function listIssueFiles(
  db: Kysely<Database>,
  owner: CustomerOwner,
  issueIds: readonly number[],
): Promise<IssueFileRecord[]> {
  if (issueIds.length === 0) return [];
  const rows = await db
    .selectFrom('issue_files as f')
    .innerJoin('stored_documents as d', (join) =>
      join.onRef('d.tenant_id', '=', 'f.tenant_id').onRef('d.id', '=', 'f.document_id'),
    )
    .select(['f.id', 'f.issue_id', 'f.message_id', 'd.file_name', 'd.content_type', 'f.created_at'])
    .where('f.tenant_id', '=', owner.tenantId)
    .where('d.customer_id', '=', owner.customerId)
    .where('f.issue_id', 'in', issueIds)
    .orderBy('f.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    issueId: row.issue_id,
    messageId: row.message_id,
    name: row.file_name,
    contentType: row.content_type,
    createdAt: row.created_at,
  }));
}

/** Where a photo (or its thumbnail) of the customer's ticket is stored. */
export async function findIssuePhoto(
  db: Kysely<Database>,
  owner: CustomerOwner,
  ids: { issueId: number; fileId: number },
  variant: 'full' | 'thumbnail',
): Promise<{ storageKey: string; contentType: string; name: string } | undefined> {
  const row = await db
    .selectFrom('issue_files as f')
    .innerJoin('issues as i', (join) =>
      join.onRef('i.tenant_id', '=', 'f.tenant_id').onRef('i.id', '=', 'f.issue_id'),
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
    .where('f.issue_id', '=', ids.issueId)
    .where('f.id', '=', ids.fileId)
    .executeTakeFirst();
  return row && { storageKey: row.storage_key, contentType: row.content_type, name: row.file_name };
}

export async function insertIssueFile(
  trx: Kysely<Database>,
  tenantId: number,
  file: {
    issueId: number;
    messageId: number;
    documentId: number;
    thumbnailDocumentId: number;
    at: string;
  },
): Promise<number> {
  const row = await trx
    .insertInto('issue_files')
    .values({
      tenant_id: tenantId,
      issue_id: file.issueId,
      message_id: file.messageId,
      document_id: file.documentId,
      thumbnail_document_id: file.thumbnailDocumentId,
      created_at: file.at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
