// Grid-operator registration (spec §2, §5): allowed once the final invoice is paid and the
// delivery documents are signed. "Signed" means the delivery document was signed in the portal
// or the handover (oplevering) was recorded, which the installer only does with signed papers.
// An installation index the customer does not have is NOT_FOUND.
import { ErrorCode } from '@portal/contract/error-code';
import type {
  GridOperatorForm,
  GridOperatorMissingStep,
  GridOperatorRegistration,
} from '@portal/contract/grid-operator';
import { gridOperatorDocuments, operatorWithInstructions } from '@portal/domain/grid-operator';
import { CREDIT_NOTE_JOURNAL_TYPES } from '@portal/domain/invoice-title';
import {
  NATIONAL_NUMBER_INVALID_MESSAGE,
  parseNationalNumber,
} from '@portal/domain/national-number';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { recordAudit } from '../../platform/scope/audit-repository.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import { listInstallationInvoices } from '../invoices/index.ts';
import {
  findGridRequest,
  findInstallationByIndex,
  type GridInstallationRecord,
  type GridRequestRecord,
  hasSignedDeliveryDocument,
  latestOrderId,
  queueGridRequest,
  saveInspectionCertificateNumber,
  saveNationalRegistrationNumber,
} from './grid-request-repository.ts';

async function ownedInstallation(
  db: Kysely<Database>,
  scope: RequestScope,
  index: number,
): Promise<GridInstallationRecord> {
  const installation = await findInstallationByIndex(db, customerOwner(scope), index);
  if (!installation) throw new AppError(ErrorCode.NotFound, 'Installation not found.');
  return installation;
}

async function missingStepsOf(
  db: Kysely<Database>,
  scope: RequestScope,
  installation: GridInstallationRecord,
): Promise<GridOperatorMissingStep[]> {
  const owner = customerOwner(scope);
  const invoices = await listInstallationInvoices(db, owner, installation.id);
  const finals = invoices.filter(
    (invoice) =>
      !invoice.isPrepayment && !CREDIT_NOTE_JOURNAL_TYPES.includes(invoice.invoiceTypeId),
  );
  const invoicePaid = finals.length > 0 && finals.every((invoice) => invoice.paid);
  const signed =
    installation.handoverDone || (await hasSignedDeliveryDocument(db, owner, installation.id));
  return [
    ...(invoicePaid ? [] : (['invoicePaid'] as const)),
    ...(signed ? [] : (['deliveryDocumentsSigned'] as const)),
  ];
}

function documentsOf(
  installation: GridInstallationRecord,
  orderId: number | null,
): GridOperatorRegistration['documents'] {
  const orderDocuments = gridOperatorDocuments(installation.gridOperator).map((document) => ({
    document,
    path: orderId === null ? null : `files/sales/orders/${orderId}/${document}`,
    reference: null,
  }));
  const certificate = (installation.keuringCertificate ?? '').trim();
  const wiring = (installation.wiringDiagramKeuring ?? '').trim();
  return [
    ...orderDocuments,
    ...(certificate === ''
      ? []
      : [{ document: 'inspectionCertificate', path: null, reference: certificate }]),
    ...(wiring === ''
      ? []
      : [
          {
            document: 'wiringDiagram',
            path: orderId === null ? null : `files/sales/orders/${orderId}/wiringDiagramDoc`,
            reference: wiring,
          },
        ]),
  ];
}

/** What the registration page shows, read once per request. */
interface RegistrationFacts {
  installation: GridInstallationRecord;
  missingSteps: GridOperatorMissingStep[];
  request: Pick<GridRequestRecord, 'id' | 'status' | 'requestedAt'> | undefined;
  orderId: number | null;
}

async function loadRegistration(
  db: Kysely<Database>,
  scope: RequestScope,
  index: number,
): Promise<RegistrationFacts> {
  const installation = await ownedInstallation(db, scope, index);
  const owner = customerOwner(scope);
  const [missingSteps, request, orderId] = await Promise.all([
    missingStepsOf(db, scope, installation),
    findGridRequest(db, owner, installation.id),
    latestOrderId(db, owner, installation.id),
  ]);
  return { installation, missingSteps, request, orderId };
}

