// Article documents (spec §3: ArticleCode, Name, Path) of a tenant, and the copies the portal
// keeps of them in its file store (stored_documents rows of owner type 'article_document', no
// customer: one copy serves every customer with that article; decision 044).
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';

export interface ArticleDocumentRecord {
  id: number;
  articleCode: string;
  name: string;
  /** Where the document lives: a CDN URL, or a path on the tenant's CDN. */
  path: string;
}

const KEPT = { ownerType: 'article_document', kind: 'cdn-copy' } as const;

function articleDocuments(db: Kysely<Database>, tenantId: number) {
  return db
    .selectFrom('article_documents')
    .select(['id', 'article_code', 'name', 'path'])
    .where('tenant_id', '=', tenantId);
}

type Row = Awaited<ReturnType<ReturnType<typeof articleDocuments>['executeTakeFirstOrThrow']>>;

function toRecord(row: Row): ArticleDocumentRecord {
  return { id: row.id, articleCode: row.article_code, name: row.name, path: row.path };
}

/** The tenant's documents of these article codes, by code then name. */
export async function listArticleDocuments(
  db: Kysely<Database>,
  tenantId: number,
  articleCodes: readonly string[],
): Promise<ArticleDocumentRecord[]> {
  if (articleCodes.length === 0) return [];
  const rows = await articleDocuments(db, tenantId)
    .where('article_code', 'in', [...articleCodes])
    .orderBy('article_code')
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toRecord);
}

export async function findArticleDocument(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
): Promise<ArticleDocumentRecord | undefined> {
  const row = await articleDocuments(db, tenantId).where('id', '=', id).executeTakeFirst();
  return row && toRecord(row);
}

/** Every article document of the tenant (the demo keeps a copy of each). */
export async function listTenantArticleDocuments(
  db: Kysely<Database>,
  tenantId: number,
): Promise<ArticleDocumentRecord[]> {
  const rows = await articleDocuments(db, tenantId).orderBy('id').execute();
  return rows.map(toRecord);
}

/** The storage key of the kept copy of the document, if the portal has one. */
export async function findKeptArticleDocument(
  db: Kysely<Database>,
  tenantId: number,
  id: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('stored_documents')
    .select('storage_key')
    .where('tenant_id', '=', tenantId)
    .where('customer_id', 'is', null)
    .where('owner_type', '=', KEPT.ownerType)
    .where('owner_id', '=', id)
    .where('kind', '=', KEPT.kind)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return row?.storage_key;
}

export async function insertKeptArticleDocument(
  trx: Kysely<Database>,
  tenantId: number,
  document: { id: number; fileName: string; storageKey: string; sizeBytes: number; at: string },
): Promise<void> {
  await trx
    .insertInto('stored_documents')
    .values({
      tenant_id: tenantId,
      customer_id: null,
      owner_type: KEPT.ownerType,
      owner_id: document.id,
      kind: KEPT.kind,
      file_name: document.fileName,
      content_type: 'application/pdf',
      size_bytes: document.sizeBytes,
      storage_key: document.storageKey,
      created_at: document.at,
    })
    .execute();
}
