// Takes a customer's name, e-mail, phone and address out of a stored JSON value (an integration
// event's data), keeping its shape and every id: a string that holds one of them becomes
// "[erased]". Pure.
export const ERASED = '[erased]';

/** The texts to look for: each of at least two characters, compared case-insensitively. */
export function personalTexts(customer: {
  email: string;
  firstName: string;
  name: string;
  phone: string | null;
  streetAndNumber: string | null;
  nationalRegistrationNumber: string | null;
}): string[] {
  return [
    customer.email,
    customer.firstName,
    customer.name,
    customer.phone,
    customer.streetAndNumber,
    customer.nationalRegistrationNumber,
  ].flatMap((text) => (text && text.trim().length >= 2 ? [text.trim().toLowerCase()] : []));
}

export function redactPersonalData(value: unknown, texts: readonly string[]): unknown {
  if (typeof value === 'string') {
    const lower = value.toLowerCase();
    return texts.some((text) => lower.includes(text)) ? ERASED : value;
  }
  if (Array.isArray(value)) return value.map((item) => redactPersonalData(item, texts));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, redactPersonalData(item, texts)]),
    );
  }
  return value;
}
