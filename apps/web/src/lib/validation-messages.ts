// Validation messages in the interface language. The contract's zod schemas (shared with the
// server) carry the spec's English messages (§5: 'Email is required', '{field} is required', …);
// the same schema validates here and on the server, so a message from either side is translated
// the same way: known messages by key, '<Field> is required' through the field's label, a length
// limit with its number, anything else as a generic "not valid".
import type { TFunction } from 'i18next';
import type { z } from 'zod/mini';

const knownMessages: Record<string, string> = {
  'Email is required': 'common:validation.emailRequired',
  'Email is not valid': 'common:validation.emailInvalid',
  'Password is required': 'common:validation.passwordRequired',
  'Password must be at least 10 characters': 'common:validation.passwordTooShort',
  'Password must contain a letter': 'common:validation.passwordLetter',
  'Password must contain a digit': 'common:validation.passwordDigit',
  'Phone number is not valid': 'common:validation.phoneInvalid',
  'Postal code is not valid': 'common:validation.postalCodeInvalid',
  'The current password is not correct.': 'common:validation.currentPasswordWrong',
  'The new password must differ from the current one.': 'common:validation.passwordUnchanged',
};

export interface FieldIssue {
  message: string;
  code?: string;
  maximum?: number;
}

/** The message for one field's problem, in the interface language. */
export function translateIssue(t: TFunction, field: string, issue: FieldIssue): string {
  const known = knownMessages[issue.message];
  if (known) return t(known);
  if (/ is required$/.test(issue.message)) {
    return t('common:validation.required', { field: t(`common:fields.${field}`) });
  }
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    return t('common:validation.tooLong', { max: issue.maximum });
  }
  return t('common:validation.invalid');
}

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

/** The first problem of each field, translated; an empty object when the values are valid. */
export function fieldErrorsOf<Field extends string>(
  t: TFunction,
  error: z.core.$ZodError,
): FieldErrors<Field> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (!field || field in errors) continue;
    const maximum =
      issue.code === 'too_big' && typeof issue.maximum === 'number' ? issue.maximum : undefined;
    errors[field] = translateIssue(t, field, { message: issue.message, code: issue.code, maximum });
  }
  return errors as FieldErrors<Field>;
}
