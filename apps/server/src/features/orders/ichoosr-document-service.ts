// The iChoosr delivery document: produced with the signature when the customer signs it (POST
// orders/{id}/sign stores it), served from deliveries/{id}/iChooserFiles. A delivery signed before
// PDFs were stored gets one generated from its recorded data; an unsigned one is NOT_FOUND.
import { ErrorCode } from '@portal/contract/error-code';
import { documentFileNames } from '@portal/domain/document-paths';
import { AppError } from '../../platform/errors/app-error.ts';
import { readStoredFile } from '../../platform/files/stored-file.ts';
import { formLabels } from '../../platform/pdf/form-labels.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { DeliveryRecord } from '../deliveries/index.ts';
import {
  type DocumentDeps,
  DocumentKind,
  DocumentOwner,
  findStoredFileById,
  type PdfFile,
  siteDocumentContext,
  siteParty,
  storedOrGenerated,
} from '../documents/index.ts';
import { ownedDeliveryWithOrder } from './delivery-document-service.ts';
import { renderIChoosrPdf } from './ichoosr-pdf.ts';
import type { OrderRecord } from './order-repository.ts';

export interface IChoosrSigning {
  remarks: string;
  sepaLoan: boolean;
  signedAt: string;
  signaturePng: Uint8Array | null;
  audit: { ip: string; userAgent: string; signatureSha256: string } | null;
}

/** Renders the signed delivery document of the customer's order and delivery. */
export async function renderSignedIChoosr(
  deps: DocumentDeps,
  scope: RequestScope,
  subject: { order: OrderRecord; delivery: DeliveryRecord },
  signing: IChoosrSigning,
): Promise<Uint8Array> {
  const { order, delivery } = subject;
  const { context, site, sold } = await siteDocumentContext(deps, scope, {
    installationId: delivery.installationId,
    offerId: order.offerId,
  });
  return renderIChoosrPdf({
    frame: context.frame,
    labels: formLabels[context.language],
    locale: context.locale,
    orderId: order.id,
    deliveryId: delivery.id,
    site: siteParty(context, site),
    articles: sold.articles,
    remarks: signing.remarks,
    sepaLoan: signing.sepaLoan,
    signedAt: signing.signedAt,
    signaturePng: signing.signaturePng,
    audit: signing.audit && { ...signing.audit, signerName: context.frame.customer.name },
  });
}

export async function iChoosrPdf(
  deps: DocumentDeps,
  scope: RequestScope,
  deliveryId: number,
): Promise<PdfFile> {
  const { delivery, order } = await ownedDeliveryWithOrder(deps, scope, deliveryId);
  const file = {
    owner: { type: DocumentOwner.Delivery, id: delivery.id },
    kind: DocumentKind.IChoosrSigned,
    fileName: documentFileNames.iChoosr(delivery.id),
  };
  return storedOrGenerated(deps, scope, file, async () => {
    const signedAt = delivery.documentSignedAt;
    if (signedAt === null) {
      throw new AppError(ErrorCode.NotFound, 'The delivery document has not been signed yet.');
    }
    const signature =
      delivery.signatureDocumentId === null
        ? undefined
        : await findStoredFileById(deps.db, customerOwner(scope), delivery.signatureDocumentId);
    const signaturePng =
      signature?.contentType === 'image/png'
        ? await readStoredFile(deps.store, signature.storageKey)
        : null;
    return renderSignedIChoosr(
      deps,
      scope,
      { order, delivery },
      {
        remarks: delivery.remarks ?? '',
        sepaLoan: delivery.sepaLoan,
        signedAt,
        signaturePng,
        audit: null,
      },
    );
  });
}
