// POST orders/{id}/sign, read top to bottom as sign-offer.ts is: the customer signs the iChoosr
// delivery document of an externally financed order. An Idempotency-Key makes repeats return the
// first result: the idempotency scope runs the use case once and owns its one transaction, which
// it hands in as `commit`. In that scope the use case
// 1. loads the customer's order, once (owned-order.ts), and checks that there is a document to
//    sign: externally financed, not handed over yet, its delivery planned;
// 2. checks the drawn signature and renders the signed document (PDF, signature, audit line);
// 3. writes both as pending files (decision 024);
// 4. commits: the signature's records (order-signing-transaction.ts) and the request's result in
//    one transaction; the files are removed again when it fails.
import { createHash } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import {
  type SignDeliveryDocumentResult,
  signDeliveryDocumentResultSchema,
} from '@portal/contract/orders';
import { AppError } from '../../platform/errors/app-error.ts';
import { discardPendingFiles, putPendingFile } from '../../platform/files/pending-files.ts';
import { SIGNATURE_IMAGE_LIMITS, safeImage } from '../../platform/images/safe-image.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import { findOrderDelivery } from '../deliveries/index.ts';
import type { DocumentDeps } from '../documents/index.ts';
import { runOnce } from '../offers/index.ts';
import { renderSignedIChoosr } from './ichoosr-document-service.ts';
import { ALREADY_SIGNED, recordOrderSignature } from './order-signing-transaction.ts';
import { ownedOrder } from './owned-order.ts';
import { pngFromDataUrl } from './signature-png.ts';

export interface SignRequest {
  remarks: string;
  sepaLoan: boolean;
  signature: string;
}

/** Two requests are the same when they sign the same order with the same text and drawing. */
function requestHash(orderId: number, request: SignRequest): string {
  const signature = createHash('sha256').update(request.signature).digest('hex');
  return createHash('sha256')
    .update(JSON.stringify([orderId, request.remarks, request.sepaLoan, signature]))
    .digest('hex');
}

export function signOrder(
  deps: DocumentDeps & Pick<ServiceDeps, 'clock'>,
  scope: RequestScope,
  orderId: number,
  request: SignRequest,
  idempotencyKey: string | undefined,
): Promise<SignDeliveryDocumentResult> {
  const owner = customerOwner(scope);
  const claim = { ...owner, operation: 'order.sign', requestHash: requestHash(orderId, request) };
  const decode = (json: unknown) => signDeliveryDocumentResultSchema.parse(json);
  return runOnce(deps, idempotencyKey, claim, decode, async (commit) => {
    const now = deps.clock();
    const order = await ownedOrder(deps.db, scope, orderId);
    if (!order.hasExternalPrepayment) {
      throw new AppError(
        ErrorCode.Conflict,
        'This order is not externally financed: there is no delivery document to sign.',
      );
    }
    if (order.handoverDone) throw new AppError(ErrorCode.Conflict, ALREADY_SIGNED);
    const delivery = await findOrderDelivery(deps.db, owner, order.id);
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
    const client = { ip: scope.client.ip, userAgent: scope.client.userAgent };
    const pdf = await renderSignedIChoosr(
      deps,
      scope,
      { order, delivery },
      {
        remarks: request.remarks,
        sepaLoan: request.sepaLoan,
        signedAt,
        signaturePng: png,
        audit: { ...client, signatureSha256: createHash('sha256').update(png).digest('hex') },
      },
    );
    const result: SignDeliveryDocumentResult = {
      orderId: order.id,
      deliveryId: delivery.id,
      signedAt,
      handoverDone: true,
    };

    const written: string[] = [];
    try {
      const signatureKey = await putPendingFile(
        deps,
        scope.tenant.id,
        { folder: 'deliveries', name: `delivery-${delivery.id}-signature`, extension: 'png' },
        png,
      );
      written.push(signatureKey);
      const pdfKey = await putPendingFile(
        deps,
        scope.tenant.id,
        { folder: 'deliveries', name: `delivery-${delivery.id}-document`, extension: 'pdf' },
        pdf,
      );
      written.push(pdfKey);

      return await commit(async (trx) => {
        await recordOrderSignature(trx, {
          owner,
          order,
          deliveryId: delivery.id,
          now,
          remarks: request.remarks,
          sepaLoan: request.sepaLoan,
          client,
          signature: { key: signatureKey, size: png.length },
          pdf: { key: pdfKey, size: pdf.length },
        });
        return result;
      });
    } catch (error) {
      await discardPendingFiles(deps, written);
      throw error;
    }
  });
}
