// Every error code the API answers with. The server maps each to an HTTP status
// (apps/server/src/platform/errors/http-status.ts); the web app maps each to an i18n key.
export const ErrorCode = {
  TenantRequired: 'TENANT_REQUIRED',
  TenantNotFound: 'TENANT_NOT_FOUND',
  Validation: 'VALIDATION',
  Unauthenticated: 'UNAUTHENTICATED',
  Forbidden: 'FORBIDDEN',
  NotFound: 'NOT_FOUND',
  Conflict: 'CONFLICT',
  PayloadTooLarge: 'PAYLOAD_TOO_LARGE',
  UnsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  RateLimited: 'RATE_LIMITED',
  ShuttingDown: 'SHUTTING_DOWN',
  Unavailable: 'UNAVAILABLE',
  /** Wrong e-mail or password: one message for both, so accounts cannot be discovered. */
  InvalidCredentials: 'INVALID_CREDENTIALS',
  /** Too many failed logins for this account or address; try again later. */
  AccountLocked: 'ACCOUNT_LOCKED',
  /** No account for that e-mail (password reset, spec §8). */
  AccountNotFound: 'ACCOUNT_NOT_FOUND',
  /** A registration or reset link that has expired or was already used. */
  LinkExpired: 'LINK_EXPIRED',
  LinkUsed: 'LINK_USED',
  /** The integration API's write for a customer who erased their account: refused, nothing
   * changed (decision 102). */
  CustomerErased: 'CUSTOMER_ERASED',
  Internal: 'INTERNAL',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
