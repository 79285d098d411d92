// An integration client's secret (client_secret_basic), made here and stored sealed with the
// realms' key cipher (decision 053): a database dump or backup does not give it away, and every
// instance can open it for the realm's token endpoint, which compares the plain value. Sealed as
// a symmetric JWK (a secret is a symmetric key) bound to its tenant and client id, in a
// namespace of its own (`integration-client:`), so a sealed secret cannot be passed off as a
// realm key or another client's secret.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema.ts';
import type { KeyBinding, KeySealer } from '../../platform/identity/key-sealer.ts';
import {
  listAllIntegrationSecrets,
  updateSealedIntegrationSecret,
} from './repositories/integration-client-repository.ts';

/** 256 random bits, base64url: nothing to URL-encode in an Authorization: Basic header. */
export function newClientSecret(): string {
  return randomBytes(32).toString('base64url');
}

function bindingOf(tenantId: number, clientId: string): KeyBinding {
  return { tenantId, kid: `integration-client:${clientId}` };
}

export function sealClientSecret(
  sealer: KeySealer,
  tenantId: number,
  clientId: string,
  secret: string,
): string {
  const jwk = { kty: 'oct', k: Buffer.from(secret, 'utf8').toString('base64url') };
  return sealer.seal(jwk, bindingOf(tenantId, clientId));
}

export function openClientSecret(
  sealer: KeySealer,
  tenantId: number,
  clientId: string,
  sealed: string,
): string {
  const jwk = sealer.open(sealed, bindingOf(tenantId, clientId));
  if (jwk.kty !== 'oct' || typeof jwk.k !== 'string') {
    throw new Error(`the secret of integration client ${clientId} is not a sealed secret`);
  }
  return Buffer.from(jwk.k, 'base64url').toString('utf8');
}

/** Seals every integration client's secret with the current key (`npm run rotate-keys --
 * --reseal`, after a change of KEY_ENCRYPTION_KEY). Returns how many were sealed again. */
export async function resealClientSecrets(
  db: Kysely<Database>,
  sealer: KeySealer,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    let resealed = 0;
    for (const stored of await listAllIntegrationSecrets(trx)) {
      if (sealer.isCurrent(stored.sealedSecret)) continue;
      const { tenantId, clientId } = stored;
      const secret = openClientSecret(sealer, tenantId, clientId, stored.sealedSecret);
      const sealedSecret = sealClientSecret(sealer, tenantId, clientId, secret);
      await updateSealedIntegrationSecret(trx, { tenantId, clientId, sealedSecret });
      resealed += 1;
    }
    return resealed;
  });
}
