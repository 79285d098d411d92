// Checks a webhook as the Standard Webhooks convention says (decision 055): the signature is
// `v1,` + base64 HMAC-SHA256, keyed with the base64 part of the `whsec_…` secret, of
// `{webhook-id}.{webhook-timestamp}.{body}`; several may be given, space-separated (while a
// secret is rotated). A timestamp more than five minutes off is refused, so a captured request
// cannot be replayed later; a receiver also drops ids it has seen (webhook-receiver.ts).
import { createHmac, timingSafeEqual } from 'node:crypto';

const TOLERANCE_SECONDS = 5 * 60;

export interface WebhookHeaders {
  id: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
}

/** Why the webhook is refused, or undefined when it is genuine. */
export function webhookProblem(
  secret: string,
  headers: WebhookHeaders,
  body: string,
  now = new Date(),
): string | undefined {
  const { id, timestamp, signature } = headers;
  if (!id || !timestamp || !signature) return 'webhook-id, -timestamp and -signature are required';
  const seconds = Number(timestamp);
  if (!Number.isInteger(seconds)) return 'webhook-timestamp is not whole seconds';
  if (Math.abs(now.getTime() / 1000 - seconds) > TOLERANCE_SECONDS) return 'too old or too new';
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest();
  const matches = signature.split(' ').some((candidate) => {
    const [version, value] = candidate.split(',');
    if (version !== 'v1' || !value) return false;
    const given = Buffer.from(value, 'base64');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
  return matches ? undefined : 'no signature matches';
}
