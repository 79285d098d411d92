// Issue 9, finding 5: the server is killed (SIGKILL) during 200 concurrent signings, each with its
// own Idempotency-Key, restarted, and every request retried with its key. Every signature that
// was acknowledged before the kill exists exactly once and is answered the same again, no retry
// answers 409, every offer ends signed once, and no stored file is left without the row that
// references it (the pending files of the killed requests are swept, decision 024). The real
// server as a child process on SQLite (the dialect's code paths are the same on PostgreSQL, and
// offer-idempotency.test.ts runs both; the kill itself is what this test is about).
import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import type { Database } from '../src/db/schema.ts';
import { seedDemoData } from '../src/demo/seed.ts';
import { CLAIM_LEASE_MS } from '../src/services/offers/offer-idempotency.ts';
import { API_AUDIENCE, embeddedIssuer } from '../src/tenancy/realm-settings.ts';
import { offerOf } from './offer-fixtures.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import { type SpawnedServer, spawnServer } from './spawned-server.ts';
import { createRealmTestKey, signToken, storeRealmKey } from './token-minter.ts';

const SIGNINGS = 200;
/** Killed once this many signings were acknowledged: the rest are queued or mid-way. */
const KILL_AFTER = 40;
const GRACE_MS = 10_000;

let dataDir = '';
const env = () => ({ DATA_DIR: dataDir, DEMO_DATA: '0', PENDING_FILE_GRACE_MS: String(GRACE_MS) });

/** Opens the server's SQLite file from the test, for set-up and checks. */
async function withDatabase<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ sqliteFile: join(dataDir, 'portal.sqlite') });
  try {
    return await work(handle.db);
  } finally {
    await handle.close();
  }
}

/** 200 offers of Jan's, each with one signable version, copied from his current one. */
async function createSignableOffers(db: Kysely<Database>): Promise<number[]> {
  const jan = await offerOf(db, 'demo', 'jan.peeters@example.be');
  const offer = await db
    .selectFrom('offers')
    .selectAll()
    .where('id', '=', jan.offerId)
    .executeTakeFirstOrThrow();
  const version = await db
    .selectFrom('offer_versions')
    .selectAll()
    .where('offer_id', '=', jan.offerId)
    .orderBy('version_number', 'desc')
    .executeTakeFirstOrThrow();
  const ids: number[] = [];
  for (let i = 0; i < SIGNINGS; i += 1) {
    const { id: _offer, ...offerRow } = offer;
    const inserted = await db
      .insertInto('offers')
      .values(offerRow)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { id: _version, ...versionRow } = version;
    await db
      .insertInto('offer_versions')
      .values({ ...versionRow, offer_id: inserted.id, version_number: 1 })
      .execute();
    ids.push(inserted.id);
  }
  return ids;
}

/** Every file under DATA_DIR/files, as its storage key. */
function storedFiles(): string[] {
  const root = join(dataDir, 'files');
  const entries = readdirSync(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe('signing through a crash (SIGKILL) and a restart', () => {
  let server: SpawnedServer | undefined;
  let offers: number[] = [];
  let authorization = '';

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
    authorization = await withDatabase(async (db) => {
      await migrateToLatest(db);
      await seedDemoData(db, { now: new Date() });
      offers = await createSignableOffers(db);
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
        iss: embeddedIssuer(loadConfig({ ...env(), PORT: '0' }), 'demo'),
        aud: API_AUDIENCE,
        sub: String(jan.customerId),
        iat: seconds,
        exp: seconds + 600,
      });
      return `Bearer ${token}`;
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Signs offer `index` with its own key; `undefined` when the connection died. */
  async function sign(origin: string, index: number) {
    const form = signForm({ version: '1' }, { bytes: PNG_SIGNATURE, type: 'image/png' });
    try {
      const response = await fetch(`${origin}/api/offers/${offers[index]}/sign`, {
        method: 'POST',
        headers: {
          'x-subdomain': 'demo',
          authorization,
          'content-type': form.contentType,
          'idempotency-key': `crash-${index}`,
        },
        body: new Uint8Array(form.payload),
      });
      return { status: response.status, body: await response.text() };
    } catch {
      return undefined;
    }
  }

  it('acknowledges each signature once, retries without 409 and leaves no file behind', async () => {
    server = await spawnServer(env());
    const first = server;
    let acknowledged = 0;
    let killedAt = 0;
    const firstAnswers = await Promise.all(
      offers.map(async (_, index) => {
        const answer = await sign(first.origin, index);
        if (answer?.status === 200 && ++acknowledged === KILL_AFTER) {
          killedAt = Date.now();
          first.child.kill('SIGKILL');
        }
        return answer;
      }),
    );
    await first.exited;
    const pendingAfterKill = await withDatabase((db) =>
      db.selectFrom('pending_files').select('storage_key').execute(),
    );
    const okBeforeKill = firstAnswers.filter((answer) => answer?.status === 200).length;
    // Some answers may still have left the socket as it died: acknowledged means received.
    expect(okBeforeKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(okBeforeKill).toBeLessThan(SIGNINGS);
    expect(firstAnswers.every((answer) => answer === undefined || answer.status === 200)).toBe(
      true,
    );

    server = await spawnServer(env());
    const second = server;
    // The claims of the killed requests are taken over once their lease ran out.
    await new Promise((resolve) =>
      setTimeout(resolve, killedAt + CLAIM_LEASE_MS + 250 - Date.now()),
    );
    const retries = await Promise.all(offers.map((_, index) => sign(second.origin, index)));
    expect(retries.map((answer) => answer?.status)).toEqual(Array(SIGNINGS).fill(200));
    firstAnswers.forEach((answer, index) => {
      if (answer?.status === 200) expect(retries[index]?.body).toBe(answer.body);
    });

    await withDatabase(async (db) => {
      const audits = await db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('action', '=', 'offer.signed')
        .execute();
      const signedVersions = await db
        .selectFrom('offer_versions')
        .select('id')
        .where('offer_id', 'in', offers)
        .where('signed_at', 'is not', null)
        .execute();
      expect(signedVersions).toHaveLength(SIGNINGS);
      const signedIds = new Set(signedVersions.map((version) => version.id));
      const auditsOfThese = audits.filter((audit) => signedIds.has(Number(audit.entity_id)));
      // Exactly once each: as many audit entries as versions, none twice.
      expect(auditsOfThese).toHaveLength(SIGNINGS);
      expect(new Set(auditsOfThese.map((audit) => audit.entity_id)).size).toBe(SIGNINGS);
    });

    // The sweep (every GRACE_MS) removes what the killed requests wrote; the referenced stay.
    await expect
      .poll(
        () =>
          withDatabase(async (db) => {
            const referenced = await db
              .selectFrom('stored_documents')
              .select('storage_key')
              .execute();
            const keys = new Set(referenced.map((row) => row.storage_key));
            const pending = await db.selectFrom('pending_files').select('id').execute();
            const orphans = storedFiles().filter((file) => !keys.has(file));
            return { orphans, pending: pending.length };
          }),
        { timeout: GRACE_MS * 2, interval: 1_000 },
      )
      .toEqual({ orphans: [], pending: 0 });
    expect(storedFiles()).toHaveLength(SIGNINGS * 2);
    console.info(
      `signing crash: ${okBeforeKill} acknowledged before the kill, ${pendingAfterKill.length} files pending at the kill`,
    );
  }, 90_000);
});
