// What a tenant gets besides its row, lists and logo when `npm run tenant -- create` makes it (or
// `update` changes it), in the command's one transaction (decision 056). Each step writes through
// `context.db`, the transaction, and may return lines for the operator, printed after the commit
// (a secret shown this once): the integration client's id and secret (decision 053), and the
// webhook address with its signing secret (decision 055), each shown once.

import { createWebhookEndpoints } from '../apps/server/src/features/integration-events/index.ts';
import { vapidPublicKey } from '../apps/server/src/features/push/index.ts';
import type {
  OnboardingContext,
  OnboardingStep,
} from '../apps/server/src/features/tenants/index.ts';
import { setTenantIssuer } from '../apps/server/src/features/tenants/index.ts';
import type { AppConfig } from '../apps/server/src/platform/config/config.ts';
import { realmKeyCipher } from '../apps/server/src/platform/identity/realm-key-cipher.ts';
import { ensureRealmKeys } from '../apps/server/src/platform/identity/realm-keys.ts';
import { embeddedIssuer } from '../apps/server/src/platform/tenancy/realm-settings.ts';
import { tenantOrigin } from '../apps/server/src/platform/tenancy/tenant-origin.ts';
import { issueIntegrationClient } from './tenant-integration-client.ts';

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
    {
      name: 'integration client',
      created: ({ db, tenant, now }) => issueIntegrationClient(db, config, tenant, now),
    },
    {
      name: 'external issuer',
      created: (context) => setIssuer(context, config),
      updated: (context) => setIssuer(context, config),
    },
    {
      name: 'webhook address',
      created: (context) => setWebhook(context, cipher, config),
      updated: (context) => setWebhook(context, cipher, config),
    },
  ];
}

/** With --external-issuer (and its client id, checked together): the tenant's customers sign
 * in there; the embedded realm's keys stay, so pointing back (--embedded-issuer) is a
 * configuration change only. */
async function setIssuer(
  { db, tenant, options, cleared, now }: OnboardingContext,
  config: AppConfig,
): Promise<string[]> {
  if (cleared.includes('externalIssuer')) {
    await setTenantIssuer(db, tenant.id, null, now);
    return [`customers sign in at the embedded realm ${embeddedIssuer(config, tenant.subdomain)}`];
  }
  const { externalIssuer, externalClientId } = options;
  if (externalIssuer === undefined || externalClientId === undefined) return [];
  await setTenantIssuer(db, tenant.id, { issuer: externalIssuer, clientId: externalClientId }, now);
  const origin = tenantOrigin(config, tenant.subdomain);
  return [
    `customers sign in at ${externalIssuer} (client ${externalClientId}); that client needs:`,
    `  public, standard flow with PKCE S256, redirect and post-logout URI ${origin}/login, web origin ${origin}`,
    '  an Audience mapper adding urn:portal:api and a customer_id user-attribute mapper',
    '  an access-token lifespan over 15 minutes (the app refreshes 15 minutes before the end)',
  ];
}

/** On create with a URL, and on update when --webhook-url was given: the secret is new only when
 * the tenant had none (a moved URL keeps it, so the receiver keeps verifying). --clear-webhook-url
 * removes the URL and the secret: events are then for the cursor only (what is owed is not
 * posted), and a URL set later comes with a new secret. */
async function setWebhook(
  { db, tenant, options, cleared, now }: OnboardingContext,
  cipher: ReturnType<typeof realmKeyCipher>,
  config: AppConfig,
): Promise<readonly string[]> {
  const endpoints = createWebhookEndpoints({
    db,
    keySealer: cipher,
    clock: () => now,
    allowInternalTargets: config.webhookAllowPrivateTargets,
  });
  if (cleared.includes('webhookUrl')) {
    await endpoints.set(tenant.id, { url: null });
    return ['no webhook: events are for the cursor only'];
  }
  if (options.webhookUrl === undefined) return [];
  const { url, secret } = await endpoints.set(tenant.id, { url: options.webhookUrl });
  return [
    `webhooks go to ${url}`,
    ...(secret ? [`webhook signing secret (shown this once): ${secret}`] : []),
  ];
}
