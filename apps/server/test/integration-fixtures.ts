// Valid bodies for the integration API's tests: a customer, an offer, a version, an order and an
// invoice chained by their back-office ids, and a small real PDF.
import { PDFDocument } from 'pdf-lib';

export async function smallPdf(text = 'Offer of the back office'): Promise<string> {
  const document = await PDFDocument.create();
  document.setCreationDate(new Date('2026-11-01T00:00:00Z'));
  document.setModificationDate(new Date('2026-11-01T00:00:00Z'));
  const page = document.addPage([200, 200]);
  page.drawText(text, { x: 10, y: 100, size: 8 });
  return Buffer.from(await document.save()).toString('base64');
}

export function customerBody(suffix: string, language: 'nl' | 'fr' | 'en' = 'fr') {
  return {
    email: `sync.${suffix}@example.be`,
    firstName: 'Lotte',
    name: `Janssens ${suffix}`,
    phone: '+32 470 12 34 56',
    language,
    countryCode: 'BE',
    streetAndNumber: 'Kerkstraat 1',
    postalCode: '2000',
    city: 'Antwerpen',
  };
}

export function offerBody(customerExternalId: string) {
  return {
    customerExternalId,
    offerTypeId: 1,
    site: {
      streetAndNumber: 'Dorp 5',
      postalCode: '3000',
      city: 'Leuven',
      gridOperator: 'Fluvius',
    },
  };
}

export function versionBody(quantity = 10, pdfBase64?: string) {
  return {
    validUntil: '2026-12-31',
    lines: [
      {
        articleCode: 'PV-400',
        category: 1,
        quantity,
        unitPriceCents: 12_500,
        vatRatePercent: 6,
        description: { nl: 'Zonnepaneel 400 Wp', fr: 'Panneau solaire 400 Wc' },
      },
    ],
    ...(pdfBase64 ? { pdfBase64 } : {}),
  };
}

export function orderBody(offerExternalId: string, status = 'new') {
  return { offerExternalId, paymentStage: 'prepayment', status };
}

export function invoiceBody(orderExternalId: string, invoiceNumber = 1001) {
  return {
    orderExternalId,
    invoiceTypeId: 1,
    isPrepayment: true,
    numberPrefix: 'VF2026/',
    invoiceNumber,
    amountExclVatCents: 100_000,
    amountInclVatCents: 106_000,
    issuedOn: '2026-11-20',
    dueOn: '2026-12-04',
    structuredCommunication: '+++123/4567/89002+++',
  };
}

/** A voucher of the customer: for the referral of `friendEmail`, or a goodwill one (null). */
export function voucherBody(
  customerExternalId: string,
  friendEmail: string | null,
  changes: { amount?: number; status?: string; code?: string | null } = {},
) {
  return {
    customerExternalId,
    friendEmail,
    amount: 100,
    currency: 'EUR',
    status: 'issued',
    code: 'VB-2026-001',
    validUntil: '2027-12-31',
    ...changes,
  };
}
