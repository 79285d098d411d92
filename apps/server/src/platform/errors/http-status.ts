// One place that maps each error code to its HTTP status.
import { ErrorCode } from '@portal/contract/error-code';

export const httpStatusOf: Record<ErrorCode, number> = {
  [ErrorCode.TenantRequired]: 400,
  [ErrorCode.Validation]: 400,
  [ErrorCode.Unauthenticated]: 401,
  [ErrorCode.Forbidden]: 403,
  [ErrorCode.TenantNotFound]: 404,
  [ErrorCode.NotFound]: 404,
  [ErrorCode.Conflict]: 409,
  [ErrorCode.CustomerErased]: 409,
  [ErrorCode.PayloadTooLarge]: 413,
  [ErrorCode.UnsupportedMediaType]: 415,
  [ErrorCode.RateLimited]: 429,
  [ErrorCode.InvalidCredentials]: 401,
  [ErrorCode.AccountLocked]: 429,
  [ErrorCode.AccountNotFound]: 404,
  [ErrorCode.LinkExpired]: 410,
  [ErrorCode.LinkUsed]: 410,
  [ErrorCode.Internal]: 500,
  [ErrorCode.ShuttingDown]: 503,
  [ErrorCode.Unavailable]: 503,
};
