// Sends one push to a push service (RFC 8030) with web-push's request: the payload encrypted for
// the subscription's keys (RFC 8291, aes128gcm) and a VAPID JWT of the tenant (RFC 8292). The
// request itself goes through fetch, so that its deadline and redirects are ours: no redirect is
// followed (a push service does not redirect; an endpoint that does is not sent further), and
// the whole exchange has PUSH_TIMEOUT_MS. Answers the push service's HTTP status; a network
// failure or the deadline throws.
import webpush from 'web-push';
import type { VapidKeys } from './vapid-keys.ts';

/** How long a push service keeps a message for a browser that is offline: a day, after which
 * news of a notification is better read in the portal. */
export const PUSH_TTL_SECONDS = 24 * 3600;
export const PUSH_TIMEOUT_MS = 10_000;

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushSender = (
  target: PushTarget,
  payload: string,
  vapid: VapidKeys & { subject: string },
) => Promise<number>;

export const sendPush: PushSender = async (target, payload, vapid) => {
  const details = webpush.generateRequestDetails(
    { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
    payload,
    { vapidDetails: vapid, TTL: PUSH_TTL_SECONDS, contentEncoding: 'aes128gcm' },
  );
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch computes the length of the body itself.
    if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
  }
  const response = await fetch(details.endpoint, {
    method: 'POST',
    headers,
    body: details.body === null ? null : new Uint8Array(details.body),
    redirect: 'manual',
    signal: AbortSignal.timeout(PUSH_TIMEOUT_MS),
  });
  await response.body?.cancel();
  return response.status;
};
