// DELETE customers/registerSubscription (decision 069): ends this browser's push subscription for
// the signed-in customer; the same answer when the server held none.
import { pushUnsubscribeSchema, subscriptionEndedSchema } from '@portal/contract/push';
import { apiSend } from '../../../lib/api-client';

export function unregisterSubscription(endpoint: string) {
  return apiSend(
    'DELETE',
    'customers/registerSubscription',
    pushUnsubscribeSchema.parse({ endpoint }),
    subscriptionEndedSchema,
    { auth: true },
  );
}
