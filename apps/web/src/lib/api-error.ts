// The error every failed API call throws. It carries the envelope's first error (spec §7: a
// non-empty errors array makes the call throw) or, for failures without an envelope (network,
// malformed answer), no server message at all.
import type { ApiError } from '@portal/contract/envelope';
import { ErrorCode } from '@portal/contract/error-code';

export class ApiRequestError extends Error {
  readonly status: number;
  readonly errors: readonly ApiError[];

  constructor(status: number, errors: readonly ApiError[], fallbackMessage: string) {
    super(errors[0]?.message ?? fallbackMessage);
    this.name = 'ApiRequestError';
    this.status = status;
    this.errors = errors;
  }

  /** The server's first error code; undefined when the server never answered with an envelope. */
  get code(): ErrorCode | undefined {
    return this.errors[0]?.code;
  }

  /** Validation errors by input field (`body.postalCode` → `postalCode`), first message each. */
  get fieldErrors(): Record<string, string> {
    const byField: Record<string, string> = {};
    for (const error of this.errors) {
      const field = error.field?.replace(/^(body|query|params)\./, '');
      if (field && !(field in byField)) byField[field] = error.message;
    }
    return byField;
  }

  /** The server's message, when it sent one. */
  get serverMessage(): string | undefined {
    return this.errors[0]?.message;
  }
}

const errorKeys: Record<ErrorCode, string> = {
  [ErrorCode.TenantRequired]: 'common:errors.codes.tenantRequired',
  [ErrorCode.TenantNotFound]: 'common:errors.codes.tenantNotFound',
  [ErrorCode.Validation]: 'common:errors.codes.validation',
  [ErrorCode.Unauthenticated]: 'common:errors.codes.unauthenticated',
  [ErrorCode.Forbidden]: 'common:errors.codes.forbidden',
  [ErrorCode.NotFound]: 'common:errors.codes.notFound',
  [ErrorCode.Conflict]: 'common:errors.codes.conflict',
  [ErrorCode.PayloadTooLarge]: 'common:errors.codes.payloadTooLarge',
  [ErrorCode.UnsupportedMediaType]: 'common:errors.codes.unsupportedMediaType',
  [ErrorCode.RateLimited]: 'common:errors.codes.rateLimited',
  [ErrorCode.ShuttingDown]: 'common:errors.codes.shuttingDown',
  [ErrorCode.Unavailable]: 'common:errors.codes.unavailable',
  [ErrorCode.InvalidCredentials]: 'common:errors.codes.invalidCredentials',
  [ErrorCode.AccountLocked]: 'common:errors.codes.accountLocked',
  [ErrorCode.AccountNotFound]: 'common:errors.codes.accountNotFound',
  [ErrorCode.LinkExpired]: 'common:errors.codes.linkExpired',
  [ErrorCode.LinkUsed]: 'common:errors.codes.linkUsed',
  [ErrorCode.CustomerErased]: 'common:errors.codes.customerErased',
  [ErrorCode.Internal]: 'common:errors.codes.internal',
};

/** The i18n key describing an error, for in-page error states. */
export function errorKeyOf(error: unknown): string {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  return code ? errorKeys[code] : 'common:errors.genericServerError';
}

/** The server answered 404: an unknown id, or one of another customer (it leaks neither). */
export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 404;
}

/**
 * The server refused the address itself (a path parameter out of range or of the wrong form, as
 * a mistyped or truncated link gives): for a page of one record, it names nothing either.
 */
export function isBadAddressError(error: unknown): boolean {
  return (
    error instanceof ApiRequestError &&
    error.code === ErrorCode.Validation &&
    error.errors.length > 0 &&
    error.errors.every((entry) => entry.field?.startsWith('params.') === true)
  );
}
