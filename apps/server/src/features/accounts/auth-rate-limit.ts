// Per client address limits of the registration and password calls (on top of the link tokens'
// own strength and the per-account limits in the service): mail-sending calls are the tightest,
// so the portal cannot be used to flood inboxes. Counted before the body is read, so a flood of
// malformed requests counts too; shared through Redis when REDIS_URL is set (decision 023).
import type { onRequestAsyncHookHandler } from 'fastify';
import type { AttemptLimits } from '../../platform/cache/attempt-limits.ts';

const windowMs = 15 * 60_000;

export const authRateLimits = {
  /** Calls that send mail. */
  mail: { limit: 5, windowMs },
  /** Calls that set a password. */
  write: { limit: 10, windowMs },
  /** Reading a link's state. */
  read: { limit: 60, windowMs },
};

/** An onRequest hook: at most `limit` calls of route `name` per client address in the window. */
export function perClientAddress(
  limits: AttemptLimits,
  name: string,
  limit: { limit: number; windowMs: number },
): onRequestAsyncHookHandler {
  const rule = { name: `address:${name}`, ...limit };
  return async (request) => {
    await limits.take(rule, request.ip, 'Too many requests, try again later.');
  };
}
