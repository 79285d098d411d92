// Every file the portal stores for the customer, as it is (signed offers with their audit page,
// signatures, delivery and order documents, ticket photos), in the archive of their data
// (decision 097); documents.json says what each file is. A file the store no longer has is listed
// with `missing: true` rather than failing the whole archive.
import {
  type CustomerDataSection,
  jsonEntry,
} from '../../platform/data-export/customer-data-section.ts';
import { customerRows } from '../../platform/db/customer-rows.ts';
import { StoredFileNotFoundError } from '../../platform/files/file-store.ts';
import type { ZipEntry } from '../../platform/files/zip-archive.ts';

function safeName(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '_');
}

export const documentsDataSection: CustomerDataSection = {
  name: 'documents',
  titles: {
    nl: 'Documenten, handtekeningen en foto’s',
    fr: 'Documents, signatures et photos',
    en: 'Documents, signatures and photos',
  },
  async collect({ db, store, owner }) {
    const rows = await customerRows(db, 'stored_documents', owner);
    const files: ZipEntry[] = [];
    const listed: object[] = [];
    for (const row of rows) {
      const path = `${safeName(`${row.id}-${row.owner_type}-${row.kind}-${row.file_name}`)}`;
      try {
        files.push({ path, bytes: await store.read(String(row.storage_key)) });
        listed.push({ file: path, ...describe(row) });
      } catch (error) {
        if (!(error instanceof StoredFileNotFoundError)) throw error;
        listed.push({ file: null, missing: true, ...describe(row) });
      }
    }
    return [jsonEntry('documents.json', listed), ...files];
  },
};

function describe(row: Record<string, unknown>): object {
  return {
    id: row.id,
    ownerType: row.owner_type,
    ownerId: row.owner_id,
    kind: row.kind,
    fileName: row.file_name,
    contentType: row.content_type,
    sizeBytes: row.size_bytes,
    createdAt: row.created_at,
  };
}
