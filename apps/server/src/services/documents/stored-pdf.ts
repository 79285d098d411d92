// A PDF uploaded (or produced at signing) for a document is served as is, byte for byte.
import { type DocumentOwner, findStoredFile } from '../../repositories/document-repository.ts';
import type { RequestScope } from '../../routes/invoices/route-scope.ts';
import type { DocumentServices } from './document-context.ts';

export async function storedPdf(
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
