// `npm run rotate-keys -- <tenant>`: gives the tenant's embedded realm new signing keys (RS256 and
// ES256). The old keys stay published for a grace period so tokens they signed keep verifying;
// running servers switch to the new keys within a minute.
// `npm run rotate-keys -- --reseal`: seals every realm's stored keys, every tenant's web-push
// (VAPID) private key and webhook signing secret with the current KEY_ENCRYPTION_KEY (keys stored
// in plain JSON, or sealed with one of PREVIOUS_KEY_ENCRYPTION_KEYS), and turns any integration
// client secret still sealed into its hash, as the server's start-up does (decision 075). Uses the
// same configuration (DATA_DIR, DATABASE_URL, the keys) as the server.
import { join } from 'node:path';
import { hashSealedClientSecrets } from '../apps/server/src/features/integration/index.ts';
import { createWebhookEndpoints } from '../apps/server/src/features/integration-events/index.ts';
import { resealVapidKeys } from '../apps/server/src/features/push/index.ts';
import { loadConfig } from '../apps/server/src/platform/config/config.ts';
import { openDatabase } from '../apps/server/src/platform/db/database.ts';
import { migrateToLatest } from '../apps/server/src/platform/db/migrate.ts';
import { realmKeyCipher } from '../apps/server/src/platform/identity/realm-key-cipher.ts';
import {
  KEY_RETIREMENT_GRACE_SECONDS,
  resealRealmKeys,
  rotateRealmKeys,
} from '../apps/server/src/platform/identity/realm-keys.ts';
import { findTenantBySubdomain } from '../apps/server/src/platform/tenancy/tenant-repository.ts';

const [subdomain] = process.argv.slice(2);
if (!subdomain) {
  console.error('usage: npm run rotate-keys -- <tenant subdomain> | --reseal');
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
  const tenant =
    subdomain === '--reseal' ? undefined : await findTenantBySubdomain(database.db, subdomain);
  if (subdomain === '--reseal') {
    const resealed = await resealRealmKeys(database.db, realmKeyCipher(config));
    console.log(`sealed ${resealed} realm key(s) with the current KEY_ENCRYPTION_KEY`);
    const vapid = await resealVapidKeys(database.db, realmKeyCipher(config));
    console.log(`sealed ${vapid} web-push key(s) with the current KEY_ENCRYPTION_KEY`);
    // Integration client secrets are hashes (decision 075); any still sealed become hashes.
    const clientSecrets = await hashSealedClientSecrets(database.db, realmKeyCipher(config));
    console.log(`hashed ${clientSecrets} sealed integration client secret(s)`);
    const endpoints = createWebhookEndpoints({
      db: database.db,
      keySealer: realmKeyCipher(config),
      clock: () => new Date(),
      allowInternalTargets: config.webhookAllowPrivateTargets,
    });
    const secrets = await endpoints.reseal();
    console.log(`sealed ${secrets} webhook secret(s) with the current KEY_ENCRYPTION_KEY`);
  } else if (!tenant) {
    console.error(`unknown tenant '${subdomain}'`);
    process.exitCode = 1;
  } else if (tenant.realm.externalIssuer) {
    console.error(
      `tenant '${subdomain}' signs in with ${tenant.realm.externalIssuer}: no keys here`,
    );
    process.exitCode = 1;
  } else {
    const kids = await rotateRealmKeys(database.db, realmKeyCipher(config), tenant.id);
    const hours = KEY_RETIREMENT_GRACE_SECONDS / 3600;
    console.log(`realm '${subdomain}': new signing keys ${kids.join(', ')}`);
    console.log(`previous keys stay published for ${hours} h, then retire`);
  }
} finally {
  await database.close();
}
