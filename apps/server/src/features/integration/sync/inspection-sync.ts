// Inspections (keuring) and their certificate, written by the back office. An
// inspection is made for an order or an invoice; its appointment and its outcome go through the
// back-office change that tells the customer (planned, approved, rejected), in one transaction
// with the inspection and the certificate PDF. Spec §4: requested, planned, then approved or
// rejected; an approved inspection is final; a rejected one is inspected again by a new
// appointment. Anything else is refused with 409 and changes nothing.
import { ErrorCode } from '@portal/contract/error-code';
import type {
  InspectionUpsert,
  IntegrationInspection,
} from '@portal/contract/integration/fulfilment';
import type { Kysely } from 'kysely';
import type { Database } from '../../../platform/db/schema.ts';
import { AppError } from '../../../platform/errors/app-error.ts';
import type { IntegrationRequestScope } from '../../../platform/scope/integration-scope.ts';
import type { ServiceDeps } from '../../../platform/service-deps.ts';
import { DocumentKind, DocumentOwner } from '../../documents/index.ts';
import { applyChange } from '../changes/customer-change.ts';
import { changeInspectionChange } from '../changes/inspection-changes.ts';
import { refuseIfErased } from '../erased-customer.ts';
import { lifecycleRefusal } from '../lifecycle.ts';
import { decodePdf, withPdf } from '../pdf-upload.ts';
import { findExternalInvoice } from '../repositories/external-billing.ts';
import { ownersWithFile } from '../repositories/external-documents.ts';
import {
  type ExternalInspection,
  findExternalInspection,
  insertExternalInspection,
  setInspectionFacts,
} from '../repositories/external-fulfilment.ts';
import { findExternalOrder } from '../repositories/external-sales.ts';
import type { InspectionChange } from '../repositories/fulfilment-writes.ts';
import { onceMoreOnRace } from '../unique-violation.ts';

export interface InspectionSync {
  upsertInspection(
    scope: IntegrationRequestScope,
    externalId: string,
    input: InspectionUpsert,
  ): Promise<IntegrationInspection>;
  getInspection(scope: IntegrationRequestScope, externalId: string): Promise<IntegrationInspection>;
}

// The customer downloads the certificate under the same owner and kind (inspection-certificate.ts).
export const INSPECTION_OWNER = DocumentOwner.Inspection;
export const CERTIFICATE_KIND = DocumentKind.Certificate;

const sameInstant = (left: string | null, right: string | null) =>
  left === right || (left !== null && right !== null && Date.parse(left) === Date.parse(right));

function statusOf(inspection: ExternalInspection): IntegrationInspection['status'] {
  if (inspection.approved) return 'approved';
  if (inspection.rejectedDate !== null) return 'rejected';
  return inspection.appointmentDate !== null ? 'planned' : 'requested';
}

/** The changes that bring the inspection to what the back office says, in order; refuses what
 * its lifecycle does not allow. */
function changesFor(
  input: InspectionUpsert,
  existing: ExternalInspection | undefined,
): InspectionChange[] {
  const changes: InspectionChange[] = [];
  const outcomeOn = input.outcomeOn ?? '';
  if (existing?.approved) {
    const same = input.outcome === 'approved' && existing.approvedDate === input.outcomeOn;
    if (!same || !sameInstant(existing.appointmentDate, input.appointmentDate)) {
      throw lifecycleRefusal('An approved inspection is final.', 'body.outcome');
    }
    return changes;
  }
  if (existing?.appointmentDate && input.appointmentDate === null) {
    throw lifecycleRefusal(
      'A planned inspection keeps an appointment: send the new one.',
      'body.appointmentDate',
    );
  }
  const moved =
    input.appointmentDate !== null &&
    !sameInstant(existing?.appointmentDate ?? null, input.appointmentDate);
  const wasRejected = existing?.rejectedDate != null;
  if (input.outcome === 'pending' && wasRejected && !moved) {
    throw lifecycleRefusal(
      'A rejected inspection is inspected again at a new appointment.',
      'body.outcome',
    );
  }
  if (moved && input.appointmentDate !== null) {
    changes.push({
      kind: 'planned',
      appointmentDate: new Date(input.appointmentDate).toISOString(),
    });
  }
  if (input.outcome === 'approved') {
    changes.push({ kind: 'approved', on: outcomeOn, certificateNumber: input.certificateNumber });
  } else if (input.outcome === 'rejected' && (moved || existing?.rejectedDate !== outcomeOn)) {
    changes.push({ kind: 'rejected', on: outcomeOn });
  }
  return changes;
}

