// GET inspections/orders/{id} and inspections/invoices/{id}. Rejected is a stored state (decision
// 005), else the status is derived; the certificate and wiring diagram are listed only when their
// reference is non-empty (spec §5).
import { ErrorCode } from '@portal/contract/error-code';
import type { Inspection } from '@portal/contract/inspections';
import { flattenArticleGroups } from '@portal/domain/article-grouping';
import { deriveInspectionStatus, InspectionStatus } from '@portal/domain/inspection-status';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import { findCustomerById } from '../../repositories/customer-repository.ts';
import {
  articleVersionOfOffer,
  findInspection,
  type InspectionRecord,
} from '../../repositories/inspection-repository.ts';
import { listArticlesByVersion } from '../../repositories/installation-articles.ts';
import type { RequestScope } from '../../routes/invoices/route-scope.ts';
import { languageOf } from '../language.ts';
import { dataScope } from '../orders/order-service.ts';

function documentsOf(record: InspectionRecord): Inspection['documents'] {
  const certificate = (record.keuringCertificate ?? record.certificateNumber ?? '').trim();
  const wiring = (record.wiringDiagramKeuring ?? '').trim();
  return [
    ...(certificate === ''
      ? []
      : [{ kind: 'inspectionCertificate' as const, reference: certificate }]),
    ...(wiring === '' ? [] : [{ kind: 'wiringDiagram' as const, reference: wiring }]),
  ];
}

async function articlesOf(db: Kysely<Database>, scope: RequestScope, record: InspectionRecord) {
  if (record.offerId === null) return [];
  const versionId = await articleVersionOfOffer(db, scope.tenant.id, record.offerId);
  if (versionId === undefined) return [];
  const customer = await findCustomerById(db, scope.tenant.id, scope.customerId);
  const language = languageOf(customer?.languageCode ?? null, scope.tenant.defaultLanguage);
  const groups = await listArticlesByVersion(db, scope.tenant.id, [versionId], language);
  return flattenArticleGroups(groups.get(versionId) ?? []);
}

export async function getInspection(
  db: Kysely<Database>,
  scope: RequestScope,
  on: { source: 'order' | 'invoice'; id: number },
): Promise<Inspection> {
  const record = await findInspection(db, dataScope(scope), on);
  if (!record) throw new AppError(ErrorCode.NotFound, 'Inspection not found.');
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
    articles: await articlesOf(db, scope, record),
    documents: documentsOf(record),
  };
}
