// At most a few heavy uploads of one customer are received at once (ticket photos: up to ten
// of 15 MB each; routes that say `heavyUpload` in their config). A signature (2 MB, 4 megapixels)
// is not counted: its repeats must reach the idempotency scope, which answers them all alike.
// The image pool bounds the whole process (decision 067); this bounds one customer's share of it, so a script posting photos in a loop gets 429 with
// Retry-After instead of filling the pool's queue ahead of every other customer. The app sends
// one upload at a time; two leave room for a second tab.
import { ErrorCode } from '@portal/contract/error-code';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error.ts';

export const UPLOADS_PER_CUSTOMER_AT_ONCE = 2;

/** Registered after the authentication hook, in the customer API's scope (api.ts). */
export function limitUploadsPerCustomer(
  app: FastifyInstance,
  limit = UPLOADS_PER_CUSTOMER_AT_ONCE,
): void {
  const inFlight = new Map<string, number>();
  const counted = new WeakSet<FastifyRequest>();
  const keyOf = (request: FastifyRequest) =>
    `${request.scope.tenant.id}:${request.scope.customerId}`;
  const release = (request: FastifyRequest) => {
    if (!counted.has(request)) return;
    counted.delete(request);
    const key = keyOf(request);
    const left = (inFlight.get(key) ?? 1) - 1;
    if (left > 0) inFlight.set(key, left);
    else inFlight.delete(key);
  };
  app.addHook('onRequest', async (request) => {
    if (!request.routeOptions.config.heavyUpload) return;
    const key = keyOf(request);
    const current = inFlight.get(key) ?? 0;
    if (current >= limit) {
      throw new AppError(
        ErrorCode.RateLimited,
        'Another upload of yours is still being received; try again when it is done.',
        { retryAfterMs: 2_000 },
      );
    }
    inFlight.set(key, current + 1);
    counted.add(request);
  });
  app.addHook('onResponse', async (request) => release(request));
  app.addHook('onRequestAbort', async (request) => release(request));
}
