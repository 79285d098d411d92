// Article documents (spec §3: ArticleCode, Name, Path): the datasheets and manuals of the products
// in the customer's installations. Ours (the spec's §7 shows no call): GET articleDocuments
// lists those of the customer's articles; GET articleDocuments/{id} downloads one. Path is that
// download path under /api: the file comes through the portal's file store, fetched once from the
// tenant's CDN (decision 044), never from the CDN in the browser.
import { z } from 'zod/mini';

export const articleDocumentSchema = z.object({
  id: z.int(),
  ArticleCode: z.string(),
  Name: z.string(),
  Path: z.string(),
});
export type ArticleDocument = z.infer<typeof articleDocumentSchema>;

export const articleDocumentPaths = {
  list: 'articleDocuments',
  file: (id: number) => `articleDocuments/${id}`,
};

/** The download name: the document's name made safe for a file system, with .pdf. */
export function articleDocumentFileName(name: string): string {
  const safe = name
    .normalize('NFKD')
    .replace(/[^\w .-]+/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${safe || 'document'}.pdf`;
}
