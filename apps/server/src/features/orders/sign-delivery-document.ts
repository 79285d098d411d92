// POST orders/{id}/sign: the customer signs the iChoosr delivery document of an externally
// financed order. The signature is stored, the delivery records it, the handover (oplevering) is
// marked done, an audit entry written and the order.signed and delivery.document-signed
// integration events recorded, all in one transaction; the signed delivery document
// (PDF with the signature and an audit line) is stored with it. The files are pending until the
// transaction settles them, and removed again when it fails (decision 024).
import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import type { SignDeliveryDocumentResult } from '@portal/contract/orders';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  discardPendingFiles,
  putPendingFile,
  settlePendingFilesIn,
} from '../../platform/files/pending-files.ts';
import { SIGNATURE_IMAGE_LIMITS, safeImage } from '../../platform/images/safe-image.ts';
import { recordAudit } from '../../platform/scope/audit-repository.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findOrderDelivery, recordDeliveryDocumentSigned } from '../deliveries/index.ts';
import type { DocumentDeps } from '../documents/index.ts';
import { DocumentKind, DocumentOwner } from '../documents/index.ts';
import { recordIntegrationEvent } from '../integration-events/index.ts';
import type { CompleteInTransaction } from '../offers/index.ts';
import { insertOfferDocument } from '../offers/index.ts';
import { renderSignedIChoosr } from './ichoosr-document-service.ts';
import { markHandoverDone } from './order-repository.ts';
import { ownedOrder } from './owned-order.ts';
import { pngFromDataUrl } from './signature-png.ts';

export interface SignRequest {
  remarks: string;
  sepaLoan: boolean;
  signature: string;
}

const ALREADY_DONE = 'The delivery document has already been signed.';

/** Two requests are the same when they sign the same order with the same text and drawing. */
export function deliverySigningHash(orderId: number, request: SignRequest): string {
  const signature = createHash('sha256').update(request.signature).digest('hex');
  return createHash('sha256')
    .update(JSON.stringify([orderId, request.remarks, request.sepaLoan, signature]))
    .digest('hex');
}

/** `complete` stores the result in the signing's transaction, last (idempotency, decision 024). */
export async function signDeliveryDocument(
  deps: DocumentDeps & Pick<ServiceDeps, 'clock'>,
  scope: RequestScope,
  orderId: number,
  request: SignRequest,
  complete?: CompleteInTransaction<SignDeliveryDocumentResult>,
): Promise<SignDeliveryDocumentResult> {
  const { db } = deps;
  const now = deps.clock();
  const owner = customerOwner(scope);
  const order = await ownedOrder(db, scope, orderId);
  if (!order.hasExternalPrepayment) {
    throw new AppError(
      ErrorCode.Conflict,
      'This order is not externally financed: there is no delivery document to sign.',
    );
  }
  if (order.handoverDone) throw new AppError(ErrorCode.Conflict, ALREADY_DONE);
  const delivery = await findOrderDelivery(db, owner, order.id);
  if (!delivery) {
    throw new AppError(ErrorCode.Conflict, 'The delivery of this order is not planned yet.');
  }
  const drawn = pngFromDataUrl(request.signature);
  if (!drawn) {
    throw new AppError(ErrorCode.Validation, 'The signature must be a PNG image.', {
      field: 'body.signature',
    });
  }
  // Checked by its header, decoded within limits and encoded again before anyone keeps it.
  const png = (await safeImage(drawn, 'image/png', SIGNATURE_IMAGE_LIMITS)).bytes;
  const signedAt = now.toISOString();
  const { ip, userAgent } = scope.client;
  const pdf = await renderSignedIChoosr(
    deps,
    scope,
    { order, delivery },
    {
      remarks: request.remarks,
      sepaLoan: request.sepaLoan,
      signedAt,
      signaturePng: png,
      audit: {
        ip,
        userAgent,
        signatureSha256: createHash('sha256').update(png).digest('hex'),
      },
    },
  );
  const result: SignDeliveryDocumentResult = {
    orderId: order.id,
    deliveryId: delivery.id,
    signedAt,
    handoverDone: true,
  };
  const signatureKey = await putPendingFile(
    deps,
    scope.tenant.id,
    { folder: 'deliveries', name: `delivery-${delivery.id}-signature`, extension: 'png' },
    png,
  );
  let pdfKey: string | null = null;
  try {
    pdfKey = await putPendingFile(
      deps,
      scope.tenant.id,
      { folder: 'deliveries', name: `delivery-${delivery.id}-document`, extension: 'pdf' },
      pdf,
    );
    const storedPdfKey = pdfKey;
    await db.transaction().execute(async (trx) => {
      await settlePendingFilesIn(trx, [signatureKey, storedPdfKey]);
      if (!(await markHandoverDone(trx, owner, order.installationId, now))) {
        throw new AppError(ErrorCode.Conflict, ALREADY_DONE);
      }
      const stored = { ...owner, ownerType: DocumentOwner.Delivery, ownerId: delivery.id };
      const signatureDocumentId = await insertOfferDocument(trx, {
        ...stored,
        kind: 'signature',
        fileName: signatureKey.slice(signatureKey.lastIndexOf('/') + 1),
        contentType: 'image/png',
        sizeBytes: png.length,
        storageKey: signatureKey,
        createdAt: signedAt,
      });
      await insertOfferDocument(trx, {
        ...stored,
        kind: DocumentKind.IChoosrSigned,
        fileName: `delivery-${delivery.id}-document.pdf`,
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        storageKey: storedPdfKey,
        createdAt: signedAt,
      });
      await recordDeliveryDocumentSigned(trx, owner, delivery.id, {
        remarks: request.remarks,
        sepaLoan: request.sepaLoan,
        signatureDocumentId,
        at: now,
      });
      await recordAudit(trx, {
        owner,
        action: 'delivery.document-signed',
        entity: { type: 'delivery', id: delivery.id },
        details: {
          orderId: order.id,
          sepaLoan: request.sepaLoan,
          signatureDocumentId,
          ip,
          userAgent,
        },
        at: now,
      });
      await complete?.(trx, result);
      // One signature, two facts the back office tracks apart: the order's handover is done,
      // and the delivery's document is signed (decision 055).
      const signed = { customerId: owner.customerId, orderId: order.id, signedAt };
      await recordIntegrationEvent(trx, {
        tenantId: owner.tenantId,
        type: 'order.signed',
        entityId: order.id,
        data: { ...signed, deliveryId: delivery.id, handoverDone: true },
        at: now,
      });
      await recordIntegrationEvent(trx, {
        tenantId: owner.tenantId,
        type: 'delivery.document-signed',
        entityId: delivery.id,
        data: {
          ...signed,
          deliveryId: delivery.id,
          remarks: request.remarks,
          sepaLoan: request.sepaLoan,
        },
        at: now,
      });
    });
  } catch (error) {
    await discardPendingFiles(deps, pdfKey === null ? [signatureKey] : [signatureKey, pdfKey]);
    throw error;
  }
  return result;
}
