// The signed offer PDF behind the offer.signed event's link (integration-links.ts): the file
// stored when the customer signed (the shown PDF, the signature, the audit page), read for the
// tenant's back office. An offer or version of another tenant, or one not signed, is NOT_FOUND.
import { ErrorCode } from '@portal/contract/error-code';
import { AppError } from '../../platform/errors/app-error.ts';
import { readStoredFile } from '../../platform/files/stored-file.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findSignedPrintOfVersion } from './offer-document-repository.ts';

export interface SignedOfferPdfs {
  read(
    tenantId: number,
    version: { offerId: number; versionNumber: number },
  ): Promise<{ bytes: Buffer; fileName: string }>;
}

export function createSignedOfferPdfs(deps: Pick<ServiceDeps, 'db' | 'store'>): SignedOfferPdfs {
  return {
    async read(tenantId, version) {
      const stored = await findSignedPrintOfVersion(deps.db, tenantId, version);
      if (!stored) {
        throw new AppError(ErrorCode.NotFound, 'This offer version has no signed PDF.');
      }
      return {
        bytes: await readStoredFile(deps.store, stored.storageKey),
        fileName: `Offer${version.offerId}-v${version.versionNumber}-signed.pdf`,
      };
    },
  };
}
