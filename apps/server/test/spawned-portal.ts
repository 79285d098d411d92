// The database of a real server spawned as a child process (spawned-server.ts), on either dialect:
// migrated and seeded with the demo data by the test, which also makes signable offers and a
// token for Jan. The server reads it through `env`; the test reads it through `use`.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { seedDemoData } from '../src/demo/seed.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { openDatabase } from '../src/platform/db/database.ts';
import type { Dialect } from '../src/platform/db/dialect-helpers.ts';
import { migrateToLatest } from '../src/platform/db/migrate.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { API_AUDIENCE, embeddedIssuer } from '../src/platform/tenancy/realm-settings.ts';
import { createTestDatabase } from './databases.ts';
import { offerOf } from './offer-fixtures.ts';
import { createRealmTestKey, signToken, storeRealmKey } from './token-minter.ts';

export interface SpawnedDatabase {
  /** What the server needs to open it (DATA_DIR, and DATABASE_URL with its key on PostgreSQL). */
  env: Record<string, string>;
  /** Runs work on the test's own connection. SQLite: opened for the work and closed after, so
   * that a closed server leaves no WAL file behind. */
  use<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  /** Removes a PostgreSQL database (the caller removes DATA_DIR). */
  drop(): Promise<void>;
}

/** A migrated database with the demo data (seeded at the real time), for a spawned server. */
export async function spawnedDatabase(dialect: Dialect, dataDir: string): Promise<SpawnedDatabase> {
  const env = { DATA_DIR: dataDir, DEMO_DATA: '0' };
  if (dialect === 'postgres') {
    const database = await createTestDatabase('postgres');
    await seedDemoData(database.handle.db, { now: new Date() });
    return {
      env: {
        ...env,
        DATABASE_URL: database.url ?? '',
        KEY_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      },
      use: (work) => work(database.handle.db),
      drop: () => database.drop(),
    };
  }
  const use = async <T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> => {
    const handle = await openDatabase({ sqliteFile: join(dataDir, 'portal.sqlite') });
    try {
      return await work(handle.db);
    } finally {
      await handle.close();
    }
  };
  await use(async (db) => {
    await migrateToLatest(db);
    await seedDemoData(db, { now: new Date() });
  });
  return { env, use, drop: async () => undefined };
}

/** `count` offers of Jan's, each with one signable version 1, copied from his current one. */
export async function createSignableOffers(db: Kysely<Database>, count: number): Promise<number[]> {
  const jan = await offerOf(db, 'demo', 'jan.peeters@example.be');
  const { id: _offer, ...offerRow } = await db
    .selectFrom('offers')
    .selectAll()
    .where('id', '=', jan.offerId)
    .executeTakeFirstOrThrow();
  const { id: _version, ...versionRow } = await db
    .selectFrom('offer_versions')
    .selectAll()
    .where('offer_id', '=', jan.offerId)
    .orderBy('version_number', 'desc')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const inserted = await db
      .insertInto('offers')
      .values(offerRow)
      .returning('id')
      .executeTakeFirstOrThrow();
    await db
      .insertInto('offer_versions')
      .values({ ...versionRow, offer_id: inserted.id, version_number: 1 })
      .execute();
    ids.push(inserted.id);
  }
  return ids;
}

/** A bearer token of the demo realm for Jan, valid for 10 minutes, as the spawned server sees it
 * (`env` is the server's environment: the issuer depends on its configuration). */
export async function janBearer(db: Kysely<Database>, env: Record<string, string>) {
  const tenant = await db
    .selectFrom('tenants')
    .select('id')
    .where('subdomain', '=', 'demo')
    .executeTakeFirstOrThrow();
  const key = await createRealmTestKey('ES256');
  await storeRealmKey(db, tenant.id, key, new Date());
  const jan = await offerOf(db, 'demo', 'jan.peeters@example.be');
  const seconds = Math.floor(Date.now() / 1000);
  const token = await signToken(key, {
    iss: embeddedIssuer(loadConfig({ ...env, PORT: '0' }), 'demo'),
    aud: API_AUDIENCE,
    sub: String(jan.customerId),
    iat: seconds,
    exp: seconds + 600,
  });
  return `Bearer ${token}`;
}
