// The archive of a customer's data (decision 097): each section's files in its own folder, and an
// index file in the customer's language that names each folder and the formats. Sections are
// collected one by one, each reporting progress, so the account page can show how far it is.
import type { Language } from '@portal/contract/portal';
import type {
  CustomerDataSection,
  SectionContext,
} from '../../platform/data-export/customer-data-section.ts';
import { type ZipEntry, zipArchive } from '../../platform/files/zip-archive.ts';
import { fillText, myDataTexts } from './my-data-texts.ts';

export interface ArchiveRequest {
  context: SectionContext;
  sections: readonly CustomerDataSection[];
  language: Language;
  tenantName: string;
  now: Date;
  /** Called after each section with the share done, 0 to 100. */
  onProgress(percent: number): Promise<void>;
}

function indexEntry(request: ArchiveRequest, files: readonly ZipEntry[]): ZipEntry {
  const words = myDataTexts[request.language];
  const values = { tenant: request.tenantName, date: request.now.toISOString().slice(0, 10) };
  const lines = [
    fillText(words.indexTitle, values),
    '',
    fillText(words.indexIntro, values),
    '',
    ...request.sections.map((section) => {
      const count = files.filter((file) => file.path.startsWith(`${section.name}/`)).length;
      return `- ${section.name}/  ${section.titles[request.language]} (${count})`;
    }),
    '',
    words.indexFormats,
    '',
  ];
  return { path: words.indexFile, bytes: Buffer.from(lines.join('\n'), 'utf8') };
}

export async function buildDataArchive(
  request: ArchiveRequest,
): Promise<{ bytes: Buffer; files: string[] }> {
  const files: ZipEntry[] = [];
  for (const [done, section] of request.sections.entries()) {
    const collected = await section.collect(request.context);
    files.push(...collected.map((file) => ({ ...file, path: `${section.name}/${file.path}` })));
    await request.onProgress(Math.floor(((done + 1) * 95) / request.sections.length));
  }
  const entries = [indexEntry(request, files), ...files];
  return { bytes: zipArchive(entries, request.now), files: entries.map((entry) => entry.path) };
}
