// Article documents (spec §3: ArticleCode, Name, Path): the datasheets and manuals of the products
// in the customer's installations (the articles of the latest version of each of their offers). A
// document's Path is on the tenant's CDN (spec §7, no_redirect and download): the first download
// fetches it (features/documents/cdn-document.ts) and keeps a copy in the file store, recorded in
// the same way as any stored file (pending first, decision 024); later downloads read the copy. A
// document of an article the customer does not have is 404, like another's record.
import {
  type ArticleDocument,
  articleDocumentFileName,
  articleDocumentPaths,
} from '@portal/contract/article-documents';
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  discardPendingFiles,
  type PendingFileDeps,
  putPendingFile,
  settlePendingFilesIn,
} from '../../platform/files/pending-files.ts';
import { readStoredFile } from '../../platform/files/stored-file.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { listLatestArticlesOfCustomer } from '../installations/index.ts';
import {
  type ArticleDocumentRecord,
  findArticleDocument,
  findKeptArticleDocument,
  insertKeptArticleDocument,
  listArticleDocuments,
} from './article-document-repository.ts';
import {
  CDN_FETCH_DEFAULTS,
  CdnDocumentError,
  type CdnFetchOptions,
  cdnDocumentUrl,
  fetchCdnDocument,
} from './cdn-document.ts';
import type { PdfFile } from './document-context.ts';

export interface ArticleDocumentService {
  /** GET articleDocuments: the documents of the customer's articles. */
  list(scope: RequestScope): Promise<ArticleDocument[]>;
  /** GET articleDocuments/{id}: one of them, from the kept copy or fetched from the CDN now. */
  file(scope: RequestScope, id: number): Promise<PdfFile>;
}

async function customerDocuments(
  db: Kysely<Database>,
  scope: RequestScope,
): Promise<ArticleDocumentRecord[]> {
  const owner = customerOwner(scope);
  const versions = await listLatestArticlesOfCustomer(db, owner, scope.language);
  const codes = new Set<string>();
  for (const groups of versions.values()) {
    for (const group of groups)
      for (const article of group.articles) codes.add(article.articleCode);
  }
  return listArticleDocuments(db, owner.tenantId, [...codes]);
}

/**
 * Keeps `bytes` as the copy of the tenant's article document: written to the store as pending,
 * then recorded in one transaction that settles it. Used by the first download and by the demo.
 */
export async function keepArticleDocument(
  deps: PendingFileDeps,
  tenantId: number,
  document: Pick<ArticleDocumentRecord, 'id' | 'name'>,
  bytes: Uint8Array,
): Promise<void> {
  const key = await putPendingFile(
    deps,
    tenantId,
    { folder: 'articles', name: `document-${document.id}`, extension: 'pdf' },
    bytes,
  );
  try {
    await deps.db.transaction().execute(async (trx) => {
      await insertKeptArticleDocument(trx, tenantId, {
        id: document.id,
        fileName: articleDocumentFileName(document.name),
        storageKey: key,
        sizeBytes: bytes.byteLength,
        at: deps.clock().toISOString(),
      });
      await settlePendingFilesIn(trx, [key]);
    });
  } catch (error) {
    await discardPendingFiles(deps, [key]);
    throw error;
  }
}

function cdnBase(tenant: TenantRecord): string | undefined {
  const base = tenant.portalConfig.config.documentsCdnUrl;
  return typeof base === 'string' ? base : undefined;
}

const notAvailable = (cause?: unknown) =>
  new AppError(ErrorCode.NotFound, 'This document is not available.', { cause });

export function createArticleDocumentService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'store'>,
  cdn: CdnFetchOptions = CDN_FETCH_DEFAULTS,
): ArticleDocumentService {
  const { db, store } = deps;

  async function fetchAndKeep(tenant: TenantRecord, document: ArticleDocumentRecord) {
    const url = cdnDocumentUrl(document.path, cdnBase(tenant));
    if (url === undefined) throw notAvailable();
    let bytes: Uint8Array;
    try {
      bytes = await fetchCdnDocument(url, cdn);
    } catch (error) {
      if (!(error instanceof CdnDocumentError)) throw error;
      if (error.missing) throw notAvailable(error);
      throw new AppError(
        ErrorCode.Unavailable,
        'This document cannot be fetched right now; please try again shortly.',
        { cause: error },
      );
    }
    await keepArticleDocument(deps, tenant.id, document, bytes);
    return bytes;
  }

  return {
    async list(scope) {
      const documents = await customerDocuments(db, scope);
      return documents.map((document) => ({
        id: document.id,
        ArticleCode: document.articleCode,
        Name: document.name,
        Path: articleDocumentPaths.file(document.id),
      }));
    },

    async file(scope, id) {
      const tenantId = scope.tenant.id;
      const document = await findArticleDocument(db, tenantId, id);
      const mine = (await customerDocuments(db, scope)).some((entry) => entry.id === id);
      if (!document || !mine) throw new AppError(ErrorCode.NotFound, 'Document not found.');
      const kept = await findKeptArticleDocument(db, tenantId, id);
      const bytes =
        kept === undefined
          ? await fetchAndKeep(scope.tenant, document)
          : await readStoredFile(store, kept);
      return { bytes, fileName: articleDocumentFileName(document.name) };
    },
  };
}
