// `npm run rotate-keys -- <tenant>`: gives the tenant's embedded realm new signing keys (RS256 and
// ES256). The old keys stay published for a grace period so tokens they signed keep verifying;
// running servers switch to the new keys within a minute. Uses the same configuration
// (DATA_DIR, DATABASE_URL) as the server.
import { join } from 'node:path';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import {
  KEY_RETIREMENT_GRACE_SECONDS,
  rotateRealmKeys,
} from '../apps/server/src/identity/realm-keys.ts';
import { findTenantBySubdomain } from '../apps/server/src/repositories/tenant-repository.ts';

const [subdomain] = process.argv.slice(2);
if (!subdomain) {
  console.error('usage: npm run rotate-keys -- <tenant subdomain>');
  process.exit(2);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { databaseUrl: config.databaseUrl }
    : { sqliteFile: join(config.dataDir, 'portal.sqlite') },
);
try {
  await migrateToLatest(database.db);
  const tenant = await findTenantBySubdomain(database.db, subdomain);
  if (!tenant) {
    console.error(`unknown tenant '${subdomain}'`);
    process.exitCode = 1;
  } else if (tenant.realm.externalIssuer) {
    console.error(
      `tenant '${subdomain}' signs in with ${tenant.realm.externalIssuer}: no keys here`,
    );
    process.exitCode = 1;
  } else {
    const kids = await rotateRealmKeys(database.db, tenant.id);
    const hours = KEY_RETIREMENT_GRACE_SECONDS / 3600;
    console.log(`realm '${subdomain}': new signing keys ${kids.join(', ')}`);
    console.log(`previous keys stay published for ${hours} h, then retire`);
  }
} finally {
  await database.close();
}
