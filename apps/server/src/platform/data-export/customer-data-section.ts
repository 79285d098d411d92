// What a feature contributes to the archive of a customer's data (decision 097): a section is a
// folder of the archive with a title per language for the index file, and the files it collects
// for one customer (JSON of its rows, CSV of long series, stored PDFs and photos as they are).
// Each feature exports its own section from its index.ts; services.ts hands the list to the
// export, which knows no feature: a new feature adds a section, and nothing else changes.
import type { Language } from '@portal/contract/portal';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import type { FileStore } from '../files/file-store.ts';
import type { ZipEntry } from '../files/zip-archive.ts';
import type { RequestScope } from '../scope/request-scope.ts';

export interface CustomerOwner {
  tenantId: number;
  customerId: number;
}

export interface SectionContext {
  db: Kysely<Database>;
  store: FileStore;
  owner: CustomerOwner;
  /** The customer as a request of their own would be: what a section renders a PDF for. */
  scope: RequestScope;
}

export interface CustomerDataSection {
  /** The section's folder in the archive, e.g. `invoices`. */
  name: string;
  /** What the index file calls it, in each language. */
  titles: Record<Language, string>;
  /** The section's files, with paths relative to its folder. */
  collect(context: SectionContext): Promise<ZipEntry[]>;
}

/** A JSON file, indented: the archive is meant to be read by people too. */
export function jsonEntry(path: string, value: unknown): ZipEntry {
  return { path, bytes: Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8') };
}

function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV file (RFC 4180, comma, CRLF) with the keys of the first row as its header. */
export function csvEntry(path: string, rows: readonly Record<string, unknown>[]): ZipEntry {
  const columns = rows[0] ? Object.keys(rows[0]) : [];
  const lines = [
    columns.join(','),
    ...rows.map((row) => columns.map((c) => csvCell(row[c])).join(',')),
  ];
  return { path, bytes: Buffer.from(`${lines.join('\r\n')}\r\n`, 'utf8') };
}

/** A section of JSON files, one per table its reader returns rows of. */
export function jsonSection(
  name: string,
  titles: Record<Language, string>,
  files: Record<string, (db: Kysely<Database>, owner: CustomerOwner) => Promise<unknown[]>>,
): CustomerDataSection {
  return {
    name,
    titles,
    async collect({ db, owner }) {
      const entries: ZipEntry[] = [];
      for (const [file, read] of Object.entries(files)) {
        entries.push(jsonEntry(`${file}.json`, await read(db, owner)));
      }
      return entries;
    },
  };
}
