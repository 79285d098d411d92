// A PDF uploaded (or produced at signing) for a document is served as is, byte for byte.
import { type DocumentOwner, findStoredFile } from '../../repositories/document-repository.ts';
import type { RequestScope } from '../../routes/invoices/route-scope.ts';
import type { DocumentServices, PdfFile } from './document-context.ts';

async function storedPdf(
  services: DocumentServices,
  scope: RequestScope,
  owner: { type: DocumentOwner; id: number },
  kind: string,
): Promise<Uint8Array | null> {
  const owned = { tenantId: scope.tenant.id, customerId: scope.customerId };
  const file = await findStoredFile(services.db, owned, owner, kind);
  if (file?.contentType !== 'application/pdf') return null;
  return services.store.read(file.storageKey);
}

/** The PDF stored for the owner under `kind` when there is one, else the one `generate` renders. */
export async function storedOrGenerated(
  services: DocumentServices,
  scope: RequestScope,
  file: { owner: { type: DocumentOwner; id: number }; kind: string; fileName: string },
  generate: () => Promise<Uint8Array>,
): Promise<PdfFile> {
  const stored = await storedPdf(services, scope, file.owner, file.kind);
  return { bytes: stored ?? (await generate()), fileName: file.fileName };
}
