// The payload of an EPC QR code ("SEPA credit transfer" QR, EPC069-12 version 002) that Belgian
// banking apps scan to pre-fill a transfer. Belgian practice puts the 12 digits of the structured
// communication (OGM/VCS) in the structured remittance field; apps then fill it in as a structured
// communication. Pure: the caller renders the text as a QR code.
import { isValidIban, normalizeIban } from './iban.ts';
import {
  isValidStructuredCommunication,
  normalizeStructuredCommunication,
} from './structured-communication.ts';

export interface EpcTransfer {
  beneficiaryName: string;
  iban: string;
  bic?: string;
  /** Amount in euro cents, 1 to 99 999 999 999. */
  amountCents: number;
  /** A Belgian structured communication in any accepted form. */
  structuredCommunication?: string;
  /** Free text, used only when there is no structured communication. */
  text?: string;
}

export function epcQrPayload(transfer: EpcTransfer): string {
  const iban = normalizeIban(transfer.iban);
  if (!isValidIban(iban)) throw new RangeError('EPC QR: invalid IBAN');
  const amount = transfer.amountCents;
  if (!Number.isInteger(amount) || amount < 1 || amount > 99_999_999_999) {
    throw new RangeError('EPC QR: amount out of range');
  }
  const communication = transfer.structuredCommunication;
  const structured = communication ? normalizeStructuredCommunication(communication) : null;
  if (communication && !isValidStructuredCommunication(communication)) {
    throw new RangeError('EPC QR: invalid structured communication');
  }
  const lines = [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    (transfer.bic ?? '').trim().toUpperCase(),
    transfer.beneficiaryName.trim().slice(0, 70),
    iban,
    `EUR${(amount / 100).toFixed(2)}`,
    '', // purpose
    structured ?? '',
    structured ? '' : (transfer.text ?? '').trim().slice(0, 140),
  ];
  // Trailing empty optional lines are left out, as the standard allows.
  while (lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}
