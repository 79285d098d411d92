// What a tenant gets besides its row, lists and logo when `npm run tenant -- create` makes it (or
// `update` changes it), in the command's one transaction (decision 056). Each step writes through
// `context.db`, the transaction, and may return lines for the operator, printed after the commit
// (a secret shown this once). Issue 12's other parts add theirs here: the integration client
// (created: its id and secret, printed once) and the webhook address (created and updated:
// `context.options.webhookUrl`, already validated: https, or http to localhost).
import type { AppConfig } from '../apps/server/src/config.ts';
import { realmKeyCipher } from '../apps/server/src/identity/realm-key-cipher.ts';
import { ensureRealmKeys } from '../apps/server/src/identity/realm-keys.ts';
import { vapidPublicKey } from '../apps/server/src/services/push/vapid-keys.ts';
import type { OnboardingStep } from '../apps/server/src/services/tenants/tenant-onboarding.ts';
import { embeddedIssuer } from '../apps/server/src/tenancy/realm-settings.ts';

export function onboardingSteps(config: AppConfig): OnboardingStep[] {
  const cipher = realmKeyCipher(config);
  return [
    {
      name: 'realm signing keys',
      async created({ db, tenant, now }) {
        const keys = await ensureRealmKeys(db, cipher, tenant.id, now);
        return [
          `realm ${embeddedIssuer(config, tenant.subdomain)}: signing keys ${keys.map((key) => key.kid).join(', ')}`,
        ];
      },
    },
    {
      name: 'web-push (VAPID) keys',
      async created({ db, tenant, now }) {
        await vapidPublicKey(db, cipher, tenant.id, now);
        return ['web-push (VAPID) keys made'];
      },
    },
  ];
}
