// The configuration both sides of the bench use: the portal process serves with it and the
// bench mints its token for the issuer it names, so both must read the same values.
import { loadConfig } from '../../apps/server/src/config.ts';
import type { OpenDatabaseOptions } from '../../apps/server/src/db/database.ts';

export function benchConfig(dataDir: string) {
  return loadConfig({ LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', DATA_DIR: dataDir });
}

/** A postgres:// URL is PostgreSQL; anything else is a SQLite file. */
export function databaseOptions(database: string): OpenDatabaseOptions {
  return /^postgres(ql)?:\/\//.test(database)
    ? { databaseUrl: database }
    : { sqliteFile: database };
}
