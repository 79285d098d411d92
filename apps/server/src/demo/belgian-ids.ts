// Valid Belgian identifiers for the demo people and invoices.
import { structuredCommunicationFromNumber } from '@portal/domain/structured-communication';

/**
 * A national registration number (11 digits) for a birth date "YYYY-MM-DD" and a daily sequence
 * number (odd for men, even for women). Check digits: 97 − (YYMMDDSSS mod 97), with a leading 2
 * for births from 2000 on.
 */
export function nationalNumber(birthDate: string, sequence: number): string {
  const [year, month, day] = birthDate.split('-');
  if (!year || !month || !day) throw new RangeError(`Not a date: ${birthDate}`);
  const base = `${year.slice(2)}${month}${day}${String(sequence).padStart(3, '0')}`;
  const checked = Number(year) >= 2000 ? `2${base}` : base;
  const check = 97 - Number(BigInt(checked) % 97n);
  return `${base}${String(check).padStart(2, '0')}`;
}

/** "+++xxx/xxxx/xxxxx+++" for an invoice: the tenant's 4-digit code and the invoice number. */
export function invoiceCommunication(tenantCode: number, invoiceNumber: number): string {
  return structuredCommunicationFromNumber(tenantCode * 1_000_000 + invoiceNumber);
}

/** Prefixes of the connection-point EANs (GS1 18 digits) by grid operator. */
const eanPrefixes: Record<string, string> = {
  Fluvius: '541448',
  Sibelga: '541449',
  ORES: '541456',
  RESA: '541454',
  REW: '541453',
  AIEG: '541452',
  AIESH: '541451',
};

/** A connection-point EAN: operator prefix, 11-digit serial, GS1 check digit. */
export function connectionEan(operator: string, serial: number): string {
  const prefix = eanPrefixes[operator] ?? '541440';
  const body = `${prefix}${String(serial).padStart(11, '0')}`;
  return `${body}${gs1CheckDigit(body)}`;
}

/** GS1 check digit: weights 3 and 1 alternating from the rightmost digit of the body. */
export function gs1CheckDigit(body: string): number {
  let sum = 0;
  for (const [index, digit] of [...body].reverse().entries()) {
    sum += Number(digit) * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}
