// The signer against the Standard Webhooks reference implementation (the `standardwebhooks`
// package): its verifier accepts what we sign, and refuses it when body, id, timestamp or secret
// differ; its own signer makes the same signature.
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import {
  newWebhookSecret,
  signWebhook,
  webhookHeaders,
  webhookSecretBytes,
  webhookSecretOf,
} from './webhook-signature.ts';

const body = JSON.stringify({ id: 7, type: 'offer.signed', data: { offerId: 3 } });

describe('webhook signatures', () => {
  it('are verified by the standardwebhooks package', () => {
    const secret = newWebhookSecret();
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders(secret, { id: 'evt_7', timestamp, body });
    expect(headers['webhook-signature']).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  });

  it('are refused when the body, the id, the timestamp or the secret differ', () => {
    const secret = newWebhookSecret();
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = webhookHeaders(secret, { id: 'evt_7', timestamp, body });
    const verifier = new Webhook(secret);
    expect(() => verifier.verify(`${body} `, headers)).toThrow(WebhookVerificationError);
    expect(() => verifier.verify(body, { ...headers, 'webhook-id': 'evt_8' })).toThrow(
      WebhookVerificationError,
    );
    const later = String(timestamp + 1);
    expect(() => verifier.verify(body, { ...headers, 'webhook-timestamp': later })).toThrow(
      WebhookVerificationError,
    );
    expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow(
      WebhookVerificationError,
    );
  });

  it('equal the reference signer’s, and the secret keeps its bytes', () => {
    const secret = newWebhookSecret();
    expect(webhookSecretBytes(secret)).toHaveLength(32);
    expect(webhookSecretOf(webhookSecretBytes(secret))).toBe(secret);
    const at = new Date('2026-11-21T09:00:00Z');
    const message = { id: 'evt_1', timestamp: at.getTime() / 1000, body };
    expect(signWebhook(secret, message)).toBe(new Webhook(secret).sign('evt_1', at, body));
  });
});
