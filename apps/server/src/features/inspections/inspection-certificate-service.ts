// files/inspections/{orders|invoices}/{id}/certificate: the certificate PDF the back office sent
// with the inspection of the customer's order or invoice (integration API), byte for
// byte. The inspection is the one GET inspections/{orders|invoices}/{id} answers; never generated:
// without a stored PDF there is nothing to download (404).
import { ErrorCode } from '@portal/contract/error-code';
import { documentFileNames, type InspectionSource } from '@portal/domain/document-paths';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { DocumentDeps, PdfFile } from '../documents/index.ts';
import { DocumentKind, DocumentOwner, storedPdf } from '../documents/index.ts';
import { findInspection } from './inspection-repository.ts';

export async function inspectionCertificatePdf(
  deps: DocumentDeps,
  scope: RequestScope,
  on: { source: InspectionSource; id: number },
): Promise<PdfFile> {
  const inspection = await findInspection(deps.db, customerOwner(scope), on);
  if (!inspection) throw new AppError(ErrorCode.NotFound, 'Inspection not found.');
  const owner = { type: DocumentOwner.Inspection, id: inspection.id };
  const bytes = await storedPdf(deps, scope, owner, DocumentKind.Certificate);
  if (bytes === null) {
    throw new AppError(ErrorCode.NotFound, 'This inspection has no certificate PDF.');
  }
  return { bytes, fileName: documentFileNames.inspectionCertificate(on.source, on.id) };
}
