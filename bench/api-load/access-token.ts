// Access tokens for bench customers, signed by the tenant realm's own current ES256 key and shaped
// like the embedded provider's (typ at+jwt, issuer, audience, client_id, scope), so the server
// verifies them for real. The key is read once; each token is then one signature.
import { randomUUID } from 'node:crypto';
import { importJWK, SignJWT } from 'jose';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../apps/server/src/platform/config/config.ts';
import type { Database } from '../../apps/server/src/platform/db/schema.ts';
import { ensureRealmKeys } from '../../apps/server/src/platform/identity/realm-keys.ts';
import { API_AUDIENCE, issuerOf } from '../../apps/server/src/platform/tenancy/realm-settings.ts';
import type { TenantRecord } from '../../apps/server/src/platform/tenancy/tenant-record.ts';
import { benchKeyCipher } from './bench-config.ts';

/** Long enough for the longest bench run, short enough to look like a real token. */
const tokenLifetimeSeconds = 3600;

export type AccessTokenMinter = (customerId: number) => Promise<string>;

export async function accessTokenMinter(
  config: AppConfig,
  db: Kysely<Database>,
  tenant: TenantRecord,
): Promise<AccessTokenMinter> {
  if (tenant.realm.externalIssuer) throw new Error(`'${tenant.subdomain}' signs in elsewhere`);
  const keys = await ensureRealmKeys(db, benchKeyCipher(), tenant.id, new Date());
  const key = keys.find(
    (candidate) => !candidate.retiredAt && candidate.privateJwk.alg === 'ES256',
  );
  if (!key) throw new Error('the realm has no current ES256 key');
  const privateKey = await importJWK(key.privateJwk, 'ES256');
  const issuer = issuerOf(config, tenant);
  return (customerId) => {
    const now = Math.floor(Date.now() / 1000);
    return new SignJWT({ jti: randomUUID(), scope: 'openid', client_id: 'customer-portal' })
      .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'at+jwt' })
      .setIssuer(issuer)
      .setAudience(API_AUDIENCE)
      .setSubject(String(customerId))
      .setIssuedAt(now)
      .setExpirationTime(now + tokenLifetimeSeconds)
      .sign(privateKey);
  };
}
