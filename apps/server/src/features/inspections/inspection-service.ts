// GET inspections/orders/{id} and inspections/invoices/{id}. Rejected is a stored state (decision
// 005), else the status is derived; the certificate and wiring diagram are listed only when their
// reference is non-empty (spec §5); the certificate says whether the back office sent its PDF.
import { ErrorCode } from '@portal/contract/error-code';
import type { Inspection } from '@portal/contract/inspections';
import { deriveInspectionStatus, InspectionStatus } from '@portal/domain/inspection-status';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { DocumentKind, DocumentOwner, findStoredFile } from '../documents/index.ts';
import { findInspection, type InspectionRecord } from './inspection-repository.ts';
import { articlesOfOffer } from './offer-articles.ts';

export interface InspectionService {
  /** The inspection of one of the customer's orders or invoices. */
  get(scope: RequestScope, on: { source: 'order' | 'invoice'; id: number }): Promise<Inspection>;
}

function documentsOf(record: InspectionRecord, certificatePdf: boolean): Inspection['documents'] {
  const certificate = (record.keuringCertificate ?? record.certificateNumber ?? '').trim();
  const wiring = (record.wiringDiagramKeuring ?? '').trim();
  const downloadable = certificatePdf ? { downloadable: true } : {};
  return [
    ...(certificate === ''
      ? []
      : [{ kind: 'inspectionCertificate' as const, reference: certificate, ...downloadable }]),
    ...(wiring === '' ? [] : [{ kind: 'wiringDiagram' as const, reference: wiring }]),
  ];
}

async function getInspection(
  db: Kysely<Database>,
  scope: RequestScope,
  on: { source: 'order' | 'invoice'; id: number },
): Promise<Inspection> {
  const owner = customerOwner(scope);
  const record = await findInspection(db, owner, on);
  if (!record) throw new AppError(ErrorCode.NotFound, 'Inspection not found.');
  const inspection = { type: DocumentOwner.Inspection, id: record.id };
  // Only a PDF is served (stored-pdf.ts): anything else would list a download that 404s.
  const certificateFile = await findStoredFile(db, owner, inspection, DocumentKind.Certificate);
  const rejected = record.rejectedDate !== null && !record.approved;
  const approved = record.approved ? true : rejected ? false : null;
  const keuringAppointment = record.appointmentDate !== null;
  const status = rejected
    ? InspectionStatus.Rejected
    : deriveInspectionStatus({
        keuringAppointmentDate: record.appointmentDate,
        keuringAppointment,
        approved,
      });
  return {
    keurderJobId: record.keurderJobId,
    keuringAppointmentDate: record.appointmentDate,
    approvedDate: record.approvedDate,
    rejectedDate: record.rejectedDate,
    askedKeuring: record.askedKeuring,
    keuringAppointment,
    approved,
    status,
    source: on.source,
    orderId: record.orderId,
    invoiceId: record.invoiceId,
    articles: await articlesOfOffer(db, scope, record.offerId),
    documents: documentsOf(record, certificateFile?.contentType === 'application/pdf'),
  };
}

export function createInspectionService({ db }: Pick<ServiceDeps, 'db'>): InspectionService {
  return { get: (scope, on) => getInspection(db, scope, on) };
}
