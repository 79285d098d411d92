import { accountUpdateSchema, type Customer } from '@portal/contract/identity';
import { describe, expect, it } from 'vitest';
import { updateInputOf, valuesOf } from './account-values';

const customer: Customer = {
  id: 1001,
  email: 'jan.peeters@example.be',
  firstName: 'Jan',
  name: 'Peeters',
  phone: null,
  languageCode: 'nl',
  countryCode: 'BE',
  streetAndNumber: 'Zonnestraat 12',
  postalCode: '2000',
  city: 'Antwerpen',
};

describe('account form values', () => {
  it('shows absent fields as empty text and sends an empty phone as no phone', () => {
    const values = valuesOf(customer);
    expect(values.phone).toBe('');
    const parsed = accountUpdateSchema.parse(updateInputOf({ ...values, city: ' Gent ' }));
    expect(parsed).toEqual({
      firstName: 'Jan',
      name: 'Peeters',
      phone: null,
      languageCode: 'nl',
      streetAndNumber: 'Zonnestraat 12',
      postalCode: '2000',
      city: 'Gent',
    });
  });
});
