// PDFs the back office gives for its documents (offer versions, orders, invoices): base64 in the
// JSON body (decision 054), checked to be a PDF within MAX_PDF_BYTES, written to the file store as
// a pending file before the transaction that records it (decision 024), and recorded in that
// transaction, so a document and its file exist together or not at all. The same bytes again
// are not stored twice: an upsert that is sent again changes nothing.
import { ErrorCode } from '@portal/contract/error-code';
import { MAX_PDF_BYTES } from '@portal/contract/integration/common';
import type { Kysely } from 'kysely';
import { PDFDocument } from 'pdf-lib';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import {
  discardPendingFiles,
  type PendingFileDeps,
  putPendingFile,
  settlePendingFilesIn,
} from '../../platform/files/pending-files.ts';
import { insertOfferDocument } from '../offers/index.ts';
import { latestOwnedFile } from './repositories/external-documents.ts';

/** The stored document the PDF is: its owner row and kind (the portal serves `print`). */
export interface PdfTarget {
  tenantId: number;
  customerId: number;
  ownerType: string;
  kind: string;
  fileName: string;
}

/** The PDF's bytes, or a 400/413 naming the field. A PDF the portal cannot open (damaged, or
 * encrypted) is refused now: the customer signs an offer's PDF, which is stamped then. */
export async function decodePdf(base64: string, field: string): Promise<Uint8Array> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > MAX_PDF_BYTES) {
    throw new AppError(ErrorCode.PayloadTooLarge, `${field}: at most ${MAX_PDF_BYTES} bytes.`, {
      field,
    });
  }
  if (bytes.length < 8 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') {
    throw new AppError(ErrorCode.Validation, `${field}: not a PDF (it must start with %PDF-).`, {
      field,
    });
  }
  // A copy of its own: a small Buffer is a view into a shared pool, which pdf-lib would read whole.
  const pdf = new Uint8Array(bytes);
  let pages = 0;
  try {
    // Loading is lenient; reading its pages is what fails on a damaged document.
    pages = (await PDFDocument.load(pdf, { updateMetadata: false })).getPageCount();
  } catch {
    pages = 0;
  }
  if (pages < 1) {
    throw new AppError(
      ErrorCode.Validation,
      `${field}: the PDF cannot be opened, or has no page (damaged or encrypted).`,
      { field },
    );
  }
  return pdf;
}

/** Whether the owner's latest file of that kind holds exactly these bytes. */
async function holdsAlready(
  deps: PendingFileDeps,
  target: PdfTarget,
  ownerId: number,
  bytes: Uint8Array,
): Promise<boolean> {
  const latest = await latestOwnedFile(deps.db, { ...target, ownerId });
  if (!latest || latest.sizeBytes !== bytes.length) return false;
  return Buffer.from(bytes).equals(await deps.store.read(latest.storageKey));
}

/**
 * Runs `write` in one transaction with the PDF recorded for the owner it returns (when there is
 * a PDF, and unless the owner already holds the same bytes). The file is written first, pending;
 * a failed transaction removes it.
 */
export async function withPdf<T>(
  deps: PendingFileDeps,
  pdf: { bytes: Uint8Array; target: PdfTarget; knownOwnerId: number | undefined } | undefined,
  write: (trx: Kysely<Database>) => Promise<{ result: T; ownerId: number }>,
): Promise<T> {
  const needed =
    pdf !== undefined &&
    !(
      pdf.knownOwnerId !== undefined &&
      (await holdsAlready(deps, pdf.target, pdf.knownOwnerId, pdf.bytes))
    );
  if (!pdf || !needed) {
    return deps.db.transaction().execute(async (trx) => (await write(trx)).result);
  }
  const { target, bytes } = pdf;
  const key = await putPendingFile(
    deps,
    target.tenantId,
    { folder: target.ownerType, name: target.kind, extension: 'pdf' },
    bytes,
  );
  try {
    return await deps.db.transaction().execute(async (trx) => {
      const { result, ownerId } = await write(trx);
      await settlePendingFilesIn(trx, [key]);
      await insertOfferDocument(trx, {
        tenantId: target.tenantId,
        customerId: target.customerId,
        ownerType: target.ownerType,
        ownerId,
        kind: target.kind,
        fileName: target.fileName,
        contentType: 'application/pdf',
        sizeBytes: bytes.length,
        storageKey: key,
        createdAt: deps.clock().toISOString(),
      });
      return result;
    });
  } catch (error) {
    await discardPendingFiles(deps, [key]);
    throw error;
  }
}