function toRegistration(index: number, facts: RegistrationFacts): GridOperatorRegistration {
  const { installation, missingSteps, request, orderId } = facts;
  const allowed = missingSteps.length === 0;
  const requestStatus = request?.status ?? 'todo';
  return {
    installationIndex: index,
    allowed,
    missingSteps,
    operator: installation.gridOperator,
    operatorWithInstructions: operatorWithInstructions(installation.gridOperator),
    requestStatus,
    requestedAt: request && request.status !== 'todo' ? request.requestedAt : null,
    orderId,
    documents: allowed ? documentsOf(installation, orderId) : [],
    canSubmit: allowed && requestStatus === 'todo' && installation.gridOperator !== null,
  };
}

/**
 * Submits the registration form: the national number is checked (spec §5 message) and kept on the
 * customer (never shown back), the certificate number goes into the audit entry, and the request
 * is queued for the installer, who hears of it by the grid-operator.registration-submitted
 * integration event (with the national number: they register with it). One transaction; the
 * answer is the registration as it now stands, from the facts read in that transaction and what
 * it wrote.
 */
async function submitGridOperatorForm(
  db: Kysely<Database>,
  scope: RequestScope,
  index: number,
  form: GridOperatorForm,
  now: Date,
): Promise<GridOperatorRegistration> {
  const owner = customerOwner(scope);
  const nationalNumber = parseNationalNumber(form.nationalRegistrationNumber);
  if (!nationalNumber) {
    throw new AppError(ErrorCode.Validation, NATIONAL_NUMBER_INVALID_MESSAGE, {
      field: 'body.nationalRegistrationNumber',
    });
  }
  return db.transaction().execute(async (trx) => {
    const facts = await loadRegistration(trx, scope, index);
    if (facts.missingSteps.length > 0) {
      throw new AppError(
        ErrorCode.Conflict,
        'Pay the invoice and sign the delivery documents before registering with the grid operator.',
      );
    }
    const { installation } = facts;
    const operator = installation.gridOperator;
    if (operator === null) {
      throw new AppError(ErrorCode.Conflict, 'The grid operator of this address is not known yet.');
    }
    const queued = await queueGridRequest(trx, owner, {
      installationId: installation.id,
      operator,
      existingId: facts.request?.id ?? null,
      at: now,
    });
    if (queued === undefined) {
      throw new AppError(ErrorCode.Conflict, 'The registration has already been submitted.');
    }
    await saveNationalRegistrationNumber(trx, owner, nationalNumber.digits, now);
    const certificateNumber = form.inspectionCertificateNumber.trim();
    await saveInspectionCertificateNumber(trx, owner, installation.id, certificateNumber);
    await recordAudit(trx, {
      owner,
      action: 'grid-request.submitted',
      entity: { type: 'installation', id: installation.id },
      details: { operator, inspectionCertificateNumber: certificateNumber },
      at: now,
    });
    await recordIntegrationEvent(trx, {
      tenantId: owner.tenantId,
      type: 'grid-operator.registration-submitted',
      entityId: queued.id,
      data: {
        customerId: owner.customerId,
        requestId: queued.id,
        installationId: installation.id,
        orderId: facts.orderId,
        operator,
        nationalRegistrationNumber: nationalNumber.digits,
        inspectionCertificateNumber: certificateNumber,
        submittedAt: now.toISOString(),
      },
      at: now,
    });
    return toRegistration(index, {
      ...facts,
      installation: { ...installation, keuringCertificate: certificateNumber },
      request: queued,
    });
  });
}

export interface GridOperatorService {
  /** The registration of the installation at `index` of GET installations/. */
  get(scope: RequestScope, index: number): Promise<GridOperatorRegistration>;
  submit(
    scope: RequestScope,
    index: number,
    form: GridOperatorForm,
  ): Promise<GridOperatorRegistration>;
}

export function createGridOperatorService({
  db,
  clock,
}: Pick<ServiceDeps, 'db' | 'clock'>): GridOperatorService {
  return {
    get: async (scope, index) => toRegistration(index, await loadRegistration(db, scope, index)),
    submit: (scope, index, form) => submitGridOperatorForm(db, scope, index, form, clock()),
  };
}
