// Web push (spec §7 POST customers/registerSubscription): the browser's
// PushSubscription as its toJSON() gives it, and the tenant's public VAPID key the browser
// subscribes with (GET portal/push-key, decision 037).
import { z } from 'zod/mini';

/** The longest endpoint URL kept; the push services' are a few hundred characters. */
export const MAX_PUSH_ENDPOINT_LENGTH = 2048;

/** The push service URL of this browser; the portal sends only to known push services. */
const endpointSchema = z
  .string()
  .check(z.maxLength(MAX_PUSH_ENDPOINT_LENGTH), z.regex(/^https?:\/\/[^\s/?#]+\/\S*$/));

export const pushSubscriptionSchema = z.strictObject({
  endpoint: endpointSchema,
  expirationTime: z.optional(z.nullable(z.number())),
  keys: z.strictObject({
    /** The browser's P-256 public key: base64url of the 65-byte uncompressed point (0x04…). */
    p256dh: z.string().check(z.regex(/^B[A-Za-z0-9_-]{86}$/)),
    /** The 16-byte authentication secret, base64url. */
    auth: z.string().check(z.regex(/^[A-Za-z0-9_-]{22}$/)),
  }),
});
export type PushSubscriptionJson = z.infer<typeof pushSubscriptionSchema>;

/** The answer of registerSubscription ("result not shown"). */
export const subscriptionRegisteredSchema = z.object({ registered: z.literal(true) });
export type SubscriptionRegistered = z.infer<typeof subscriptionRegisteredSchema>;

/** `DELETE customers/registerSubscription` (decision 069): the browser's subscription to end. */
export const pushUnsubscribeSchema = z.strictObject({ endpoint: endpointSchema });
export type PushUnsubscribe = z.infer<typeof pushUnsubscribeSchema>;

/** The answer of the unsubscribe: the same whether there was a subscription of this customer. */
export const subscriptionEndedSchema = z.object({ registered: z.literal(false) });
export type SubscriptionEnded = z.infer<typeof subscriptionEndedSchema>;

/** `GET portal/push-key`: the tenant's public VAPID key (base64url), the browser's
 * applicationServerKey. */
export const pushKeySchema = z.object({ publicKey: z.string() });
export type PushKey = z.infer<typeof pushKeySchema>;