export function createInspectionSync(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'store'>,
): InspectionSync {
  const { db, clock } = deps;

  async function readInspection(reader: Kysely<Database>, tenantId: number, externalId: string) {
    const inspection = await findExternalInspection(reader, tenantId, externalId);
    if (!inspection) throw new AppError(ErrorCode.NotFound, 'No inspection with this external id.');
    const owner = { type: INSPECTION_OWNER, ids: [inspection.id] };
    const certified = await ownersWithFile(reader, tenantId, owner, CERTIFICATE_KIND);
    return {
      externalId,
      orderExternalId: inspection.orderExternalId,
      invoiceExternalId: inspection.invoiceExternalId,
      keurderJobId: inspection.keurderJobId,
      status: statusOf(inspection),
      appointmentDate: inspection.appointmentDate,
      approvedDate: inspection.approvedDate,
      rejectedDate: inspection.rejectedDate,
      certificateNumber: inspection.certificateNumber,
      hasCertificatePdf: certified.has(inspection.id),
    };
  }

  /** The order or invoice the inspection is on, with its customer and installation. */
  async function sourceOf(tenantId: number, input: InspectionUpsert) {
    if (input.orderExternalId) {
      const order = await findExternalOrder(db, tenantId, input.orderExternalId);
      if (order) return { ...order, orderId: order.id, invoiceId: null };
    } else if (input.invoiceExternalId) {
      const invoice = await findExternalInvoice(db, tenantId, input.invoiceExternalId);
      if (invoice) return { ...invoice, orderId: null, invoiceId: invoice.id };
    }
    const field = input.orderExternalId ? 'body.orderExternalId' : 'body.invoiceExternalId';
    throw new AppError(ErrorCode.Validation, `${field}: nothing with this external id.`, { field });
  }

  async function upsertInspection(
    scope: IntegrationRequestScope,
    externalId: string,
    input: InspectionUpsert,
  ): Promise<IntegrationInspection> {
    const tenantId = scope.tenant.id;
    const source = await sourceOf(tenantId, input);
    const owner = { tenantId, customerId: source.customerId };
    const sourceField = input.orderExternalId ? 'body.orderExternalId' : 'body.invoiceExternalId';
    await refuseIfErased(db, owner, sourceField);
    const existing = await findExternalInspection(db, tenantId, externalId);
    const sameSource =
      existing === undefined ||
      ((existing.orderExternalId ?? undefined) === input.orderExternalId &&
        (existing.invoiceExternalId ?? undefined) === input.invoiceExternalId);
    if (!sameSource) {
      throw lifecycleRefusal('An inspection does not move to another order or invoice.', 'body');
    }
    const changes = changesFor(input, existing);
    const bytes =
      input.certificatePdfBase64 === undefined
        ? undefined
        : await decodePdf(input.certificatePdfBase64, 'body.certificatePdfBase64');
    const target = {
      tenantId,
      customerId: source.customerId,
      ownerType: INSPECTION_OWNER,
      kind: CERTIFICATE_KIND,
      fileName: `Certificate-${externalId}.pdf`,
    };
    const pdf = bytes && { bytes, target, knownOwnerId: existing?.id };
    await withPdf(deps, pdf, async (trx) => {
      const at = clock();
      const inspectionId =
        existing?.id ??
        (await insertExternalInspection(
          trx,
          owner,
          {
            externalId,
            installationId: source.installationId,
            orderId: source.orderId,
            invoiceId: source.invoiceId,
            keurderJobId: input.keurderJobId,
          },
          at,
        ));
      for (const change of changes) {
        await applyChange(trx, owner, changeInspectionChange(owner, inspectionId, change, at), at);
      }
      const certificateNumber = input.certificateNumber ?? existing?.certificateNumber ?? null;
      await setInspectionFacts(
        trx,
        owner,
        inspectionId,
        { keurderJobId: input.keurderJobId, certificateNumber },
        at,
      );
      return { result: undefined, ownerId: inspectionId };
    });
    return readInspection(db, tenantId, externalId);
  }

  return {
    upsertInspection: (...args) => onceMoreOnRace(() => upsertInspection(...args)),
    getInspection: (scope, externalId) => readInspection(db, scope.tenant.id, externalId),
  };
}
