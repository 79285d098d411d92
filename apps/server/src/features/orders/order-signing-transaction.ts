// The database side of signing an order's delivery document, in the transaction the idempotency
// scope opened and handed in (sign-order.ts): settle the two pending files, mark the handover
// done (refused with 409 when it already is: a concurrent signature changes nothing), store the
// signature and the signed document, record the signature on the delivery, write the audit entry
// and record the order.signed and delivery.document-signed integration events (last: they hold
// the tenant's event lock until the commit).
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { settlePendingFilesIn } from '../../platform/files/pending-files.ts';
import { recordAudit } from '../../platform/scope/audit-repository.ts';
import type { CustomerOwner } from '../../platform/scope/request-scope.ts';
import { recordDeliveryDocumentSigned } from '../deliveries/index.ts';
import { DocumentKind, DocumentOwner } from '../documents/index.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import { insertOfferDocument } from '../offers/index.ts';
import { markHandoverDone } from './order-repository.ts';

export const ALREADY_SIGNED = 'The delivery document has already been signed.';

export interface OrderSignatureRecord {
  owner: CustomerOwner;
  order: { id: number; installationId: number };
  deliveryId: number;
  now: Date;
  remarks: string;
  sepaLoan: boolean;
  client: { ip: string; userAgent: string };
  signature: { key: string; size: number };
  pdf: { key: string; size: number };
}

export async function recordOrderSignature(
  trx: Kysely<Database>,
  record: OrderSignatureRecord,
): Promise<void> {
  const { owner, order, deliveryId, now, remarks, sepaLoan } = record;
  const signedAt = now.toISOString();
  await settlePendingFilesIn(trx, [record.signature.key, record.pdf.key]);
  if (!(await markHandoverDone(trx, owner, order.installationId, now))) {
    throw new AppError(ErrorCode.Conflict, ALREADY_SIGNED);
  }
  const stored = { ...owner, ownerType: DocumentOwner.Delivery, ownerId: deliveryId };
  const signatureDocumentId = await insertOfferDocument(trx, {
    ...stored,
    kind: 'signature',
    fileName: record.signature.key.slice(record.signature.key.lastIndexOf('/') + 1),
    contentType: 'image/png',
    sizeBytes: record.signature.size,
    storageKey: record.signature.key,
    createdAt: signedAt,
  });
  await insertOfferDocument(trx, {
    ...stored,
    kind: DocumentKind.IChoosrSigned,
    fileName: `delivery-${deliveryId}-document.pdf`,
    contentType: 'application/pdf',
    sizeBytes: record.pdf.size,
    storageKey: record.pdf.key,
    createdAt: signedAt,
  });
  await recordDeliveryDocumentSigned(trx, owner, deliveryId, {
    remarks,
    sepaLoan,
    signatureDocumentId,
    at: now,
  });
  await recordAudit(trx, {
    owner,
    action: 'delivery.document-signed',
    entity: { type: 'delivery', id: deliveryId },
    details: { orderId: order.id, sepaLoan, signatureDocumentId, ...record.client },
    at: now,
  });
  // One signature, two facts the back office tracks apart: the order's handover is done, and the
  // delivery's document is signed (decision 055).
  const signed = { customerId: owner.customerId, orderId: order.id, signedAt };
  await recordIntegrationEvent(trx, {
    tenantId: owner.tenantId,
    type: 'order.signed',
    entityId: order.id,
    data: { ...signed, deliveryId, handoverDone: true },
    at: now,
  });
  await recordIntegrationEvent(trx, {
    tenantId: owner.tenantId,
    type: 'delivery.document-signed',
    entityId: deliveryId,
    data: { ...signed, deliveryId, remarks, sepaLoan },
    at: now,
  });
}
