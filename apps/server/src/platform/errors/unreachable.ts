// Whether an error means a service the portal depends on (the database) could not be reached or
// dropped the connection: the request did not happen and can be tried again, so the answer is a
// 503 with Retry-After, not a 500 (decision 024). Read from the error and its causes.

/** Socket errors of a connection refused, reset or timed out. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH']);
/** PostgreSQL: shutting down (57P01-03) and connection exceptions (class 08). */
const postgresUnavailable = /^(57P0[123]|08[0-9A-Z]{3})$/;
/** What node-postgres says when it loses or cannot get a connection (it sets no code then). */
const poolMessages =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

export function isUnreachable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; depth += 1) {
    const code = 'code' in current && typeof current.code === 'string' ? current.code : '';
    if (socketCodes.has(code) || postgresUnavailable.test(code)) return true;
    if (poolMessages.test(current.message)) return true;
    current = current.cause;
  }
  return false;
}

/** How long a client should wait before trying again after a 503. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 5;
