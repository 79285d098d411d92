// Keys that sign the provider's cookies (session, interaction). They derive from one random secret
// per installation, stored in the database so that every instance signs alike, and differ per
// realm, so a cookie of one tenant's realm is worthless to another's.
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { findOrCreateSecret } from './installation-secret-repository.ts';

const secretName = 'oidc-cookie-secret';

export async function loadCookieSecret(db: Kysely<Database>): Promise<string> {
  return findOrCreateSecret(
    db,
    secretName,
    () => randomBytes(32).toString('base64url'),
    new Date(),
  );
}

export function realmCookieKeys(secret: string, tenantId: number): string[] {
  return [createHmac('sha256', secret).update(`realm-cookies:${tenantId}`).digest('base64url')];
}
