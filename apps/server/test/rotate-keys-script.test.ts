// `npm run rotate-keys` as an operator runs it (scripts/rotate-keys.ts, a
// child process on the configuration's database). `rotate-keys demo` gives the realm new keys,
// sealed with KEY_ENCRYPTION_KEY; after a change of that key, `rotate-keys -- --reseal` (the old
// key in PREVIOUS_KEY_ENCRYPTION_KEYS) seals every stored key and webhook secret again with the
// new one, which then opens them alone, and no private key is in the database in the clear.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createWebhookEndpoints,
  openWebhookSecret,
} from '../src/features/integration-events/webhook-endpoint.ts';
import { findWebhookEndpoint } from '../src/features/integration-events/webhook-endpoint-repository.ts';
import { createRealmKeyCipher } from '../src/platform/identity/realm-key-cipher.ts';
import { listRealmKeys } from '../src/platform/identity/realm-keys.ts';
import { listSigningKeys } from '../src/platform/identity/signing-key-repository.ts';
import { tenantId } from './demo-database.ts';
import { type SpawnedDatabase, spawnedDatabase } from './spawned-portal.ts';

const script = join(import.meta.dirname, '../../../scripts/rotate-keys.ts');

describe('the rotate-keys script', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-rotate-'));
  const oldKey = randomBytes(32);
  const newKey = randomBytes(32);
  let database: SpawnedDatabase;
  beforeAll(async () => {
    database = await spawnedDatabase('sqlite', dataDir);
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const run = (argument: string, keys: { current: Buffer; previous?: Buffer }) => {
    const result = spawnSync(process.execPath, [script, argument], {
      env: {
        PATH: process.env.PATH ?? '',
        ...database.env,
        KEY_ENCRYPTION_KEY: keys.current.toString('base64'),
        ...(keys.previous
          ? { PREVIOUS_KEY_ENCRYPTION_KEYS: keys.previous.toString('base64') }
          : {}),
      },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status, result.stderr).toBe(0);
    return result.stdout;
  };
  const stored = () =>
    database.use(async (db) => {
      const demo = await tenantId(db, 'demo');
      return { demo, keys: await listSigningKeys(db, demo) };
    });

  it('gives a realm new sealed keys, and reseals every key with a new KEY_ENCRYPTION_KEY', async () => {
    expect(run('demo', { current: oldKey })).toContain("realm 'demo': new signing keys");
    const rotated = await stored();
    expect(rotated.keys.length).toBeGreaterThanOrEqual(2);
    expect(rotated.keys.every((key) => key.sealedJwk.startsWith('v1.'))).toBe(true);
    const opened = await database.use((db) =>
      listRealmKeys(db, createRealmKeyCipher(oldKey), rotated.demo),
    );

    // The demo tenant's webhook secret, sealed with the old key (decision 055).
    const webhook = await database.use(async (db) => {
      const demo = await tenantId(db, 'demo');
      const endpoints = createWebhookEndpoints({
        db,
        keySealer: createRealmKeyCipher(oldKey),
        clock: () => new Date(),
      });
      return { demo, ...(await endpoints.set(demo, { url: 'https://erp.example.be/hooks' })) };
    });

    const output = run('--reseal', { current: newKey, previous: oldKey });
    expect(output).toMatch(/^sealed \d+ realm key\(s\) with the current KEY_ENCRYPTION_KEY/);
    expect(output).toContain('sealed 1 webhook secret(s) with the current KEY_ENCRYPTION_KEY');
    const sealedSecret = await database.use(
      async (db) => (await findWebhookEndpoint(db, webhook.demo))?.sealedSecret ?? '',
    );
    expect(openWebhookSecret(createRealmKeyCipher(newKey), webhook.demo, sealedSecret)).toBe(
      webhook.secret,
    );
    const resealed = await stored();
    expect(resealed.keys.map((key) => key.sealedJwk)).not.toEqual(
      rotated.keys.map((key) => key.sealedJwk),
    );
    // No private part in the clear: each key is an AES-GCM box.
    for (const key of resealed.keys) expect(key.sealedJwk).not.toContain('"d"');
    const reopened = await database.use((db) =>
      listRealmKeys(db, createRealmKeyCipher(newKey), resealed.demo),
    );
    expect(reopened.map((key) => key.privateJwk)).toEqual(opened.map((key) => key.privateJwk));
    // The old key alone opens nothing any more.
    await expect(
      database.use((db) => listRealmKeys(db, createRealmKeyCipher(oldKey), resealed.demo)),
    ).rejects.toThrow(/sealed with a key this server does not have/);
  });
});
