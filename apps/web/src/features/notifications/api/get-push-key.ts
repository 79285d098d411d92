// GET portal/push-key (decision 037): the tenant's public VAPID key, which the browser subscribes
// with. Public; asked for only when the customer accepts the push dialog.
import { pushKeySchema } from '@portal/contract/push';
import { apiGet } from '../../../lib/api-client';

export async function getPushKey(): Promise<string> {
  return (await apiGet('portal/push-key', pushKeySchema)).publicKey;
}
