// The server is killed (SIGKILL) during 200 concurrent signings, each with its own Idempotency-Key,
// restarted, and every request retried with its key. Every signature that was acknowledged before
// the kill exists exactly once and is answered the same again, no retry answers 409, every offer
// ends signed once, and no stored file is left without the row that references it (the pending
// files of the killed requests are swept, decision 024). The real server as a child process, on
// SQLite and on PostgreSQL, side by side.
//
// A crash test: it waits for real processes (200 signings, a kill, a restart), but not for the
// clock. The claim lease and the sweep's grace period are made to have run out by dating the
// killed requests' claims and pending files back before the restart (decision 064), which is what
// the restarted server would otherwise see 15 s and 10 s later.
import { readdirSync, rmSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { CLAIM_LEASE_MS } from '../src/features/offers/offer-idempotency.ts';
import type { Database } from '../src/platform/db/schema.ts';
import { testDialects } from './databases.ts';
import { PNG_SIGNATURE, signForm } from './offer-signing-helpers.ts';
import {
  createSignableOffers,
  janBearer,
  type SpawnedDatabase,
  spawnedDatabase,
} from './spawned-portal.ts';
import { type SpawnedServer, spawnServer } from './spawned-server.ts';

const SIGNINGS = 200;
/** Killed once this many signings were acknowledged: the rest are queued or mid-way. */
const KILL_AFTER = 40;
const GRACE_MS = 10_000;

describe.concurrent.each(testDialects())('signing through a crash (SIGKILL) on %s', (dialect) => {
  let dataDir = '';
  let database: SpawnedDatabase;
  let server: SpawnedServer | undefined;
  let offers: number[] = [];
  let authorization = '';
  const env = () => ({ ...database.env, PENDING_FILE_GRACE_MS: String(GRACE_MS) });

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'portal-crash-'));
    database = await spawnedDatabase(dialect, dataDir);
    await database.use(async (db) => {
      offers = await createSignableOffers(db, SIGNINGS);
      authorization = await janBearer(db, database.env);
    });
  });
  afterAll(async () => {
    server?.child.kill('SIGKILL');
    await server?.exited;
    await database?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  /** Every file under DATA_DIR/files, as its storage key. */
  function storedFiles(): string[] {
    const root = join(dataDir, 'files');
    const entries = readdirSync(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(root, join(entry.parentPath, entry.name)));
  }

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

  it('acknowledges each signature once, retries without 409 and leaves no file behind', async ({
    expect,
  }) => {
    // Side by side with the other dialect: assertions through this test's own expect.
    server = await spawnServer(env());
    const first = server;
    let acknowledged = 0;
    const firstAnswers = await Promise.all(
      offers.map(async (_, index) => {
        const answer = await sign(first.origin, index);
        if (answer?.status === 200 && ++acknowledged === KILL_AFTER) first.child.kill('SIGKILL');
        return answer;
      }),
    );
    await first.exited;
    /** Files no row references, and the records of files not settled. */
    const leftBehind = () =>
      database.use(async (db) => {
        const referenced = await db.selectFrom('stored_documents').select('storage_key').execute();
        const keys = new Set(referenced.map((row) => row.storage_key));
        const pending = await db.selectFrom('pending_files').select('id').execute();
        const orphans = storedFiles().filter((file) => !keys.has(file));
        return { orphans, pending: pending.length };
      });
    const killed = await leftBehind();
    const atTheKill = await database.use(async (db) => ({
      orphans: killed.orphans.length,
      pendingFiles: killed.pending,
      claimsWithoutResult: (
        await db
          .selectFrom('idempotency_keys')
          .select('id')
          .where('response_status', 'is', null)
          .execute()
      ).length,
    }));
    const okBeforeKill = firstAnswers.filter((answer) => answer?.status === 200).length;
    // Some answers may still have left the socket as it died: acknowledged means received.
    expect(okBeforeKill).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(okBeforeKill).toBeLessThan(SIGNINGS);
    // Every answer that came is a signature; the others died with the server.
    const otherAnswers = firstAnswers.filter(
      (answer) => answer !== undefined && answer.status !== 200,
    );
    expect(otherAnswers.map((answer) => `${answer?.status} ${answer?.body.slice(0, 160)}`)).toEqual(
      [],
    );
    // The kill caught signings mid-way: files written but not settled, keys claimed without a
    // result. Both are what the restart has to clean up and take over.
    expect(atTheKill.pendingFiles).toBeGreaterThan(0);
    expect(atTheKill.claimsWithoutResult).toBeGreaterThan(0);
    expect(atTheKill.orphans).toBeGreaterThan(0);

    // Time passes: the killed requests' claims outlive their lease, their files the grace period.
    await database.use(ageUnsettledWork);
    server = await spawnServer(env());
    const second = server;
    const retries = await Promise.all(offers.map((_, index) => sign(second.origin, index)));
    const conflicts = retries.filter((answer) => answer?.status === 409).length;
    expect(retries.map((answer) => answer?.status)).toEqual(Array(SIGNINGS).fill(200));
    firstAnswers.forEach((answer, index) => {
      if (answer?.status === 200) expect(retries[index]?.body).toBe(answer.body);
    });

    await database.use(async (db) => {
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

    // The sweep at start-up removed what the killed requests wrote; the referenced stay.
    await expect
      .poll(leftBehind, { timeout: 10_000, interval: 100 })
      .toEqual({ orphans: [], pending: 0 });
    expect(storedFiles()).toHaveLength(SIGNINGS * 2);
    console.info(
      `signing crash on ${dialect}: ${okBeforeKill} of ${SIGNINGS} acknowledged before the kill; at the kill ${atTheKill.pendingFiles} files pending (unsettled) and ${atTheKill.claimsWithoutResult} keys claimed without a result; ${SIGNINGS} retries: ${retries.filter((answer) => answer?.status === 200).length} answered 200, ${conflicts} 409; files no row references: ${atTheKill.orphans} at the kill, 0 after the sweep`,
    );
  }, 90_000);
});

/** Dates the claims without a result back by the lease and the pending files by the grace period,
 * as if the restart came that much later. */
async function ageUnsettledWork(db: Kysely<Database>): Promise<void> {
  const before = (ms: number) => new Date(Date.now() - ms - 1_000).toISOString();
  await db
    .updateTable('idempotency_keys')
    .set({ created_at: before(CLAIM_LEASE_MS) })
    .where('response_status', 'is', null)
    .execute();
  await db
    .updateTable('pending_files')
    .set({ created_at: before(GRACE_MS) })
    .execute();
}
