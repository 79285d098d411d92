// POST orders/{id}/sign: the customer signs the iChoosr delivery document of an externally
// financed order. The signature is stored, the delivery records it, the handover (oplevering) is
// marked done and an audit entry written, all in one transaction; the signed delivery document
// (PDF with the signature and an audit line) is stored with it. The files are removed again when
// the transaction fails.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import type { SignDeliveryDocumentResult } from '@portal/contract/orders';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { AppError } from '../../errors/app-error.ts';
import {
  findOrderDelivery,
  recordDeliveryDocumentSigned,
} from '../../repositories/delivery-repository.ts';
import { DocumentKind, DocumentOwner } from '../../repositories/document-repository.ts';
import { insertOfferDocument } from '../../repositories/offer-document-repository.ts';
import { markHandoverDone } from '../../repositories/order-repository.ts';
import type { RequestScope } from '../../routes/invoices/route-scope.ts';
import type { DocumentServices } from '../documents/document-context.ts';
import { renderSignedIChoosr } from '../documents/ichoosr-document-service.ts';
import { dataScope, ownedOrder } from './order-service.ts';
import { pngFromDataUrl, removeStoredFile, writeDeliverySignature } from './signature-store.ts';

export interface SignRequest {
  remarks: string;
  sepaLoan: boolean;
  signature: string;
  ip: string;
  userAgent: string;
}

const ALREADY_DONE = 'The delivery document has already been signed.';

export async function signDeliveryDocument(
  db: Kysely<Database>,
  context: { scope: RequestScope; dataDir: string; now: Date; documents: DocumentServices },
  orderId: number,
  request: SignRequest,
): Promise<SignDeliveryDocumentResult> {
  const { scope, dataDir, now, documents } = context;
  const owner = dataScope(scope);
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
  const png = pngFromDataUrl(request.signature);
  if (!png) {
    throw new AppError(ErrorCode.Validation, 'The signature must be a PNG image.', {
      field: 'body.signature',
    });
  }
  const signedAt = now.toISOString();
  const pdf = await renderSignedIChoosr(
    documents,
    scope,
    { order, delivery },
    {
      remarks: request.remarks,
      sepaLoan: request.sepaLoan,
      signedAt,
      signaturePng: png,
      audit: {
        ip: request.ip,
        userAgent: request.userAgent,
        signatureSha256: createHash('sha256').update(png).digest('hex'),
      },
    },
  );
  const file = await writeDeliverySignature(dataDir, scope.tenant.id, delivery.id, png);
  let pdfKey: string | null = null;
  try {
    pdfKey = await documents.store.put(
      scope.tenant.id,
      { folder: 'deliveries', name: `delivery-${delivery.id}-document`, extension: 'pdf' },
      pdf,
    );
    const storedPdfKey = pdfKey;
    await db.transaction().execute(async (transaction) => {
      if (!(await markHandoverDone(transaction, owner, order.installationId, now))) {
        throw new AppError(ErrorCode.Conflict, ALREADY_DONE);
      }
      const document = await transaction
        .insertInto('stored_documents')
        .values({
          tenant_id: scope.tenant.id,
          customer_id: scope.customerId,
          owner_type: 'delivery',
          owner_id: delivery.id,
          kind: 'signature',
          file_name: file.fileName,
          content_type: 'image/png',
          size_bytes: file.sizeBytes,
          storage_key: file.storageKey,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await insertOfferDocument(transaction, {
        tenantId: scope.tenant.id,
        customerId: scope.customerId,
        ownerType: DocumentOwner.Delivery,
        ownerId: delivery.id,
        kind: DocumentKind.IChoosrSigned,
        fileName: `delivery-${delivery.id}-document.pdf`,
        contentType: 'application/pdf',
        sizeBytes: pdf.length,
        storageKey: storedPdfKey,
        createdAt: signedAt,
      });
      await recordDeliveryDocumentSigned(transaction, owner, delivery.id, {
        remarks: request.remarks,
        sepaLoan: request.sepaLoan,
        signatureDocumentId: document.id,
        at: now,
      });
      await transaction
        .insertInto('audit_log')
        .values({
          tenant_id: scope.tenant.id,
          customer_id: scope.customerId,
          action: 'delivery.document-signed',
          entity_type: 'delivery',
          entity_id: delivery.id,
          details: JSON.stringify({
            orderId: order.id,
            sepaLoan: request.sepaLoan,
            signatureDocumentId: document.id,
            ip: request.ip,
            userAgent: request.userAgent,
          }),
          created_at: now.toISOString(),
        })
        .execute();
    });
  } catch (error) {
    await removeStoredFile(dataDir, file.storageKey);
    if (pdfKey !== null) await documents.store.remove(pdfKey);
    throw error;
  }
  return {
    orderId: order.id,
    deliveryId: delivery.id,
    signedAt,
    handoverDone: true,
  };
}
