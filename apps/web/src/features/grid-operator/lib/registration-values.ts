// The registration form's values and checks (spec §3 labels, §5 national number rule): both
// fields required, the national number checked with its check digits before anything is sent.
// Errors are i18n keys of the gridOperator namespace.
import { isValidNationalNumber } from '@portal/domain/national-number';

export type RegistrationField = 'nationalRegistrationNumber' | 'inspectionCertificateNumber';

export interface RegistrationValues {
  nationalRegistrationNumber: string;
  inspectionCertificateNumber: string;
}

export type RegistrationErrors = Partial<
  Record<RegistrationField, 'required' | 'invalidNationalNumber'>
>;

export function checkRegistration(values: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  const nationalNumber = values.nationalRegistrationNumber.trim();
  if (nationalNumber === '') errors.nationalRegistrationNumber = 'required';
  else if (!isValidNationalNumber(nationalNumber)) {
    errors.nationalRegistrationNumber = 'invalidNationalNumber';
  }
  if (values.inspectionCertificateNumber.trim() === '') {
    errors.inspectionCertificateNumber = 'required';
  }
  return errors;
}

const fields: readonly string[] = [
  'nationalRegistrationNumber',
  'inspectionCertificateNumber',
] satisfies RegistrationField[];

export function isRegistrationField(field: string): field is RegistrationField {
  return fields.includes(field);
}
