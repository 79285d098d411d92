import { accountUpdateSchema, loginSchema } from '@portal/contract/identity';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, startI18n } from './i18n';
import { fieldErrorsOf, translateIssue } from './validation-messages';

describe('validation messages', () => {
  beforeAll(async () => {
    await startI18n('', 'en');
    await i18n.loadNamespaces('common');
  });

  it('gives the spec messages for the login form in every language', async () => {
    const empty = loginSchema.safeParse({ email: '', password: '' });
    const invalid = loginSchema.safeParse({ email: 'jan', password: 'x' });
    if (empty.success || invalid.success) throw new Error('expected failures');
    await i18n.changeLanguage('en');
    expect(fieldErrorsOf(i18n.t, empty.error)).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    });
    expect(fieldErrorsOf(i18n.t, invalid.error)).toEqual({ email: 'Email is not valid' });
    await i18n.changeLanguage('fr');
    expect(fieldErrorsOf(i18n.t, empty.error).email).toBe('L’adresse e-mail est obligatoire');
    await i18n.changeLanguage('nl');
    expect(fieldErrorsOf(i18n.t, invalid.error).email).toBe('E-mailadres is niet geldig');
  });

  it("says '{field} is required' with the field's label, and translates length limits", async () => {
    await i18n.changeLanguage('en');
    const result = accountUpdateSchema.safeParse({
      firstName: '',
      name: 'x'.repeat(101),
      phone: null,
      languageCode: 'nl',
      streetAndNumber: 'Zonnestraat 1',
      postalCode: '2000',
      city: '',
    });
    if (result.success) throw new Error('expected a failure');
    expect(fieldErrorsOf(i18n.t, result.error)).toEqual({
      firstName: 'First name is required',
      name: 'At most 100 characters',
      city: 'City is required',
    });
    expect(translateIssue(i18n.t, 'postalCode', { message: 'must match pattern' })).toBe(
      'This value is not valid',
    );
  });
});
