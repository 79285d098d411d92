// The one error type of the API. Services and routes throw it; the global error handler turns it
// into the spec's envelope with the HTTP status of its code. Never put internals in `message`:
// it is shown to the customer.
import type { ErrorCode } from '@portal/contract/error-code';

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly field: string | undefined;
  /** When to try again, for a refusal that passes (a rate limit): sent as Retry-After. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    code: ErrorCode,
    message: string,
    options: { field?: string; cause?: unknown; retryAfterMs?: number } = {},
  ) {
    super(message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.field = options.field;
    this.retryAfterSeconds =
      options.retryAfterMs === undefined
        ? undefined
        : Math.max(1, Math.ceil(options.retryAfterMs / 1000));
  }
}
