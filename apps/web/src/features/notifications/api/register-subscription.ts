// POST customers/registerSubscription (spec §7): the browser's push subscription, stored for the
// signed-in customer (the same browser again updates it).
import {
  type PushSubscriptionJson,
  pushSubscriptionSchema,
  subscriptionRegisteredSchema,
} from '@portal/contract/push';
import { apiSend } from '../../../lib/api-client';

/** The subscription as the server takes it; throws when the browser's is incomplete. */
export function subscriptionBody(subscription: PushSubscriptionJSON): PushSubscriptionJson {
  return pushSubscriptionSchema.parse({
    endpoint: subscription.endpoint,
    expirationTime: subscription.expirationTime ?? null,
    keys: { p256dh: subscription.keys?.p256dh, auth: subscription.keys?.auth },
  });
}

export function registerSubscription(subscription: PushSubscriptionJSON) {
  return apiSend(
    'POST',
    'customers/registerSubscription',
    subscriptionBody(subscription),
    subscriptionRegisteredSchema,
    { auth: true },
  );
}
