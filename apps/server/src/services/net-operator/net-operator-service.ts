// Grid-operator registration (spec §2, §5): allowed once the final invoice is paid and the
// delivery documents are signed. "Signed" means the delivery document was signed in the portal
// or the handover (oplevering) was recorded, which the installer only does with signed papers.
// An installation index the customer does not have is NOT_FOUND.
import { ErrorCode } from '@portal/contract/error-code';
import type {
  NetOperator,
  NetOperatorForm,
  NetOperatorMissingStep,
} from '@portal/contract/net-operator';
import { gridOperatorDocuments, operatorWithInstructions } from '@portal/domain/grid-operator';
import { CREDIT_NOTE_JOURNAL_TYPES } from '@portal/domain/invoice-title';
import {
  NATIONAL_NUMBER_INVALID_MESSAGE,
  parseNationalNumber,
} from '@portal/domain/national-number';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findGridRequest,
  findInstallationByIndex,
  type GridInstallationRecord,
  hasSignedDeliveryDocument,
  latestOrderId,
  queueGridRequest,
  saveInspectionCertificateNumber,
  saveNationalRegistrationNumber,
} from '../../repositories/grid-request-repository.ts';
import { listInstallationInvoices } from '../../repositories/invoice-repository.ts';
import type { RequestScope } from '../../routes/invoices/route-scope.ts';
import { dataScope } from '../orders/order-service.ts';

async function ownedInstallation(
  db: Kysely<Database>,
  scope: RequestScope,
  index: number,
): Promise<GridInstallationRecord> {
  const installation = await findInstallationByIndex(db, dataScope(scope), index);
  if (!installation) throw new AppError(ErrorCode.NotFound, 'Installation not found.');
  return installation;
}

async function missingStepsOf(
  db: Kysely<Database>,
  scope: RequestScope,
  installation: GridInstallationRecord,
): Promise<NetOperatorMissingStep[]> {
  const owner = dataScope(scope);
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
): NetOperator['documents'] {
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

export async function getNetOperator(
  db: Kysely<Database>,
  scope: RequestScope,
  index: number,
): Promise<NetOperator> {
  const installation = await ownedInstallation(db, scope, index);
  const owner = dataScope(scope);
  const [missingSteps, request, orderId] = await Promise.all([
    missingStepsOf(db, scope, installation),
    findGridRequest(db, owner, installation.id),
    latestOrderId(db, owner, installation.id),
  ]);
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
 * is queued for the installer. One transaction.
 */
export async function submitNetOperatorForm(
  db: Kysely<Database>,
  context: { scope: RequestScope; now: Date },
  index: number,
  form: NetOperatorForm,
): Promise<NetOperator> {
  const { scope, now } = context;
  const owner = dataScope(scope);
  const nationalNumber = parseNationalNumber(form.nationalRegistrationNumber);
  if (!nationalNumber) {
    throw new AppError(ErrorCode.Validation, NATIONAL_NUMBER_INVALID_MESSAGE, {
      field: 'body.nationalRegistrationNumber',
    });
  }
  await db.transaction().execute(async (transaction) => {
    const current = await getNetOperator(transaction, scope, index);
    if (!current.allowed) {
      throw new AppError(
        ErrorCode.Conflict,
        'Pay the invoice and sign the delivery documents before registering with the grid operator.',
      );
    }
    const installation = await ownedInstallation(transaction, scope, index);
    const operator = installation.gridOperator;
    if (operator === null) {
      throw new AppError(ErrorCode.Conflict, 'The grid operator of this address is not known yet.');
    }
    const existing = await findGridRequest(transaction, owner, installation.id);
    const queued = await queueGridRequest(transaction, owner, {
      installationId: installation.id,
      operator,
      existingId: existing?.id ?? null,
      at: now,
    });
    if (!queued) {
      throw new AppError(ErrorCode.Conflict, 'The registration has already been submitted.');
    }
    await saveNationalRegistrationNumber(transaction, owner, nationalNumber.digits, now);
    const certificateNumber = form.inspectionCertificateNumber.trim();
    await saveInspectionCertificateNumber(transaction, owner, installation.id, certificateNumber);
    await transaction
      .insertInto('audit_log')
      .values({
        tenant_id: scope.tenant.id,
        customer_id: scope.customerId,
        action: 'grid-request.submitted',
        entity_type: 'installation',
        entity_id: installation.id,
        details: JSON.stringify({
          operator,
          inspectionCertificateNumber: certificateNumber,
        }),
        created_at: now.toISOString(),
      })
      .execute();
  });
  return getNetOperator(db, scope, index);
}
