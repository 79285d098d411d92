// A PDF uploaded (or produced at signing) for a document is served as is, byte for byte.

import { readStoredFile } from '../../platform/files/stored-file.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { DocumentDeps, PdfFile } from './document-context.ts';
import { type DocumentOwner, findStoredFile } from './document-repository.ts';

/** The PDF stored for the customer's owner under `kind`, or null when there is none. */
export async function storedPdf(
  deps: DocumentDeps,
  scope: RequestScope,
  owner: { type: DocumentOwner; id: number },
  kind: string,
): Promise<Uint8Array | null> {
  const file = await findStoredFile(deps.db, customerOwner(scope), owner, kind);
  if (file?.contentType !== 'application/pdf') return null;
  return readStoredFile(deps.store, file.storageKey);
}

/** The PDF stored for the owner under `kind` when there is one, else the one `generate` renders. */
export async function storedOrGenerated(
  deps: DocumentDeps,
  scope: RequestScope,
  file: { owner: { type: DocumentOwner; id: number }; kind: string; fileName: string },
  generate: () => Promise<Uint8Array>,
): Promise<PdfFile> {
  const stored = await storedPdf(deps, scope, file.owner, file.kind);
  return { bytes: stored ?? (await generate()), fileName: file.fileName };
}
