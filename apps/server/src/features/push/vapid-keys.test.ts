// Each tenant's VAPID keys: made once per tenant (a second start makes none), the private key
// stored sealed and bound to its tenant, opening to the pair of the stored public key; sealed
// again with a new KEY_ENCRYPTION_KEY by the reseal.
import { createECDH, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/databases.ts';
import { createRealmKeyCipher } from '../../platform/identity/realm-key-cipher.ts';
import { ensureEveryTenantHasVapidKeys, resealVapidKeys, vapidKeys } from './vapid-keys.ts';

describe('VAPID keys', () => {
  let database: TestDatabase;
  const now = new Date('2026-11-21T09:00:00Z');
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    for (const subdomain of ['one', 'two']) {
      await database.handle.db
        .insertInto('tenants')
        .values({
          subdomain,
          name: subdomain,
          default_language: 'nl',
          portal_config: '{}',
          realm_name: subdomain,
          realm_client_id: 'customer-portal',
          created_at: now.toISOString(),
          updated_at: now.toISOString(),
        })
        .execute();
    }
  });
  afterAll(() => database.drop());

  it('are made once per tenant, sealed, and open to a matching pair; a reseal changes the seal', async () => {
    const { db } = database.handle;
    const sealer = createRealmKeyCipher(oldKey);
    expect(await ensureEveryTenantHasVapidKeys(db, sealer, now)).toBe(2);
    expect(await ensureEveryTenantHasVapidKeys(db, sealer, now)).toBe(0);
    const rows = await db.selectFrom('push_vapid_keys').selectAll().orderBy('tenant_id').execute();
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    if (!first || !second) throw new Error('no keys');
    expect(first.public_key).not.toBe(second.public_key);
    expect(first.sealed_private_key).toMatch(/^v1\./);

    const opened = await vapidKeys(db, sealer, first.tenant_id, now);
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(Buffer.from(opened.privateKey, 'base64url'));
    expect(ecdh.getPublicKey().toString('base64url')).toBe(first.public_key);
    // Bound to its tenant: another tenant's row cannot be opened as this one's.
    expect(() =>
      sealer.open(first.sealed_private_key, { tenantId: second.tenant_id, kid: first.kid }),
    ).toThrow();

    const rotated = createRealmKeyCipher(newKey, [oldKey]);
    expect(await resealVapidKeys(db, rotated)).toBe(2);
    expect(await resealVapidKeys(db, rotated)).toBe(0);
    const again = await vapidKeys(db, createRealmKeyCipher(newKey), first.tenant_id, now);
    expect(again).toEqual(opened);
  });
});
