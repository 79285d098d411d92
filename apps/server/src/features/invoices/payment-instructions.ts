// How to pay an open invoice: the tenant's bank account from its configuration values
// (beneficiaryName, iban, bic), the invoice's structured communication, and the EPC QR code.
import type { PaymentInstructions } from '@portal/contract/invoices';
import { epcQrPayload } from '@portal/domain/epc-qr';
import { formatIban, isValidIban } from '@portal/domain/iban';
import { CREDIT_NOTE_JOURNAL_TYPES } from '@portal/domain/invoice-title';
import {
  isValidStructuredCommunication,
  structuredCommunicationFromNumber,
} from '@portal/domain/structured-communication';
import { LRUCache } from 'lru-cache';
import QRCode from 'qrcode';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import type { InvoiceRecord } from './invoice-repository.ts';

function configText(tenant: TenantRecord, key: string): string {
  const value = tenant.portalConfig.config[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The stored communication when valid, else one derived from the invoice id. */
function communicationOf(invoice: InvoiceRecord): string {
  const stored = invoice.structuredCommunication;
  if (stored && isValidStructuredCommunication(stored)) return stored;
  return structuredCommunicationFromNumber(invoice.id);
}

/**
 * QR codes drawn, by EPC payload. Drawing one (choosing its mask) cost more than everything else
 * an invoice answer does, and an open invoice's payload is the same on every call until it is
 * paid. The payload decides the picture, so a remembered one is always right; bounded.
 */
const drawnQrCodes = new LRUCache<string, string>({ max: 1000 });

async function qrCodeSvgDataUrl(epcPayload: string): Promise<string> {
  const drawn = drawnQrCodes.get(epcPayload);
  if (drawn) return drawn;
  // EPC069-12 asks for error correction level M.
  const svg = await QRCode.toString(epcPayload, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 2,
  });
  const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  drawnQrCodes.set(epcPayload, dataUrl);
  return dataUrl;
}

/**
 * Null when the invoice is paid, is a credit note (the installer pays that back, the customer does
 * not transfer anything), has nothing to pay, or the tenant has no valid account.
 */
export async function paymentInstructions(
  tenant: TenantRecord,
  invoice: InvoiceRecord,
): Promise<PaymentInstructions | null> {
  if (invoice.paid || invoice.amountInclVatCents < 1) return null;
  if (CREDIT_NOTE_JOURNAL_TYPES.includes(invoice.invoiceTypeId)) return null;
  const beneficiaryName =
    configText(tenant, 'beneficiaryName') || configText(tenant, 'companyName');
  const iban = configText(tenant, 'iban');
  if (beneficiaryName === '' || !isValidIban(iban)) return null;
  const bic = configText(tenant, 'bic').toUpperCase();
  const structuredCommunication = communicationOf(invoice);
  const epcPayload = epcQrPayload({
    beneficiaryName,
    iban,
    bic,
    amountCents: invoice.amountInclVatCents,
    structuredCommunication,
  });
  return {
    beneficiaryName,
    iban: formatIban(iban),
    bic,
    amountCents: invoice.amountInclVatCents,
    structuredCommunication,
    epcPayload,
    qrCodeSvgDataUrl: await qrCodeSvgDataUrl(epcPayload),
  };
}
