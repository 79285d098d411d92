// The signed offer PDF: the offer PDF the customer was shown, with the signature image stamped on
// its last page and a final audit page (signer, time, IP, user agent, SHA-256 of the shown PDF),
// in the customer's language like the offer itself.
// pdf-lib embeds PNG and JPEG: an SVG signature arrives already drawn as PNG
// (platform/images/safe-image.ts).
import { ErrorCode } from '@portal/contract/error-code';
import type { Language } from '@portal/contract/portal';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import { AppError } from '../../platform/errors/app-error.ts';
import type { StoredImageType } from '../../platform/images/signature-image.ts';
import { pdfText } from '../../platform/pdf/pdf-text.ts';

export interface SigningAudit {
  signerCustomerId: number;
  signerName: string;
  signedAt: string;
  ip: string;
  userAgent: string;
  offerPdfSha256: string;
  signatureSha256: string;
}

const auditWords: Record<
  Language,
  {
    title: string;
    stamp: (at: string, name: string) => string;
    rows: [string, string, string, string, string, string];
    customer: string;
  }
> = {
  nl: {
    title: 'Ondertekening: controlegegevens',
    stamp: (at, name) => `Ondertekend op ${at} door ${name}`,
    rows: [
      'Ondertekenaar',
      'Ondertekend op (UTC)',
      'IP-adres',
      'Browser (user agent)',
      'SHA-256 van de getoonde offerte-pdf',
      'SHA-256 van de handtekening',
    ],
    customer: 'klant',
  },
  fr: {
    title: 'Signature : données de contrôle',
    stamp: (at, name) => `Signé le ${at} par ${name}`,
    rows: [
      'Signataire',
      'Signé le (UTC)',
      'Adresse IP',
      'Navigateur (user agent)',
      'SHA-256 du PDF de l’offre affiché',
      'SHA-256 de la signature',
    ],
    customer: 'client',
  },
  en: {
    title: 'Signature audit',
    stamp: (at, name) => `Signed ${at} by ${name}`,
    rows: [
      'Signer',
      'Signed at (UTC)',
      'IP address',
      'User agent',
      'SHA-256 of the offer PDF shown',
      'SHA-256 of the signature image',
    ],
    customer: 'customer',
  },
};

export async function renderSignedOfferPdf(
  shownPdf: Uint8Array,
  signature: { bytes: Uint8Array; type: StoredImageType },
  audit: SigningAudit,
  language: Language,
): Promise<Uint8Array> {
  const words = auditWords[language];
  const doc = await PDFDocument.load(shownPdf, { updateMetadata: false });
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const pages = doc.getPages();
  const last = pages[pages.length - 1] ?? doc.addPage();
  const box = { x: last.getWidth() - 250, y: 40, width: 200, height: 80 };
  last.drawRectangle({ ...box, borderColor: rgb(0.6, 0.6, 0.6), borderWidth: 0.5 });
  last.drawText(pdfText(words.stamp(audit.signedAt, audit.signerName)), {
    x: box.x,
    y: box.y - 12,
    size: 7,
    font: regular,
    color: rgb(0.3, 0.3, 0.3),
  });
  const image = await embedSignature(doc, signature.bytes, signature.type).catch(
    (cause: unknown) => {
      throw new AppError(ErrorCode.UnsupportedMediaType, 'The signature image cannot be read.', {
        field: 'body.file',
        cause,
      });
    },
  );
  const scaled = image.scaleToFit(box.width - 8, box.height - 8);
  last.drawImage(image, {
    x: box.x + (box.width - scaled.width) / 2,
    y: box.y + (box.height - scaled.height) / 2,
    ...scaled,
  });

  const page = doc.addPage([595.28, 841.89]);
  let y = 790;
  page.drawText(pdfText(words.title), { x: 50, y, size: 18, font: bold });
  const values = [
    `${audit.signerName} (${words.customer} ${audit.signerCustomerId})`,
    audit.signedAt,
    audit.ip,
    audit.userAgent,
    audit.offerPdfSha256,
    audit.signatureSha256,
  ];
  const rows = words.rows.map((label, index): [string, string] => [label, values[index] ?? '']);
  for (const [label, value] of rows) {
    y -= 30;
    page.drawText(pdfText(label), { x: 50, y, size: 10, font: bold });
    // Long values (hashes, user agents) run over several lines of at most 90 characters.
    const text = pdfText(value) || '-';
    for (let start = 0; start < text.length; start += 90) {
      y -= 14;
      page.drawText(text.slice(start, start + 90), { x: 50, y, size: 9, font: regular });
    }
  }
  doc.setModificationDate(new Date(audit.signedAt));
  return doc.save({ useObjectStreams: false });
}

function embedSignature(doc: PDFDocument, bytes: Uint8Array, type: StoredImageType) {
  return type === 'image/png' ? doc.embedPng(bytes) : doc.embedJpg(bytes);
}
