// Per-address limits of the registration and password calls (on top of the link tokens' own
// strength): mail-sending calls are the tightest, so the portal cannot be used to flood inboxes.
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';

const window = '15 minutes';

export const authRateLimits = {
  /** Calls that send mail. */
  mail: { rateLimit: { max: 5, timeWindow: window } },
  /** Calls that set a password. */
  write: { rateLimit: { max: 10, timeWindow: window } },
  /** Reading a link's state. */
  read: { rateLimit: { max: 60, timeWindow: window } },
};

/** Enables rate limiting for the routes of this plugin context that name a limit. */
export async function enableAuthRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(fastifyRateLimit, { global: false });
}
