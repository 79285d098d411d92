// The realms' private signing keys are sealed before they are stored: whoever reads a
// database dump or backup cannot sign tokens. AES-256-GCM with a key from configuration
// (KEY_ENCRYPTION_KEY), or, in the embedded default, a key generated once into DATA_DIR, apart
// from the database file. Each sealed value names the key that sealed it (the first bytes of its
// SHA-256) and is bound to its realm and key id (additional data), so a sealed key cannot be
// moved to another realm's row. Values stored in plain JSON before this change are still read;
// `npm run rotate-keys -- --reseal` seals them, and re-seals after a change of key.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { JWK } from 'jose';
import type { AppConfig } from '../config/config.ts';

export interface RealmKeyBinding {
  tenantId: number;
  kid: string;
}

export interface RealmKeyCipher {
  seal(jwk: JWK, binding: RealmKeyBinding): string;
  open(stored: string, binding: RealmKeyBinding): JWK;
  /** Whether a stored value is sealed with the current key (else it needs a reseal). */
  isCurrent(stored: string): boolean;
}

const VERSION = 'v1';
const KEY_FILE = 'realm-key-encryption.key';

function keyIdOf(key: Uint8Array): string {
  return createHash('sha256').update(key).digest('base64url').slice(0, 8);
}

function additionalData({ tenantId, kid }: RealmKeyBinding): Buffer {
  return Buffer.from(`realm-key:${tenantId}:${kid}`);
}

/** Seals with `current`; opens values sealed with it or with any of `previous`. */
export function createRealmKeyCipher(
  current: Uint8Array,
  previous: readonly Uint8Array[] = [],
): RealmKeyCipher {
  const keys = new Map([current, ...previous].map((key) => [keyIdOf(key), key]));
  const currentId = keyIdOf(current);
  return {
    seal(jwk, binding) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', current, iv);
      cipher.setAAD(additionalData(binding));
      const sealed = Buffer.concat([cipher.update(JSON.stringify(jwk), 'utf8'), cipher.final()]);
      const parts = [iv, sealed, cipher.getAuthTag()].map((part) => part.toString('base64url'));
      return [VERSION, currentId, ...parts].join('.');
    },
    open(stored, binding) {
      // Stored before keys were sealed: plain JSON, read as it is until the next reseal.
      if (stored.startsWith('{')) return JSON.parse(stored) as JWK;
      const [version, keyId = '', iv = '', sealed = '', tag = ''] = stored.split('.');
      const key = keys.get(keyId);
      if (version !== VERSION || !key) {
        throw new Error(`realm key ${binding.kid} is sealed with a key this server does not have`);
      }
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(additionalData(binding));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      const plain = Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]);
      return JSON.parse(plain.toString('utf8')) as JWK;
    },
    isCurrent(stored) {
      return stored.startsWith(`${VERSION}.${currentId}.`);
    },
  };
}

/** The cipher of this configuration: KEY_ENCRYPTION_KEY, else the key file in DATA_DIR (made
 * on first use, readable by this user only). */
export function realmKeyCipher(
  config: Pick<AppConfig, 'keyEncryptionKey' | 'previousKeyEncryptionKeys' | 'dataDir'>,
): RealmKeyCipher {
  return createRealmKeyCipher(keyEncryptionKeyOf(config), config.previousKeyEncryptionKeys);
}

/** The current key of this configuration (KEY_ENCRYPTION_KEY, else DATA_DIR's key file). */
export function keyEncryptionKeyOf(
  config: Pick<AppConfig, 'keyEncryptionKey' | 'dataDir'>,
): Buffer {
  return config.keyEncryptionKey ?? keyFileIn(config.dataDir);
}

function keyFileIn(dataDir: string): Buffer {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, KEY_FILE);
  try {
    // 'wx': only the first of several starting processes writes it; the others read it.
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key`);
  return key;
}
