// The integration API's answer to a body naming, by its back-office id (or another key the back
// office knows it by), a record that does not exist: 400 on the field that names it.
import { ErrorCode } from '@portal/contract/error-code';
import { AppError } from '../../platform/errors/app-error.ts';

export const unknownReference = (field: string, what: string, key = 'external id') =>
  new AppError(ErrorCode.Validation, `${field}: no ${what} with this ${key}.`, { field });
