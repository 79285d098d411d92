// The offer PDF documents without the API: signature sniffing by bytes, the generated PDF, and the
// signed PDF with a PNG, an SVG (drawn as paths) and an unreadable image.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderOfferPdf } from '../src/features/offers/offer-pdf.ts';
import { renderSignedOfferPdf } from '../src/features/offers/signed-offer-pdf.ts';
import { SIGNATURE_IMAGE_LIMITS, safeImage } from '../src/platform/images/safe-image.ts';
import { sniffSignatureImage } from '../src/platform/images/signature-image.ts';
import { embeddedImages, PNG_SIGNATURE } from './offer-signing-helpers.ts';
import { pdfTextOf } from './pdf-content.ts';

const input = {
  tenant: { name: 'Démo Solar ✓', primaryColor: '#0a7d3b', secondaryColor: '#f5b700' },
  customer: {
    name: 'Jan Peeters',
    addressLines: ['Kerkstraat 1', '2000 Antwerpen'],
    email: 'j@x.be',
  },
  offer: { offerId: 7, versionNumber: 3, createdAt: '2026-11-01T09:00:00.000Z', validUntil: null },
  articles: Array.from({ length: 60 }, (_, index) => ({
    quantity: index + 1,
    description: `Article ${index} with a rather long description that needs wrapping across the line width of the page`,
    details: ['power: 430 Wp'],
  })),
  totals: { exclVatCents: 1234567, inclVatCents: 1308641 },
};
const audit = {
  signerCustomerId: 1,
  signerName: 'Jan Peeters',
  signedAt: '2026-11-21T09:00:00.000Z',
  ip: '127.0.0.1',
  userAgent: 'test',
  offerPdfSha256: 'a'.repeat(64),
  signatureSha256: 'b'.repeat(64),
};
const svg = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 150" width="300" height="150"><path d="M 10 10 C 20 20, 40 20, 50 10" stroke-width="2.5" stroke="black" fill="none"/><circle r="1.5" cx="80" cy="40" fill="black"/></svg>',
);

describe('offer documents', () => {
  it('sniffs signature images by their bytes', () => {
    expect(sniffSignatureImage(PNG_SIGNATURE)).toBe('image/png');
    expect(sniffSignatureImage(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0]))).toBe('image/jpeg');
    expect(sniffSignatureImage(svg)).toBe('image/svg+xml');
    expect(sniffSignatureImage(Buffer.from('GIF89a'))).toBeUndefined();
    expect(sniffSignatureImage(Buffer.from('<html><svg></svg></html>'))).toBeUndefined();
  });

  it('renders a multi-page offer PDF, identical for identical data', async () => {
    const first = await renderOfferPdf(input);
    const second = await renderOfferPdf(input);
    expect(Buffer.compare(Buffer.from(first), Buffer.from(second))).toBe(0);
    expect((await PDFDocument.load(first)).getPageCount()).toBeGreaterThan(1);
  });

  it('stamps a PNG signature and adds the audit page', async () => {
    const shown = await renderOfferPdf(input);
    const pages = (await PDFDocument.load(shown)).getPageCount();
    const signed = await PDFDocument.load(
      await renderSignedOfferPdf(shown, { bytes: PNG_SIGNATURE, type: 'image/png' }, audit, 'en'),
    );
    expect(signed.getPageCount()).toBe(pages + 1);
    expect(embeddedImages(signed)).toBeGreaterThanOrEqual(1);
  });

  it('writes the audit page in the customer’s language', async () => {
    const shown = await renderOfferPdf(input);
    const signature = { bytes: PNG_SIGNATURE, type: 'image/png' as const };
    const dutch = await pdfTextOf(await renderSignedOfferPdf(shown, signature, audit, 'nl'));
    expect(dutch).toContain('Ondertekening: controlegegevens');
    expect(dutch).toContain('IP-adres');
    expect(dutch).not.toContain('Signature audit');
    const french = await pdfTextOf(await renderSignedOfferPdf(shown, signature, audit, 'fr'));
    expect(french).toContain('Adresse IP');
  });

  it('stamps an SVG signature drawn as PNG first', async () => {
    const shown = await renderOfferPdf(input);
    const drawn = await safeImage(svg, 'image/svg+xml', SIGNATURE_IMAGE_LIMITS);
    expect(drawn.type).toBe('image/png');
    expect(drawn.width).toBe(SIGNATURE_IMAGE_LIMITS.svgRasterWidth);
    const signed = await PDFDocument.load(await renderSignedOfferPdf(shown, drawn, audit, 'en'));
    expect(signed.getPageCount()).toBeGreaterThan(1);
    expect(embeddedImages(signed)).toBeGreaterThanOrEqual(1);
  });

  it('refuses an unreadable PNG with 415', async () => {
    const shown = await renderOfferPdf(input);
    const broken = Buffer.concat([PNG_SIGNATURE.subarray(0, 12), Buffer.from('garbage')]);
    await expect(
      renderSignedOfferPdf(shown, { bytes: broken, type: 'image/png' }, audit, 'en'),
    ).rejects.toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
  });
});
