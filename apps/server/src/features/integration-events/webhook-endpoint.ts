// Setting a tenant's webhook endpoint (decision 055), for the `npm run tenant` command: the URL
// (http or https, absolute, no credentials in it) and a signing secret, made here and shown once;
// stored sealed by the realms' key cipher (as a symmetric JWK bound to the tenant), so a database
// dump cannot sign webhooks. Without a URL the tenant's events are for the cursor only.
import { ErrorCode } from '@portal/contract/error-code';
import type { Kysely } from 'kysely';
import { z } from 'zod/mini';
import type { Database } from '../../platform/db/schema.ts';
import { AppError } from '../../platform/errors/app-error.ts';
import { resolvedPublicTarget, TargetRefused } from '../../platform/http/public-address.ts';
import type { KeySealer } from '../../platform/identity/key-sealer.ts';
import {
  findWebhookEndpoint,
  listSealedWebhookSecrets,
  storeWebhookEndpoint,
  updateSealedWebhookSecret,
} from './webhook-endpoint-repository.ts';
import { newWebhookSecret, webhookSecretBytes, webhookSecretOf } from './webhook-signature.ts';

/** The binding of a sealed secret: the tenant, and a kid no realm key has. */
function bindingOf(tenantId: number) {
  return { tenantId, kid: 'webhook-secret' };
}

export function sealWebhookSecret(sealer: KeySealer, tenantId: number, secret: string): string {
  const k = webhookSecretBytes(secret).toString('base64url');
  return sealer.seal({ kty: 'oct', k }, bindingOf(tenantId));
}

export function openWebhookSecret(sealer: KeySealer, tenantId: number, sealed: string): string {
  const { k } = sealer.open(sealed, bindingOf(tenantId));
  if (typeof k !== 'string') throw new Error(`tenant ${tenantId}'s webhook secret is unreadable`);
  return webhookSecretOf(Buffer.from(k, 'base64url'));
}

export const webhookUrlSchema = z
  .url({ protocol: /^https?$/, error: 'The webhook URL must be an http or https URL.' })
  .check(
    z.refine((url) => {
      // Runs after a failed URL check too: an unparsable value is that check's to report.
      const parsed = URL.canParse(url) ? new URL(url) : undefined;
      return parsed === undefined || (parsed.username === '' && parsed.password === '');
    }, 'The webhook URL must not hold a user name or password.'),
  );

export interface WebhookEndpointChange {
  /** The new URL, or null to stop posting. */
  url: string | null;
  /** Make a new secret even if the tenant has one (the old one stops verifying at once). */
  newSecret?: boolean;
}

export interface WebhookEndpointResult {
  url: string | null;
  /** The secret, when one was made by this change: shown once, never readable again. */
  secret: string | null;
}

export interface WebhookEndpoints {
  set(tenantId: number, change: WebhookEndpointChange): Promise<WebhookEndpointResult>;
  /** The URL only (the secret is never shown again). */
  urlOf(tenantId: number): Promise<string | null>;
  /** Seals every stored secret with the current key (`rotate-keys --reseal`). */
  reseal(): Promise<number>;
}

export function createWebhookEndpoints(deps: {
  db: Kysely<Database>;
  keySealer: KeySealer;
  clock: () => Date;
  /** Allows loopback and private targets (WEBHOOK_ALLOW_PRIVATE_TARGETS, decision 067). */
  allowInternalTargets: boolean;
}): WebhookEndpoints {
  const { db, keySealer } = deps;
  return {
    async set(tenantId, change) {
      const at = deps.clock().toISOString();
      if (change.url === null) {
        if (!(await storeWebhookEndpoint(db, tenantId, null, at))) throw unknownTenant();
        return { url: null, secret: null };
      }
      const parsed = webhookUrlSchema.safeParse(change.url);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'The webhook URL is not valid.';
        throw new AppError(ErrorCode.Validation, message, { field: 'webhookUrl' });
      }
      const url = parsed.data;
      await checkTarget(url, deps.allowInternalTargets);
      const store = async (sealedSecret: string) => {
        if (!(await storeWebhookEndpoint(db, tenantId, { url, sealedSecret }, at))) {
          throw unknownTenant();
        }
      };
      const current = await findWebhookEndpoint(db, tenantId);
      // The secret stays when only the URL moves: the receiver keeps verifying.
      if (current && !change.newSecret) {
        await store(current.sealedSecret);
        return { url, secret: null };
      }
      const secret = newWebhookSecret();
      await store(sealWebhookSecret(keySealer, tenantId, secret));
      return { url, secret };
    },
    async urlOf(tenantId) {
      return (await findWebhookEndpoint(db, tenantId))?.url ?? null;
    },
    async reseal() {
      let resealed = 0;
      for (const { tenantId, sealedSecret } of await listSealedWebhookSecrets(db)) {
        if (keySealer.isCurrent(sealedSecret)) continue;
        const secret = openWebhookSecret(keySealer, tenantId, sealedSecret);
        await updateSealedWebhookSecret(
          db,
          tenantId,
          sealWebhookSecret(keySealer, tenantId, secret),
        );
        resealed += 1;
      }
      return resealed;
    },
  };
}

function unknownTenant(): AppError {
  return new AppError(ErrorCode.NotFound, 'The tenant does not exist.');
}

/** The target's name resolved and every address checked; each delivery checks again, so a name
 * that does not resolve yet (its DNS not set up) is accepted here and refused there if need be. */
async function checkTarget(url: string, allowInternal: boolean): Promise<void> {
  try {
    await resolvedPublicTarget(new URL(url).hostname, allowInternal);
  } catch (error) {
    if (!(error instanceof TargetRefused)) return;
    throw new AppError(
      ErrorCode.Validation,
      `The webhook URL names an internal address: ${error.message}.`,
      { field: 'webhookUrl' },
    );
  }
}
