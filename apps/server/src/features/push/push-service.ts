// Web-push subscriptions and the tenant's public key (spec §7 POST customers/registerSubscription,
// decisions 037 and 069). A subscription is stored per customer and browser (its
// endpoint) in one tenant, never taken over by another, and ended by its owner;
// the portal sends to push services only, so an endpoint must start with one of the configured
// push services' URLs: a customer cannot make the server post to an address of their choosing.
import { ErrorCode } from '@portal/contract/error-code';
import type {
  PushSubscriptionJson,
  SubscriptionEnded,
  SubscriptionRegistered,
} from '@portal/contract/push';
import { AppError } from '../../platform/errors/app-error.ts';
import { customerOwner, type RequestScope } from '../../platform/scope/request-scope.ts';
import type { ServiceDeps } from '../../platform/service-deps.ts';
import type { TenantRecord } from '../../platform/tenancy/tenant-record.ts';
import { deleteOwnSubscription, saveSubscription } from './push-subscription-repository.ts';
import { vapidPublicKey } from './vapid-keys.ts';

export interface PushService {
  register(
    scope: RequestScope,
    subscription: PushSubscriptionJson,
  ): Promise<SubscriptionRegistered>;
  /** Ends this customer's subscription of the endpoint; the same answer when there was none. */
  unregister(scope: RequestScope, endpoint: string): Promise<SubscriptionEnded>;
  publicKey(tenant: TenantRecord): Promise<string>;
}

/** Whether `endpoint` starts with the prefix; `*.` after the scheme stands for any subdomain
 * (at least one label). */
export function isAllowedEndpoint(endpoint: string, prefixes: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return prefixes.some((prefix) => {
    const wildcard = prefix.match(/^(https?:\/\/)\*\.([^/]+)(\/.*)$/);
    if (!wildcard) return endpoint.startsWith(prefix);
    const [, scheme, host, path] = wildcard;
    return (
      `${url.protocol}//` === scheme &&
      url.host.endsWith(`.${host}`) &&
      url.pathname.startsWith(path ?? '/')
    );
  });
}

export function createPushService(
  deps: Pick<ServiceDeps, 'db' | 'clock' | 'keySealer' | 'config'>,
): PushService {
  const { db, clock, keySealer, config } = deps;
  return {
    async register(scope, subscription) {
      if (!isAllowedEndpoint(subscription.endpoint, config.pushServices)) {
        throw new AppError(ErrorCode.Validation, 'This push service is not supported.', {
          field: 'endpoint',
        });
      }
      const saved = await saveSubscription(
        db,
        customerOwner(scope),
        {
          endpoint: subscription.endpoint,
          p256dh: subscription.keys.p256dh,
          auth: subscription.keys.auth,
          userAgent: scope.client.userAgent.slice(0, 500) || null,
        },
        clock(),
      );
      // The endpoint is another tenant's: refused, so that no tenant takes over another's.
      if (!saved) {
        throw new AppError(
          ErrorCode.Conflict,
          'This browser is subscribed to another portal; subscribe again in this one.',
          { field: 'endpoint' },
        );
      }
      return { registered: true };
    },
    async unregister(scope, endpoint) {
      await deleteOwnSubscription(db, customerOwner(scope), endpoint);
      return { registered: false };
    },
    publicKey: (tenant) => vapidPublicKey(db, keySealer, tenant.id, clock()),
  };
}
