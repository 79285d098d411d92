// The account form's values: every field as text (an absent phone or address is empty), and back
// to the update the contract validates (an empty phone is no phone).
import type { AccountUpdate, Customer } from '@portal/contract/identity';

export interface AccountValues {
  firstName: string;
  name: string;
  phone: string;
  languageCode: string;
  streetAndNumber: string;
  postalCode: string;
  city: string;
}
export type AccountField = keyof AccountValues;

export function valuesOf(customer: Customer): AccountValues {
  return {
    firstName: customer.firstName,
    name: customer.name,
    phone: customer.phone ?? '',
    languageCode: customer.languageCode,
    streetAndNumber: customer.streetAndNumber ?? '',
    postalCode: customer.postalCode ?? '',
    city: customer.city ?? '',
  };
}

/** The input for accountUpdateSchema (not yet validated). */
export function updateInputOf(values: AccountValues): Record<keyof AccountUpdate, unknown> {
  return { ...values, phone: values.phone.trim() === '' ? null : values.phone };
}
