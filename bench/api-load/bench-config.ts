// The configuration both sides of the bench use: the portal process serves with it and the
// bench mints its token for the issuer it names, so both must read the same values.
import { loadConfig } from '../../apps/server/src/platform/config/config.ts';
import type { OpenDatabaseOptions } from '../../apps/server/src/platform/db/database.ts';
import {
  createRealmKeyCipher,
  type RealmKeyCipher,
} from '../../apps/server/src/platform/identity/realm-key-cipher.ts';

/** Bench databases are throwaway: their realm keys are sealed with this fixed key, so that every
 * bench process (the data generator, the signing in, the served portal, a later run on the same
 * database) opens them. */
export const BENCH_KEY_ENCRYPTION_KEY = Buffer.alloc(32, 0x42).toString('base64');

/** The portal's configuration for a bench; `redis` shares live streams between instances. */
export function benchConfig(dataDir: string, redis?: { url: string; keyPrefix: string }) {
  return loadConfig({
    LOG_LEVEL: 'silent',
    WEB_DIST: '/nonexistent',
    DATA_DIR: dataDir,
    KEY_ENCRYPTION_KEY: BENCH_KEY_ENCRYPTION_KEY,
    ...(redis && { REDIS_URL: redis.url, REDIS_KEY_PREFIX: redis.keyPrefix }),
  });
}

/** The cipher of the bench databases' realm keys. */
export function benchKeyCipher(): RealmKeyCipher {
  return createRealmKeyCipher(Buffer.from(BENCH_KEY_ENCRYPTION_KEY, 'base64'));
}

/** A postgres:// URL is PostgreSQL; anything else is a SQLite file. */
export function databaseOptions(database: string): OpenDatabaseOptions {
  return /^postgres(ql)?:\/\//.test(database)
    ? { databaseUrl: database }
    : { sqliteFile: database };
}
