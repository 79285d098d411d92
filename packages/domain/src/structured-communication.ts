// Belgian structured communication (gestructureerde mededeling), "+++123/4567/89002+++":
// 10 base digits and 2 check digits, the check being base mod 97, or 97 when that is 0.

const BASE_MAX = 9_999_999_999;

function checkOf(base: number): number {
  return base % 97 || 97;
}

/** The 12 digits with the usual wrapping removed (+++, ***, slashes, spaces); null otherwise. */
export function normalizeStructuredCommunication(input: string): string | null {
  const digits = input
    .trim()
    .replace(/^(\+{3}|\*{3})(.*)\1$/, '$2')
    .replace(/[\s/]/g, '');
  return /^\d{12}$/.test(digits) ? digits : null;
}

export function isValidStructuredCommunication(input: string): boolean {
  const digits = normalizeStructuredCommunication(input);
  if (digits === null) return false;
  return checkOf(Number(digits.slice(0, 10))) === Number(digits.slice(10));
}

/** "+++123/4567/89002+++" from 12 digits in any accepted form; the input unchanged otherwise. */
export function formatStructuredCommunication(input: string): string {
  const d = normalizeStructuredCommunication(input);
  if (d === null) return input;
  return `+++${d.slice(0, 3)}/${d.slice(3, 7)}/${d.slice(7)}+++`;
}

/**
 * The communication for a base number (e.g. an invoice id), left-padded to 10 digits. Throws a
 * RangeError for a base that is not an integer from 0 to 9 999 999 999: that is a caller's bug,
 * not customer input.
 */
export function structuredCommunicationFromNumber(base: number): string {
  if (!Number.isInteger(base) || base < 0 || base > BASE_MAX) {
    throw new RangeError(`Structured communication base out of range: ${base}`);
  }
  const check = String(checkOf(base)).padStart(2, '0');
  return formatStructuredCommunication(`${String(base).padStart(10, '0')}${check}`);
}
