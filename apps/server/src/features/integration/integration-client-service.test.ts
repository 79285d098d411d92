// The integration client service on both databases (decisions 053, 075): a secret shown once and
// stored as its hash only, never listed; keys checked before anything is stored; rotation (the
// old secret refused at once), disabling and `isActive` (cached, a disable here seen at once);
// each tenant sees only its own clients; a secret sealed before hashing becomes its hash, once.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { ErrorCode } from '@portal/contract/error-code';
import { exportJWK, generateKeyPair } from 'jose';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase, testDialects } from '../../../test/databases.ts';
import type { Database } from '../../platform/db/schema.ts';
import { createRealmKeyCipher } from '../../platform/identity/realm-key-cipher.ts';
import {
  hashClientSecret,
  hashSealedClientSecrets,
  openSealedClientSecret,
  sealClientSecretForTest,
} from './client-secret.ts';
import {
  createIntegrationClientService,
  type IntegrationClientInput,
} from './integration-client-service.ts';

const now = new Date('2026-11-21T09:00:00Z');

async function insertTenant(db: Kysely<Database>, subdomain: string): Promise<number> {
  const row = await db
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
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function storedRows(db: Kysely<Database>) {
  return db.selectFrom('integration_clients').selectAll().orderBy('id').execute();
}

describe.each(testDialects())('integration client service on %s', (dialect) => {
  let database: TestDatabase;
  let db: Kysely<Database>;
  let one: number;
  let two: number;
  const kek = randomBytes(32);
  const sealer = createRealmKeyCipher(kek);
  const service = () => createIntegrationClientService({ db, clock: () => now });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    db = database.handle.db;
    one = await insertTenant(db, 'one');
    two = await insertTenant(db, 'two');
  });
  afterAll(() => database.drop());

  it('shows a new secret once, stores only its hash, and lists the client without it', async () => {
    const clients = service();
    const issued = await clients.createIntegrationClient(one, {
      name: '  Odoo  ',
      scopes: ['customers:read', 'sales:write', 'customers:read'],
    });
    if (issued.authMethod !== 'client_secret_basic') throw new Error('expected a secret');
    expect(issued.clientId).toMatch(/^integration-[0-9a-f]{20}$/);
    expect(issued.secret).toMatch(/^[\w-]{43}$/);

    const row = (await storedRows(db)).find((stored) => stored.client_id === issued.clientId);
    expect(row).toMatchObject({
      tenant_id: one,
      name: 'Odoo',
      auth_method: 'client_secret_basic',
      scopes: 'customers:read sales:write',
      created_at: now.toISOString(),
      jwks: null,
      disabled_at: null,
    });
    // A hash, not the secret nor anything the key-encryption key opens.
    const stored = row?.secret_hash ?? '';
    expect(stored).toBe(hashClientSecret(issued.secret));
    expect(stored).toMatch(/^sha256\$[\w-]{43}$/);
    expect(stored).not.toContain(issued.secret);
    expect(() => openSealedClientSecret(sealer, one, issued.clientId, stored)).toThrow();

    // Other tests of this file add clients to the same tenants: this one is found by its id.
    const listed = await clients.list(one);
    expect(listed.filter((client) => client.clientId === issued.clientId)).toEqual([
      {
        clientId: issued.clientId,
        name: 'Odoo',
        authMethod: 'client_secret_basic',
        scopes: ['customers:read', 'sales:write'],
        keyIds: [],
        createdAt: now.toISOString(),
        secretRotatedAt: null,
        disabledAt: null,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(issued.secret);
    expect((await clients.list(two)).map((client) => client.clientId)).not.toContain(
      issued.clientId,
    );
    expect(await clients.credentialsFor(one, issued.clientId, issued.secret)).toEqual({
      clientId: issued.clientId,
      name: 'Odoo',
      scopes: ['customers:read', 'sales:write'],
      auth: { method: 'client_secret_basic', secret: issued.secret },
    });
    // A wrong or missing secret gets a random one back, which no request presents.
    for (const presented of [`${issued.secret}x`, undefined]) {
      const wrong = await clients.credentialsFor(one, issued.clientId, presented);
      expect(wrong?.auth.method).toBe('client_secret_basic');
      expect(wrong?.auth).not.toEqual({ method: 'client_secret_basic', secret: issued.secret });
      expect(wrong?.auth).not.toEqual({ method: 'client_secret_basic', secret: presented });
    }
    expect(await clients.credentialsFor(two, issued.clientId, issued.secret)).toBeUndefined();
  });

  it('registers public keys for private_key_jwt, and stores nothing secret', async () => {
    const { publicKey } = await generateKeyPair('ES256');
    const jwk = { ...(await exportJWK(publicKey)), kid: 'erp-1', alg: 'ES256', use: 'sig' };
    const clients = service();
    const issued = await clients.createIntegrationClient(two, {
      name: 'SAP',
      scopes: ['events:read'],
      jwks: { keys: [jwk] },
    });
    expect(issued).toEqual({ clientId: issued.clientId, authMethod: 'private_key_jwt' });
    const row = (await storedRows(db)).find((stored) => stored.client_id === issued.clientId);
    expect(row?.secret_hash).toBeNull();
    expect(JSON.parse(row?.jwks ?? '{}')).toEqual({ keys: [jwk] });
    expect(
      (await clients.list(two)).find((client) => client.clientId === issued.clientId),
    ).toMatchObject({
      authMethod: 'private_key_jwt',
      keyIds: ['erp-1'],
    });
    const rotation = clients.rotateSecret(two, issued.clientId);
    await expect(rotation).rejects.toMatchObject({ code: ErrorCode.Conflict, field: 'clientId' });

    // Its keys are replaced, checked like a new client's.
    const { publicKey: next } = await generateKeyPair('ES256');
    const nextJwk = { ...(await exportJWK(next)), kid: 'erp-2' };
    await clients.replaceKeys(two, issued.clientId, { keys: [nextJwk] });
    const replaced = (await clients.list(two)).find(
      (client) => client.clientId === issued.clientId,
    );
    expect(replaced?.keyIds).toEqual(['erp-2']);
    const credentials = await clients.credentialsFor(two, issued.clientId, undefined);
    expect(credentials?.auth).toEqual({ method: 'private_key_jwt', jwks: { keys: [nextJwk] } });
    const secretOnly = { ...nextJwk, d: 'AAAA' };
    await expect(
      clients.replaceKeys(two, issued.clientId, { keys: [secretOnly] }),
    ).rejects.toMatchObject({ code: ErrorCode.Validation, field: 'jwks.keys.0' });
    await expect(
      clients.replaceKeys(one, issued.clientId, { keys: [nextJwk] }),
    ).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
  });

  it('refuses bad input by field, and stores nothing', async () => {
    const clients = service();
    const before = (await storedRows(db)).length;
    const { privateKey } = await generateKeyPair('ES256', { extractable: true });
    const privateJwk = { ...(await exportJWK(privateKey)), kid: 'leaked' };
    // jose will not make one this short; node:crypto will.
    const { publicKey: rsa } = generateKeyPairSync('rsa', { modulusLength: 1024 });
    const weakRsa = { ...rsa.export({ format: 'jwk' }), kid: 'weak' };
    const cases: [unknown, string][] = [
      [{ name: '', scopes: ['customers:read'] }, 'name'],
      [{ name: 'ERP', scopes: [] }, 'scopes'],
      [{ name: 'ERP', scopes: ['customers:delete'] }, 'scopes.0'],
      [{ name: 'ERP', scopes: ['openid'] }, 'scopes.0'],
      [{ name: 'ERP', scopes: ['sales:read'], jwks: { keys: [privateJwk] } }, 'jwks.keys.0'],
      [{ name: 'ERP', scopes: ['sales:read'], jwks: { keys: [weakRsa] } }, 'jwks.keys.0'],
      [{ name: 'ERP', scopes: ['sales:read'], jwks: { keys: [] } }, 'jwks.keys'],
      [
        {
          name: 'ERP',
          scopes: ['sales:read'],
          jwks: { keys: [{ kty: 'oct', k: 'c2VjcmV0', kid: 'a' }] },
        },
        'jwks.keys.0.kty',
      ],
      [{ name: 'ERP', scopes: ['sales:read'], extra: true }, ''],
    ];
    for (const [input, field] of cases) {
      // Input from a command line or a file: the service checks what the types cannot.
      const attempt = clients.createIntegrationClient(one, input as IntegrationClientInput);
      await expect(attempt, JSON.stringify(input)).rejects.toMatchObject({
        code: ErrorCode.Validation,
        ...(field ? { field } : {}),
      });
    }
    expect((await storedRows(db)).length).toBe(before);
  });

  it('rotates a secret: the new one authenticates, the old one at once no more', async () => {
    const clients = service();
    const issued = await clients.createIntegrationClient(one, {
      name: 'ERP',
      scopes: ['billing:write'],
    });
    if (issued.authMethod !== 'client_secret_basic') throw new Error('expected a secret');
    const rotated = await clients.rotateSecret(one, issued.clientId);
    expect(rotated).not.toBe(issued.secret);
    const credentials = await clients.credentialsFor(one, issued.clientId, rotated);
    expect(credentials?.auth).toEqual({ method: 'client_secret_basic', secret: rotated });
    const old = await clients.credentialsFor(one, issued.clientId, issued.secret);
    expect(old?.auth).not.toEqual({ method: 'client_secret_basic', secret: issued.secret });
    expect((await clients.list(one)).find((c) => c.clientId === issued.clientId)).toMatchObject({
      secretRotatedAt: now.toISOString(),
    });
    // A secret client has no keys to replace.
    await expect(clients.replaceKeys(one, issued.clientId, { keys: [] })).rejects.toMatchObject({
      code: ErrorCode.Validation,
      field: 'jwks.keys',
    });
    const { publicKey } = await generateKeyPair('ES256');
    const keys = [{ ...(await exportJWK(publicKey)), kid: 'k' }];
    await expect(clients.replaceKeys(one, issued.clientId, { keys })).rejects.toMatchObject({
      code: ErrorCode.Conflict,
    });
    // Another tenant's client is not found here, whatever its id.
    await expect(clients.rotateSecret(two, issued.clientId)).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
  });

  it('disables a client: no credentials, not active, no rotation; the answer is cached elsewhere', async () => {
    const here = service();
    const elsewhere = service();
    const issued = await here.createIntegrationClient(one, { name: 'ERP', scopes: ['care:read'] });
    expect(await here.isActive(one, issued.clientId)).toBe(true);
    expect(await elsewhere.isActive(one, issued.clientId)).toBe(true);
    expect(await here.isActive(two, issued.clientId)).toBe(false);

    await here.disable(one, issued.clientId);
    // Seen at once where it was disabled; another instance's cache answers until it ages out.
    expect(await here.isActive(one, issued.clientId)).toBe(false);
    expect(await elsewhere.isActive(one, issued.clientId)).toBe(true);
    expect(await service().isActive(one, issued.clientId)).toBe(false);

    expect(await here.credentialsFor(one, issued.clientId, undefined)).toBeUndefined();
    await expect(here.rotateSecret(one, issued.clientId)).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
    const listed = (await here.list(one)).find((c) => c.clientId === issued.clientId);
    expect(listed?.disabledAt).toBe(now.toISOString());
    // Twice is harmless and keeps the first time; an unknown client is named.
    await here.disable(one, issued.clientId);
    await expect(here.disable(one, 'integration-unknown')).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
    await expect(here.disable(two, issued.clientId)).rejects.toMatchObject({
      code: ErrorCode.NotFound,
    });
  });

  it('turns a secret sealed before hashing into its hash, once', async () => {
    const issued = await service().createIntegrationClient(two, {
      name: 'ERP',
      scopes: ['monitoring:write'],
    });
    if (issued.authMethod !== 'client_secret_basic') throw new Error('expected a secret');
    // The row as a server before hashing left it: the secret sealed with the key.
    const secret = 'a-secret-sealed-before-hashing-0123456789AB';
    await db
      .updateTable('integration_clients')
      .set({ secret_hash: sealClientSecretForTest(sealer, two, issued.clientId, secret) })
      .where('client_id', '=', issued.clientId)
      .execute();
    const rowOf = async () =>
      (await storedRows(db)).find((row) => row.client_id === issued.clientId);
    expect((await rowOf())?.secret_hash).toMatch(/^v1\./);

    expect(await hashSealedClientSecrets(db, sealer)).toBe(1);
    expect((await rowOf())?.secret_hash).toBe(hashClientSecret(secret));
    // Idempotent: the next start-up changes nothing.
    expect(await hashSealedClientSecrets(db, sealer)).toBe(0);
    const credentials = await service().credentialsFor(two, issued.clientId, secret);
    expect(credentials?.auth).toEqual({ method: 'client_secret_basic', secret });
  });
});
