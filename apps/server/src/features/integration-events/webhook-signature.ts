// Signing after the Standard Webhooks convention (standardwebhooks.com): the secret is `whsec_`
// and the base64 of its bytes; the signature is `v1,` and the base64 of HMAC-SHA256 over
// `{webhook-id}.{webhook-timestamp}.{body}`. The test verifies it with the `standardwebhooks`
// package's own verifier.
import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new secret: 32 random bytes. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

export function webhookSecretBytes(secret: string): Buffer {
  if (!secret.startsWith(PREFIX)) throw new Error('a webhook secret starts with whsec_');
  return Buffer.from(secret.slice(PREFIX.length), 'base64');
}

export function webhookSecretOf(bytes: Uint8Array): string {
  return `${PREFIX}${Buffer.from(bytes).toString('base64')}`;
}

export interface SignedMessage {
  id: string;
  /** Seconds since the epoch: the moment of this attempt. */
  timestamp: number;
  body: string;
}

export function signWebhook(secret: string, message: SignedMessage): string {
  const mac = createHmac('sha256', webhookSecretBytes(secret))
    .update(`${message.id}.${message.timestamp}.${message.body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/** The three headers of a signed request. */
export function webhookHeaders(secret: string, message: SignedMessage): Record<string, string> {
  return {
    'webhook-id': message.id,
    'webhook-timestamp': String(message.timestamp),
    'webhook-signature': signWebhook(secret, message),
  };
}
